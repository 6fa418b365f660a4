import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';
import { useLevelOptions } from './levels';

export interface OrgSearch {
  name?: string;
  level?: number;
}

/** Filters of the organisation list; submitting goes back to page 1. */
export const OrgSearchForm = ({ onSearch }: { onSearch: (s: OrgSearch) => void }) => {
  const { t } = useTranslation('organization');
  const [form] = Form.useForm<OrgSearch>();
  const levels = useLevelOptions();
  return (
    <SearchForm
      form={form}
      name="org-search"
      onFinish={(v) => onSearch({ name: v.name?.trim() || undefined, level: v.level })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="name" label={t('fields.name')}>
        <Input allowClear placeholder={t('placeholders.name')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="level" label={t('fields.level')}>
        <Select allowClear options={levels} placeholder={t('common:all')} style={{ width: 180 }} />
      </Form.Item>
    </SearchForm>
  );
};
