import { MEDIA_KINDS } from '@fleet/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';
import { rangeRule, toFilters, type FileFilters, type FileSearchValues } from './file-filters';

/** Filters of the file list; submitting goes back to page 1. */
export const FileSearchForm = ({ onSearch }: { onSearch: (f: FileFilters) => void }) => {
  const { t } = useTranslation('resourceFile');
  const [form] = Form.useForm<FileSearchValues>();
  return (
    <SearchForm form={form} name="resource-file-search" onFinish={(v) => onSearch(toFilters(v))} onReset={() => onSearch({})}>
      <Form.Item name="keyword" label={t('fields.name')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="kind" label={t('fields.kind')}>
        <Select
          allowClear
          placeholder={t('placeholders.kind')}
          style={{ width: 140 }}
          options={MEDIA_KINDS.map((k) => ({ value: k, label: t(`shared:enums.FileKind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('fields.timeRange')} rules={[rangeRule]}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('placeholders.start'), t('placeholders.end')]} />
      </Form.Item>
    </SearchForm>
  );
};
