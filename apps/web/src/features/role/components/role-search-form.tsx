import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';
import { OrgTreeSelect } from '../../../components/org-tree-select';

export interface RoleSearch {
  name?: string;
  orgId?: number;
}

/** Filters of the role list; submitting goes back to page 1. */
export const RoleSearchForm = ({ onSearch }: { onSearch: (s: RoleSearch) => void }) => {
  const { t } = useTranslation('role');
  const [form] = Form.useForm<RoleSearch>();
  return (
    <SearchForm
      form={form}
      name="role-search"
      onFinish={(v) => onSearch({ name: v.name?.trim() || undefined, orgId: v.orgId })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="name" label={t('fields.name')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="orgId" label={t('fields.organization')}>
        <OrgTreeSelect style={{ width: 200 }} allowClear placeholder={t('common:all')} />
      </Form.Item>
    </SearchForm>
  );
};
