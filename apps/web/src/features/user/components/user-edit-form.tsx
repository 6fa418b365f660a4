import { ZUserUpdateBody, type TUser, type TUserUpdateBody } from '@fleet/contracts';
import { Button, Flex, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useUpdateUser } from '../api/update-user';
import { RoleSelect } from './role-select';

const EDITABLE = ['userName', 'phone', 'email', 'orgId', 'roleId', 'enabled'] as const;
type Values = Required<Pick<TUserUpdateBody, (typeof EDITABLE)[number]>>;

interface Props {
  user: TUser;
  onDone: () => void;
  size?: 'large' | 'middle';
}

/** Edit a user; only changed fields are sent, and an unchanged submit says so (spec §5). */
export const UserEditForm = ({ user, onDone, size }: Props) => {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<Values>();
  const orgId = Form.useWatch('orgId', form) ?? user.orgId;
  const mutation = useUpdateUser();
  const rule = (f: keyof Values) => [zodRule(ZUserUpdateBody, f)];
  const submit = (values: Values) => {
    const changed = EDITABLE.filter((f) => values[f] !== user[f]);
    if (changed.length === 0) {
      void feedback().message.info(t('shared:errors.NO_CHANGES'));
      return;
    }
    const body: TUserUpdateBody = { id: user.id, ...Object.fromEntries(changed.map((f) => [f, values[f]])) };
    mutation.mutate(body, {
      onSuccess: () => {
        void feedback().message.success(t('saved'));
        onDone();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  };
  const initialValues: Values = {
    userName: user.userName,
    phone: user.phone,
    email: user.email,
    orgId: user.orgId,
    roleId: user.roleId,
    enabled: user.enabled,
  };
  return (
    <Form form={form} layout="vertical" aria-label={t('actions.edit')} initialValues={initialValues} onFinish={submit}>
      <Form.Item label={t('fields.account')}>
        <Input size={size} value={user.account} disabled />
      </Form.Item>
      <Form.Item name="userName" label={t('fields.userName')} rules={rule('userName')} required>
        <Input size={size} />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={rule('phone')}>
        <Input size={size} />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rule('email')}>
        <Input size={size} />
      </Form.Item>
      <Form.Item name="orgId" label={t('fields.organization')} rules={[{ required: true, message: t('shared:validation.required') }]}>
        <OrgTreeSelect size={size} onChange={() => form.setFieldValue('roleId', undefined)} />
      </Form.Item>
      <Form.Item name="roleId" label={t('fields.role')} rules={[{ required: true, message: t('shared:validation.required') }]}>
        <RoleSelect orgId={orgId} size={size} />
      </Form.Item>
      <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked" extra={t('enabledHint')}>
        <Switch checkedChildren={t('status.enabled')} unCheckedChildren={t('status.disabled')} />
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
