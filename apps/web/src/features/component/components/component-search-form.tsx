import type { TComponentKind, TComponentState } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { SearchForm } from '../../../components/search-form';
import { useComponentModelChoices } from '../api/products';

export interface ComponentSearch {
  keyword?: string;
  kind?: TComponentKind;
  state?: TComponentState;
  componentModelId?: number;
}

/** Keyword (serial number, model or device number), kind, state and model; the search runs on Search, Reset clears all. */
export const ComponentSearchForm = ({ onSearch }: { onSearch: (s: ComponentSearch) => void }) => {
  const { t } = useTranslation('component');
  const [form] = Form.useForm<ComponentSearch>();
  const models = useComponentModelChoices();
  return (
    <SearchForm
      form={form}
      name="component-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('resource.placeholders.keyword')} style={{ width: 260 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="kind" label={t('shared:fields.kind')}>
        <EnumSelect all enumName="ComponentKind" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="state" label={t('shared:fields.state')}>
        <EnumSelect all enumName="ComponentState" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="componentModelId" label={t('shared:fields.model')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
          placeholder={t('common:all')}
          loading={models.isLoading}
          options={models.data?.list.map((m) => ({ value: m.id, label: m.model }))}
        />
      </Form.Item>
    </SearchForm>
  );
};
