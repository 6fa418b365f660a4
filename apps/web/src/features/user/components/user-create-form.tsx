import { ZUserSaveBody, type TUserSaveBody } from '@fleet/contracts';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateUser } from '../api/create-user';
import { RoleSelect } from './role-select';
import { ZPasswordPair } from './user-schemas';

type Values = TUserSaveBody & { repeatPassword: string };

interface Props {
  onDone: () => void;
  size?: 'large' | 'middle';
}

/** "New user": account, name, password twice, contact, organisation and a role assignable there. */
export const UserCreateForm = ({ onDone, size }: Props) => {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<Values>();
  const orgId = Form.useWatch('orgId', form);
  const mutation = useCreateUser();
  const rule = (f: keyof TUserSaveBody) => [zodRule(ZUserSaveBody, f)];
  const submit = ({ repeatPassword: _r, ...body }: Values) =>
    mutation.mutate(body, {
      onSuccess: () => {
        void feedback().message.success(t('created'));
        onDone();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  return (
    <Form form={form} layout="vertical" aria-label={t('actions.create')} onFinish={submit}>
      <Alert type="info" showIcon title={t('createHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="account" label={t('fields.account')} rules={rule('account')} required>
        <Input size={size} autoComplete="off" />
      </Form.Item>
      <Form.Item name="userName" label={t('fields.userName')} rules={rule('userName')} required>
        <Input size={size} />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rule('password')} required>
        <Input.Password size={size} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeatPassword"
        label={t('fields.repeatPassword')}
        dependencies={['password']}
        rules={[zodRule(ZPasswordPair, 'repeatPassword')]}
        required
      >
        <Input.Password size={size} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={rule('phone')}>
        <Input size={size} autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rule('email')}>
        <Input size={size} autoComplete="off" />
      </Form.Item>
      <Form.Item name="orgId" label={t('fields.organization')} rules={rule('orgId')} required>
        <OrgTreeSelect size={size} placeholder={t('placeholders.organization')} onChange={() => form.setFieldValue('roleId', undefined)} />
      </Form.Item>
      <Form.Item name="roleId" label={t('fields.role')} rules={rule('roleId')} required dependencies={['orgId']}>
        <RoleSelect orgId={orgId} size={size} />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        <Button size={size} onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button size={size} type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('common:save')}
        </Button>
      </Flex>
    </Form>
  );
};
