import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { SearchForm } from '../../../components/search-form';

export interface LandmarkSearch {
  keyword?: string;
  orgId?: number;
}

/** Keyword (name or code) and organisation (landmarks in its subtree); the search runs on Search, Reset clears both. */
export const LandmarkSearchForm = ({ onSearch }: { onSearch: (s: LandmarkSearch) => void }) => {
  const { t } = useTranslation('landmark');
  const [form] = Form.useForm<LandmarkSearch>();
  return (
    <SearchForm
      form={form}
      name="landmark-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 240 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="orgId" label={t('shared:fields.orgId')}>
        <OrgTreeSelect allowClear placeholder={t('common:all')} style={{ width: 220 }} />
      </Form.Item>
    </SearchForm>
  );
};
