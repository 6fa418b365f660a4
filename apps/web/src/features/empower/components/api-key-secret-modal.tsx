import { CopyOutlined } from '@ant-design/icons';
import { API_BASE, openOrganizationsRoute } from '@fleet/contracts';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import type { IssuedKey } from './api-key-form-modal';

/** The header the open data API reads (contracts: openOrganizationsRoute, access 'apiKey'). */
const API_KEY_HEADER = 'X-Api-Key';
const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

interface Props {
  /** The key to show; null closes the modal and nothing keeps it. */
  issued: IssuedKey | null;
  onClose: () => void;
}

/**
 * Shows a new API key exactly once: it lives only in the caller's state, the mask does not close
 * the modal by accident, and the warning says it will not be shown again.
 */
export const ApiKeySecretModal = ({ issued, onClose }: Props) => {
  const { t } = useTranslation('empower');
  // Unmounted (not just hidden) on close, so the key leaves the page at once.
  if (issued == null) return null;
  const copy = () => {
    void navigator.clipboard
      ?.writeText(issued.apiKey)
      .then(() => feedback().message.success(t('common:copied')))
      .catch(() => undefined);
  };
  return (
    <Modal
      open
      title={t('secret.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      width={640}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.close')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text>{t('secret.text', { provider: issued.provider })}</Typography.Text>
        <Flex gap={8} align="center">
          <Typography.Text code style={{ ...MONO, wordBreak: 'break-all' }} data-testid="api-key-secret">
            {issued.apiKey}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={copy}>
            {t('common:copy')}
          </Button>
        </Flex>
        <Alert type="warning" showIcon title={t('secret.warning')} />
        <Typography.Text type="secondary">{t('secret.usage', { header: API_KEY_HEADER })}</Typography.Text>
        <pre style={{ ...MONO, margin: 0, padding: 8, background: 'rgba(0,0,0,0.04)', whiteSpace: 'pre-wrap' }}>
          {`GET ${API_BASE}${openOrganizationsRoute.path}\n${API_KEY_HEADER}: ${t('secret.keyPlaceholder')}`}
        </pre>
      </Flex>
    </Modal>
  );
};
