import type { TComponentKind, TRobotType } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { SearchForm } from '../../../components/search-form';

export interface ComponentModelSearch {
  keyword?: string;
  kind?: TComponentKind;
  robotType?: TRobotType;
  consumable?: boolean;
}

/** antd's Select holds strings and numbers, not booleans: the consumable filter is 'yes' / 'no' until it is sent. */
type Values = Omit<ComponentModelSearch, 'consumable'> & { consumable?: 'yes' | 'no' };

/** Keyword (model or vendor), kind, robot type and consumable; the search runs on Search, Reset clears all. */
export const ComponentModelSearchForm = ({ onSearch }: { onSearch: (s: ComponentModelSearch) => void }) => {
  const { t } = useTranslation('component');
  const [form] = Form.useForm<Values>();
  return (
    <SearchForm
      form={form}
      name="component-model-search"
      onFinish={({ consumable, ...v }) =>
        onSearch({ ...v, keyword: v.keyword?.trim() || undefined, consumable: consumable ? consumable === 'yes' : undefined })
      }
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 220 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="kind" label={t('fields.kind')}>
        <EnumSelect all enumName="ComponentKind" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="robotType" label={t('fields.robotTypes')}>
        <RobotTypeSelect all style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="consumable" label={t('fields.consumable')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('common:all')}
          options={[
            { value: 'yes', label: t('common:yes') },
            { value: 'no', label: t('common:no') },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
};
