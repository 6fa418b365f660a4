import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { TRobotCredential } from '@fleet/contracts';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../lib/csv';
import { feedback } from '../../../lib/feedback';
import { secretsCsv, secretsFilename } from './secrets-csv';

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

interface Props {
  /** The credentials to show; null closes the modal and nothing keeps them. */
  creds: readonly TRobotCredential[] | null;
  onClose: () => void;
  mobile?: boolean;
}

/**
 * Device secrets, shown exactly once (after registration or rotation): copy one, copy all, or
 * download them as CSV built in the browser. The mask does not close it by accident.
 */
export const SecretsModal = ({ creds, onClose, mobile }: Props) => {
  const { t } = useTranslation('robotRegister');
  if (creds == null) return null;
  const copy = (text: string) =>
    void navigator.clipboard
      ?.writeText(text)
      .then(() => feedback().message.success(t('common:copied')))
      .catch(() => undefined);
  const all = creds.map((c) => `${c.deviceNumber}\t${c.deviceSecret}`).join('\n');
  return (
    <Modal
      open
      title={t('secrets.title', { count: creds.length })}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      width={mobile ? '100%' : 720}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button icon={<CopyOutlined />} size={mobile ? 'large' : undefined} onClick={() => copy(all)}>
            {t('secrets.copyAll')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            size={mobile ? 'large' : undefined}
            onClick={() => downloadCsv(secretsFilename(), secretsCsv(creds))}
          >
            {t('secrets.download')}
          </Button>
          <Button type="primary" size={mobile ? 'large' : undefined} onClick={onClose}>
            {t('secrets.close')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={t('secrets.warning')} />
        <Table<TRobotCredential>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={[...creds]}
          columns={[
            { key: 'n', title: t('robot:fields.deviceNumber'), render: (_, c) => <span style={MONO}>{c.deviceNumber}</span> },
            {
              key: 's',
              title: t('secrets.secret'),
              render: (_, c) => (
                <Typography.Text style={{ ...MONO, wordBreak: 'break-all' }} data-testid="device-secret">
                  {c.deviceSecret}
                </Typography.Text>
              ),
            },
            {
              key: 'c',
              width: 60,
              render: (_, c) => (
                <Button
                  type="text"
                  icon={<CopyOutlined />}
                  aria-label={`${t('common:copy')} ${c.deviceNumber}`}
                  onClick={() => copy(c.deviceSecret)}
                />
              ),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
};
