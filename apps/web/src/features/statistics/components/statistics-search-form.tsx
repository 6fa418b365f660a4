import type { TStatisticsQuery } from '@fleet/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { SearchForm } from '../../../components/search-form';

export type StatisticsFilters = Pick<TStatisticsQuery, 'orgId' | 'robotType' | 'keyword'>;

const clean = (v: StatisticsFilters): StatisticsFilters => ({
  orgId: v.orgId ?? undefined,
  robotType: v.robotType ?? undefined,
  keyword: v.keyword?.trim() || undefined,
});

/** Organisation (with its subtree), robot type and keyword; submitting goes back to page 1. */
export const StatisticsSearchForm = ({ onSearch }: { onSearch: (f: StatisticsFilters) => void }) => {
  const { t } = useTranslation('statistics');
  const [form] = Form.useForm<StatisticsFilters>();
  return (
    <SearchForm form={form} name="statistics-search" onFinish={(v) => onSearch(clean(v))} onReset={() => onSearch({})}>
      <Form.Item name="orgId" label={t('fields.organization')}>
        <OrgTreeSelect
          allowClear
          placeholder={t('placeholders.organization')}
          aria-label={t('fields.organization')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="robotType" label={t('fields.robotType')}>
        <RobotTypeSelect allowClear placeholder={t('placeholders.robotType')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="keyword" label={t('fields.keyword')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 200 }} />
      </Form.Item>
    </SearchForm>
  );
};
