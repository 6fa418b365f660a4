import { Alert, Button, DatePicker, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { zodRule } from '../../../lib/form-rules';
import { useCreateApiKey } from '../api/create-api-key';
import { applyApiKeyFieldErrors, toApiKeyBody, ZApiKeyForm, type ApiKeyFormValues } from './api-key-form';

/** What the one-time modal needs; handed over once and not kept by this component. */
export interface IssuedKey {
  apiKey: string;
  provider: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (issued: IssuedKey) => void;
}

/** "New key": organisation, company code, provider and validity window, checked with the contract schema. */
export const ApiKeyFormModal = ({ open, onClose, onCreated }: Props) => {
  const { t } = useTranslation('empower');
  const [form] = Form.useForm<ApiKeyFormValues>();
  const create = useCreateApiKey();
  const rule = (name: string) => [zodRule(ZApiKeyForm, name)];
  const submit = (values: ApiKeyFormValues) =>
    create.mutate(toApiKeyBody(values) as Parameters<typeof create.mutate>[0], {
      onSuccess: (r) => {
        onCreated({ apiKey: r.apiKey, provider: values.provider ?? '' });
        // The answer holds the secret: drop it from the mutation at once.
        create.reset();
      },
      onError: (err) => applyApiKeyFieldErrors(form, err),
    });
  return (
    <Modal open={open} onCancel={onClose} title={t('actions.create')} footer={null} destroyOnHidden width={560}>
      <Form form={form} name="api-key" layout="vertical" aria-label={t('actions.create')} onFinish={submit}>
        <Alert type="info" showIcon title={t('createHint')} style={{ marginBottom: 16 }} />
        <Form.Item name="orgId" label={t('fields.organization')} rules={rule('orgId')} required>
          <OrgTreeSelect placeholder={t('placeholders.organization')} />
        </Form.Item>
        <Form.Item name="companyCode" label={t('fields.companyCode')} rules={rule('companyCode')} required>
          <Input autoComplete="off" placeholder={t('placeholders.companyCodeInput')} />
        </Form.Item>
        <Form.Item name="provider" label={t('fields.provider')} rules={rule('provider')} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="validity"
          label={t('fields.validity')}
          required
          rules={[{ required: true, message: t('shared:validation.required') }, ...rule('beginAt'), ...rule('endAt')]}
        >
          <DatePicker.RangePicker showTime style={{ width: '100%' }} placeholder={[t('placeholders.begin'), t('placeholders.end')]} />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
};
