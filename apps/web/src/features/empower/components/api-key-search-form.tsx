import { API_KEY_STATES, type TApiKeyListQuery } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export type ApiKeySearch = Pick<TApiKeyListQuery, 'companyCode' | 'provider' | 'state'>;

/** Filters of the key list; submitting goes back to page 1. */
export const ApiKeySearchForm = ({ onSearch }: { onSearch: (s: ApiKeySearch) => void }) => {
  const { t } = useTranslation('empower');
  const [form] = Form.useForm<ApiKeySearch>();
  return (
    <SearchForm
      form={form}
      name="empower-search"
      onFinish={(v) =>
        onSearch({ companyCode: v.companyCode?.trim() || undefined, provider: v.provider?.trim() || undefined, state: v.state })
      }
      onReset={() => onSearch({})}
    >
      <Form.Item name="companyCode" label={t('fields.companyCode')}>
        <Input allowClear placeholder={t('placeholders.companyCode')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="provider" label={t('fields.provider')}>
        <Input allowClear placeholder={t('placeholders.provider')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="state" label={t('fields.state')}>
        <Select
          allowClear
          placeholder={t('common:all')}
          style={{ width: 140 }}
          options={API_KEY_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        />
      </Form.Item>
    </SearchForm>
  );
};
