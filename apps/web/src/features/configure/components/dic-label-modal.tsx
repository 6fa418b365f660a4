import { ZDicLabelSaveBody, type Lang, type TDicLabelRow } from '@fleet/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useSaveDicLabel } from '../api/configure';
import { enumTitle, langName } from './config-values';

const LABEL_RULE = [zodRule(ZDicLabelSaveBody.pick({ label: true }), 'label')];

/** Labels one dictionary item differently in one language; the built-in label stays beside it. */
export const DicLabelModal = ({ row, lang, onClose }: { row: TDicLabelRow; lang: Lang; onClose: () => void }) => {
  const { t } = useTranslation('configure');
  const [form] = Form.useForm<{ label: string }>();
  const save = useSaveDicLabel();
  const current = row.label ?? row.defaultLabel;
  const title = t('dictionary.editTitle', { label: current });
  const submit = ({ label }: { label: string }) =>
    save.mutate(
      { lang, enumName: row.enumName, value: row.value, label },
      {
        onSuccess: () => {
          void feedback().message.success(t('dictionary.saved', { label }));
          onClose();
        },
        onError: (e) => applyFieldErrors(form, e),
      },
    );
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('dictionary.item', { dictionary: enumTitle(t, row.enumName), value: String(row.value), lang: langName(t, lang) })}
      </Typography.Paragraph>
      <Form form={form} name="dic-label" layout="vertical" initialValues={{ label: current }} onFinish={submit} aria-label={title}>
        <Form.Item
          name="label"
          label={t('shared:fields.label')}
          rules={LABEL_RULE}
          required
          extra={t('dictionary.builtIn', { label: row.defaultLabel })}
        >
          <Input autoComplete="off" maxLength={30} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
