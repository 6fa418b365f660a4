import { QR_CODE_BATCH_MAX, ZQrCodeCreateBody, type TQrCodeCreateResult } from '@fleet/contracts';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateQrCodes } from '../api/qr-codes';

interface Values {
  count?: number;
  orgId?: number;
}

interface Props {
  onClose: () => void;
  /** The codes just issued, so the page can offer them for printing. */
  onIssued: (result: TQrCodeCreateResult) => void;
}

/**
 * Issues a batch of new codes. The count is checked by the contract (a whole number from 1 to 200),
 * not clamped by the field: 0 or 201 is refused in words rather than silently changed.
 */
export const IssueModal = ({ onClose, onIssued }: Props) => {
  const { t } = useTranslation('qrCode');
  const [form] = Form.useForm<Values>();
  const create = useCreateQrCodes();
  const submit = (v: Values) =>
    create.mutate(
      { count: v.count as number, ...(v.orgId !== undefined && { orgId: v.orgId }) },
      {
        onSuccess: (r) => {
          void feedback().message.success(
            t(r.ids.length === 1 ? 'issue.doneOne' : 'issue.doneMany', { count: r.ids.length, first: r.first, last: r.last }),
          );
          onIssued(r);
          onClose();
        },
        onError: (e) => applyFieldErrors(form, e),
      },
    );
  return (
    <Modal
      open
      title={t('issue.title')}
      okText={t('issue.submit')}
      okButtonProps={{ loading: create.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Form<Values>
        form={form}
        name="qr-code-issue"
        layout="vertical"
        onFinish={submit}
        aria-label={t('issue.title')}
        initialValues={{ count: 10 }}
      >
        <Typography.Paragraph type="secondary">{t('issue.hint', { max: QR_CODE_BATCH_MAX })}</Typography.Paragraph>
        <Form.Item name="count" label={t('shared:fields.count')} required rules={[zodRule(ZQrCodeCreateBody, 'count')]}>
          <InputNumber style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="orgId" label={t('shared:fields.orgId')} extra={t('issue.orgHint')}>
          <OrgTreeSelect allowClear placeholder={t('issue.orgPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
