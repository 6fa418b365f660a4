import { HELP_CATEGORIES, type THelpCategory } from '@fleet/contracts';
import { Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface HelpSearch {
  keyword?: string;
  category?: THelpCategory;
}

const ALL = 'all';

/** Keyword search, and the categories as one row to browse by (a click filters at once). */
export const HelpSearchForm = ({ search, onSearch }: { search: HelpSearch; onSearch: (s: HelpSearch) => void }) => {
  const { t } = useTranslation('help');
  const [form] = Form.useForm<{ keyword?: string }>();
  return (
    <>
      <SearchForm
        form={form}
        name="help-search"
        onFinish={(v) => onSearch({ ...search, keyword: v.keyword?.trim() || undefined })}
        onReset={() => onSearch({})}
      >
        <Form.Item name="keyword" label={t('common:search')}>
          <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 260 }} maxLength={60} />
        </Form.Item>
      </SearchForm>
      <Segmented<string>
        aria-label={t('fields.category')}
        value={search.category ?? ALL}
        onChange={(v) => onSearch({ ...search, category: v === ALL ? undefined : (v as THelpCategory) })}
        options={[{ value: ALL, label: t('common:all') }, ...HELP_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
        style={{ alignSelf: 'flex-start' }}
      />
    </>
  );
};
