import { ZCreateBusinessBody, type TCreateBusinessBody } from '@fleet/contracts';
import { Alert, Button, Divider, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateBusiness } from '../api/create-business';

const BUSINESS = ['name', 'code', 'contactName', 'phone', 'type', 'area'] as const;
const ADMIN = ['account', 'userName', 'password', 'phone', 'email'] as const;
const REQUIRED = new Set<string>(['name', 'admin.account', 'admin.userName', 'admin.password']);

interface Props {
  open: boolean;
  onClose: () => void;
}

/** "New business": a level-1 organisation plus its first administrator, validated with the contract schema. */
export const BusinessFormModal = ({ open, onClose }: Props) => {
  const { t } = useTranslation('organization');
  const [form] = Form.useForm<TCreateBusinessBody>();
  const mutation = useCreateBusiness();
  const submit = (values: TCreateBusinessBody) =>
    mutation.mutate(values, {
      onSuccess: () => {
        void feedback().message.success(t('businessCreated'));
        onClose();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  const adminInput = (f: (typeof ADMIN)[number]) =>
    f === 'password' ? <Input.Password autoComplete="new-password" /> : <Input autoComplete="off" />;
  return (
    <Modal open={open} onCancel={onClose} title={t('actions.createBusiness')} footer={null} destroyOnHidden width={600}>
      <Form form={form} layout="vertical" aria-label={t('actions.createBusiness')} onFinish={submit}>
        <Alert type="info" showIcon title={t('business.hint')} style={{ marginBottom: 16 }} />
        <Divider titlePlacement="start">{t('business.section')}</Divider>
        {BUSINESS.map((f) => (
          <Form.Item key={f} name={f} label={t(`fields.${f}`)} rules={[zodRule(ZCreateBusinessBody, f)]} required={REQUIRED.has(f)}>
            {f === 'area' ? <Input.TextArea rows={2} /> : <Input />}
          </Form.Item>
        ))}
        <Divider titlePlacement="start">{t('business.adminSection')}</Divider>
        {ADMIN.map((f) => (
          <Form.Item
            key={f}
            name={['admin', f]}
            label={t(`business.${f}`)}
            rules={[zodRule(ZCreateBusinessBody, ['admin', f])]}
            required={REQUIRED.has(`admin.${f}`)}
          >
            {adminInput(f)}
          </Form.Item>
        ))}
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
};
