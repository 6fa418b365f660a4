import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchActions } from '../../../components/search-actions';
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
    <Form
      form={form}
      // Named so its field ids do not clash with the create/edit forms on the same page.
      name="role-search"
      layout="inline"
      role="search"
      aria-label={t('common:search')}
      onFinish={(v) => onSearch({ name: v.name?.trim() || undefined, orgId: v.orgId })}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="name" label={t('fields.name')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="orgId" label={t('fields.organization')}>
        <OrgTreeSelect style={{ width: 200 }} allowClear placeholder={t('common:all')} />
      </Form.Item>
      <SearchActions
        onReset={() => {
          form.resetFields();
          onSearch({});
        }}
      />
    </Form>
  );
};
