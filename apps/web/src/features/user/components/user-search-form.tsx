import type { TUserListQuery } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { ownDetailQuery } from '../../../lib/session-api';
import { RoleSelect } from './role-select';

export type UserSearch = Pick<TUserListQuery, 'account' | 'userName' | 'phone' | 'orgId' | 'roleId'>;

const TEXT = ['account', 'userName', 'phone'] as const;

/**
 * Filters of the user list. The role choices are the roles of the chosen organisation (or of the
 * caller's own organisation when none is chosen).
 */
export const UserSearchForm = ({ onSearch }: { onSearch: (s: UserSearch) => void }) => {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<UserSearch>();
  const { data: me } = useQuery(ownDetailQuery());
  const orgId = Form.useWatch('orgId', form) ?? me?.orgId;
  const finish = (v: UserSearch) =>
    onSearch({
      account: v.account?.trim() || undefined,
      userName: v.userName?.trim() || undefined,
      phone: v.phone?.trim() || undefined,
      orgId: v.orgId,
      roleId: v.roleId,
    });
  return (
    <SearchForm form={form} name="user-search" onFinish={finish} onReset={() => onSearch({})}>
      {TEXT.map((f) => (
        <Form.Item key={f} name={f} label={t(`fields.${f}`)}>
          <Input allowClear style={{ width: 150 }} />
        </Form.Item>
      ))}
      <Form.Item name="orgId" label={t('fields.organization')}>
        <OrgTreeSelect
          style={{ width: 200 }}
          allowClear
          placeholder={t('common:all')}
          onChange={() => form.setFieldValue('roleId', undefined)}
        />
      </Form.Item>
      <Form.Item name="roleId" label={t('fields.role')}>
        <RoleSelect orgId={orgId} allowClear style={{ width: 180 }} />
      </Form.Item>
    </SearchForm>
  );
};
