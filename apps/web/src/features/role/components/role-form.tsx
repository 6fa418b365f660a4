import { ZRoleFields, type TRoleDetail, type TRoleSaveBody } from '@fleet/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateRole } from '../api/create-role';
import { useOperateTree } from '../api/get-operate-tree';
import { useUpdateRole } from '../api/update-role';
import { allCodes } from './permission-codes';
import { PermissionTree } from './permission-tree';

interface Props {
  /** The role being edited (with its codes); absent when creating. */
  role?: TRoleDetail;
  onDone: () => void;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

/** Create or edit a role: name, organisation, description and the permission tree. */
export const RoleForm = ({ role, onDone }: Props) => {
  const { t } = useTranslation('role');
  const [form] = Form.useForm<TRoleSaveBody>();
  const { data: tree = [] } = useOperateTree();
  const create = useCreateRole();
  const update = useUpdateRole();
  const rule = (f: keyof TRoleSaveBody) => [zodRule(ZRoleFields, f)];
  const done = (text: string) => () => {
    void feedback().message.success(text);
    onDone();
  };
  const onError = (err: unknown) => applyFieldErrors(form, err);
  const submit = (values: TRoleSaveBody) => {
    const permissions = values.permissions ?? [];
    if (!role) return create.mutate({ ...values, permissions }, { onSuccess: done(t('created')), onError });
    // Codes the caller cannot see (not in their grantable tree) are kept as they are; the
    // permissions are only sent when the visible choice changed.
    const grantable = new Set(allCodes(tree));
    const kept = role.permissions.filter((c) => !grantable.has(c));
    const next = [...new Set([...permissions, ...kept])];
    const body = {
      id: role.id,
      name: values.name,
      orgId: values.orgId,
      description: values.description ?? '',
      ...(sameSet(next, role.permissions) ? {} : { permissions: next }),
    };
    update.mutate(body, { onSuccess: done(t('saved')), onError });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label={role ? t('actions.edit') : t('actions.create')}
      initialValues={
        role
          ? { name: role.name, orgId: role.orgId, description: role.description ?? '', permissions: role.permissions }
          : { permissions: [] }
      }
      onFinish={submit}
    >
      <Form.Item name="name" label={t('fields.name')} rules={rule('name')} required>
        <Input />
      </Form.Item>
      <Form.Item name="orgId" label={t('fields.organization')} rules={rule('orgId')} required>
        <OrgTreeSelect placeholder={t('placeholders.organization')} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={rule('description')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="permissions" label={t('fields.permissions')}>
        <PermissionTree />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onDone}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
          {t('common:save')}
        </Button>
      </Flex>
    </Form>
  );
};
