import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';

interface Props {
  /** The password to show; null closes the modal and nothing keeps it. */
  password: string | null;
  name: string;
  onClose: () => void;
}

/**
 * Shows a reset password exactly once: it lives only in the caller's state, the mask does not close
 * the modal by accident, and the warning says it will not be shown again.
 */
export const OneTimePasswordModal = ({ password, name, onClose }: Props) => {
  const { t } = useTranslation('user');
  const copy = () => {
    void navigator.clipboard
      ?.writeText(password ?? '')
      .then(() => feedback().message.success(t('common:copied')))
      .catch(() => undefined);
  };
  // Unmounted (not just hidden) on close, so the password leaves the page at once.
  if (password == null) return null;
  return (
    <Modal
      open
      title={t('oneTime.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('oneTime.close')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text>{t('oneTime.text', { name })}</Typography.Text>
        <Flex gap={8} align="center">
          <Typography.Text code style={{ fontSize: 18 }} data-testid="one-time-password">
            {password}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={copy}>
            {t('common:copy')}
          </Button>
        </Flex>
        <Alert type="warning" showIcon title={t('oneTime.warning')} />
      </Flex>
    </Modal>
  );
};
