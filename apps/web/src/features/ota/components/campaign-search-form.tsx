import { CampaignState, type TCampaignState } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface CampaignSearch {
  keyword?: string;
  state?: TCampaignState;
}

export const CampaignSearchForm = ({ onSearch }: { onSearch: (s: CampaignSearch) => void }) => {
  const { t } = useTranslation('ota');
  const [form] = Form.useForm<CampaignSearch>();
  return (
    <SearchForm<CampaignSearch>
      form={form}
      name="ota-campaign-search"
      onFinish={(v) => onSearch({ keyword: v.keyword?.trim() || undefined, state: v.state })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword">
        <Input
          allowClear
          maxLength={60}
          placeholder={t('placeholders.keyword')}
          aria-label={t('placeholders.keyword')}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="state">
        <Select<TCampaignState>
          allowClear
          placeholder={t('placeholders.state')}
          aria-label={t('fields.state')}
          style={{ width: 240 }}
          options={Object.values(CampaignState).map((s) => ({ value: s, label: t(`shared:enums.CampaignState.${s}`) }))}
        />
      </Form.Item>
    </SearchForm>
  );
};
