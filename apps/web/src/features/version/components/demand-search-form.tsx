import { DemandPriority, DemandState, RobotType, type TDemandPriority, type TDemandState, type TRobotType } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface DemandSearch {
  keyword?: string;
  state?: TDemandState;
  priority?: TDemandPriority;
  robotType?: TRobotType;
}

/** Keyword, state, priority and robot type; the search runs on Search, Reset clears all. */
export const DemandSearchForm = ({ onSearch }: { onSearch: (s: DemandSearch) => void }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<DemandSearch>();
  return (
    <SearchForm
      form={form}
      name="demand-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('demand.placeholders.keyword')} style={{ width: 220 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="state" label={t('demand.fields.state')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('common:all')}
          options={Object.values(DemandState).map((v) => ({ value: v, label: t(`shared:enums.DemandState.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="priority" label={t('demand.fields.priority')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('common:all')}
          options={Object.values(DemandPriority).map((v) => ({ value: v, label: t(`shared:enums.DemandPriority.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="robotType" label={t('demand.fields.robotTypes')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('common:all')}
          options={Object.values(RobotType).map((v) => ({ value: v, label: t(`shared:enums.RobotType.${v}`) }))}
        />
      </Form.Item>
    </SearchForm>
  );
};
