import type { TMaintainRecordFilters } from '@fleet/contracts';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { SearchForm } from '../../../components/search-form';
import { MaintainRobotSelect } from './maintain-robot-select';

/** What the list is filtered by (its sort lives beside it, in the list state). */
export type MaintainSearch = Omit<TMaintainRecordFilters, 'sortField' | 'sortOrder'>;

interface Values {
  keyword?: string;
  category?: MaintainSearch['category'];
  robotId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Form values → the filters: whole days, from the start of the first to the end of the last. */
export const toMaintainSearch = (v: Values): MaintainSearch => {
  const [start, end] = v.range ?? [];
  return {
    keyword: v.keyword?.trim() || undefined,
    category: v.category ?? undefined,
    robotId: v.robotId ?? undefined,
    start: start ? start.startOf('day').toISOString() : undefined,
    end: end ? end.endOf('day').toISOString() : undefined,
  };
};

/** Keyword (maintainer, address, problem or device number), category, time range and robot; Reset clears all. */
export const MaintainSearchForm = ({ onSearch }: { onSearch: (s: MaintainSearch) => void }) => {
  const { t } = useTranslation('maintainRecord');
  const [form] = Form.useForm<Values>();
  return (
    <SearchForm form={form} name="maintain-search" onFinish={(v) => onSearch(toMaintainSearch(v))} onReset={() => onSearch({})}>
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear maxLength={60} placeholder={t('placeholders.keyword')} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item name="category" label={t('shared:fields.category')}>
        <EnumSelect all enumName="MaintainCategory" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="range" label={t('shared:fields.maintainedAt')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('placeholders.start'), t('placeholders.end')]} />
      </Form.Item>
      <Form.Item name="robotId" label={t('shared:fields.robotId')}>
        <MaintainRobotSelect style={{ width: 240 }} placeholder={t('common:all')} />
      </Form.Item>
    </SearchForm>
  );
};
