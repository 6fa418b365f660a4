import type { TDemandPriority, TDemandState, TRobotType } from '@fleet/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
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
        <EnumSelect all enumName="DemandState" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="priority" label={t('demand.fields.priority')}>
        <EnumSelect all enumName="DemandPriority" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="robotType" label={t('demand.fields.robotTypes')}>
        <RobotTypeSelect all style={{ width: 160 }} />
      </Form.Item>
    </SearchForm>
  );
};
