import { ZUpdateOwnerBody, type TOwnDetail, type TUpdateOwnerBody } from '@fleet/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useUpdateOwner } from '../api/update-owner';

interface Props {
  me: TOwnDetail;
  onDone: () => void;
}

const FIELDS = ['userName', 'phone', 'email'] as const;

/** Edit form of the own account; an unchanged submit says so instead of calling the server (spec §5). */
export const AccountForm = ({ me, onDone }: Props) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<TUpdateOwnerBody>();
  const mutation = useUpdateOwner();
  const submit = (values: TUpdateOwnerBody) => {
    if (FIELDS.every((f) => (values[f] ?? '') === (me[f] ?? ''))) {
      void feedback().message.info(t('shared:errors.NO_CHANGES'));
      return;
    }
    mutation.mutate(values, {
      onSuccess: () => {
        void feedback().message.success(t('saved'));
        onDone();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label={t('myAccount')}
      initialValues={{ userName: me.userName, phone: me.phone, email: me.email }}
      onFinish={submit}
    >
      {FIELDS.map((f) => (
        <Form.Item key={f} name={f} label={t(`fields.${f}`)} rules={[zodRule(ZUpdateOwnerBody, f)]} required={f === 'userName'}>
          <Input autoComplete={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'name'} />
        </Form.Item>
      ))}
      <Space>
        <Button onClick={onDone}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('common:save')}
        </Button>
      </Space>
    </Form>
  );
};
