import type { TAreaKind } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { SearchForm } from '../../../components/search-form';

export interface AreaSearch {
  keyword?: string;
  kind?: TAreaKind;
  enabled?: boolean;
  orgId?: number;
}

/** Keyword (name, number or address), type, enabled and organisation; the search runs on Search, Reset clears all. */
export const AreaSearchForm = ({ onSearch }: { onSearch: (s: AreaSearch) => void }) => {
  const { t } = useTranslation('area');
  const [form] = Form.useForm<AreaSearch>();
  return (
    <SearchForm
      form={form}
      name="area-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 240 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="kind" label={t('fields.kind')}>
        <EnumSelect all enumName="AreaKind" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('shared:fields.enabled')}>
        <Select
          allowClear
          placeholder={t('common:all')}
          style={{ width: 120 }}
          options={[
            { value: true, label: t('enabledFilter.yes') },
            { value: false, label: t('enabledFilter.no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="orgId" label={t('shared:fields.orgId')}>
        <OrgTreeSelect allowClear placeholder={t('common:all')} style={{ width: 200 }} />
      </Form.Item>
    </SearchForm>
  );
};
