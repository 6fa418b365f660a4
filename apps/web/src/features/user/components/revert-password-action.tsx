import type { TUser } from '@fleet/contracts';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevertUser } from '../api/revert-user';
import { OneTimePasswordModal } from './one-time-password-modal';

interface Props {
  user: TUser;
  size?: 'large' | 'middle' | 'small';
}

/** "Reset password": a confirmation that says what happens, then the one-time password, once. */
export const RevertPasswordAction = ({ user, size = 'small' }: Props) => {
  const { t } = useTranslation('user');
  const revert = useRevertUser();
  const [password, setPassword] = useState<string | null>(null);
  return (
    <>
      <Popconfirm
        title={t('revertConfirm.title', { name: user.account })}
        description={<div style={{ maxWidth: 320 }}>{t('revertConfirm.text')}</div>}
        okText={t('actions.revert')}
        okButtonProps={{ loading: revert.isPending }}
        onConfirm={() =>
          revert.mutateAsync(user.id).then(
            (r) => setPassword(r.password),
            () => undefined,
          )
        }
      >
        <Button type="link" size={size} aria-label={`${t('actions.revert')} ${user.account}`}>
          {t('actions.revert')}
        </Button>
      </Popconfirm>
      <OneTimePasswordModal
        password={password}
        name={user.account}
        onClose={() => {
          setPassword(null);
          revert.reset();
        }}
      />
    </>
  );
};
