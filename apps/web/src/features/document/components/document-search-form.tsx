import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface DocumentSearch {
  keyword?: string;
}

/** One field: part of a title or of a label. */
export const DocumentSearchForm = ({ onSearch }: { onSearch: (s: DocumentSearch) => void }) => {
  const { t } = useTranslation('documents');
  const [form] = Form.useForm<DocumentSearch>();
  return (
    <SearchForm
      form={form}
      name="document-search"
      onFinish={(v) => onSearch({ keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 260 }} maxLength={60} />
      </Form.Item>
    </SearchForm>
  );
};
