import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { logout } from '../../../lib/session';
import { postLogout } from '../../../lib/session-api';

/**
 * First sign-in: the server allows nothing but the password change (code 40311 otherwise), so this
 * cannot be dismissed; the only ways out are changing the password or signing out.
 */
export const FirstLoginModal = ({ open }: { open: boolean }) => {
  const { t } = useTranslation('auth');
  const signOut = async () => {
    await postLogout().catch(() => undefined);
    logout();
  };
  return (
    <Modal
      open={open}
      title={t('firstLogin.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('firstLogin.text')} style={{ marginBottom: 16 }} />
      <PasswordChangeForm extra={<Button onClick={() => void signOut()}>{t('firstLogin.signOut')}</Button>} />
    </Modal>
  );
};
