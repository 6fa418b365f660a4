import type { TRobotType } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { SearchForm } from '../../../components/search-form';
import { useComponentModelChoices } from '../api/products';

export interface ProductSearch {
  keyword?: string;
  robotType?: TRobotType;
  componentModelId?: number;
}

/** Keyword (name or model), robot type and a component model the bill holds; the search runs on Search, Reset clears all. */
export const ProductSearchForm = ({ onSearch }: { onSearch: (s: ProductSearch) => void }) => {
  const { t } = useTranslation('component');
  const [form] = Form.useForm<ProductSearch>();
  const models = useComponentModelChoices();
  return (
    <SearchForm
      form={form}
      name="product-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('product.placeholders.keyword')} style={{ width: 220 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="robotType" label={t('product.fields.robotType')}>
        <RobotTypeSelect all style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="componentModelId" label={t('product.fields.componentModel')}>
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
