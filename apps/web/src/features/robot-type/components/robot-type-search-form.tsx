import { ROBOT_CAPABILITIES, type TRobotCapability } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface RobotTypeSearch {
  keyword?: string;
  capability?: TRobotCapability;
}

/** Keyword (model number or a name in any language) and one capability; the search runs on Search, Reset clears all. */
export const RobotTypeSearchForm = ({ onSearch }: { onSearch: (s: RobotTypeSearch) => void }) => {
  const { t } = useTranslation('robotType');
  const [form] = Form.useForm<RobotTypeSearch>();
  return (
    <SearchForm
      form={form}
      name="robot-type-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 240 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="capability" label={t('fields.capability')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('common:all')}
          options={ROBOT_CAPABILITIES.map((c) => ({ value: c, label: t(`capabilities.${c}`) }))}
        />
      </Form.Item>
    </SearchForm>
  );
};
