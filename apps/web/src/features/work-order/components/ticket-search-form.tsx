import { QuestionState, WorkOrderLevel, WorkOrderState, type TTicketFilters, type TTicketKind } from '@fleet/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { SearchForm } from '../../../components/search-form';

export interface TicketSearchValues {
  state?: string;
  level?: number;
  orgId?: number;
  keyword?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Form values → the body filters: whole days from the start of the first to the end of the last. */
export const toTicketFilters = (v: TicketSearchValues): TTicketFilters => {
  const [start, end] = v.range ?? [];
  return {
    state: (v.state || undefined) as TTicketFilters['state'],
    level: (v.level ?? undefined) as TTicketFilters['level'],
    orgId: v.orgId ?? undefined,
    keyword: v.keyword?.trim() || undefined,
    start: start ? start.startOf('day').toISOString() : undefined,
    end: end ? end.endOf('day').toISOString() : undefined,
  };
};

/** Filters of the staff list; the state offered follows the tab's kind. Submitting goes back to page 1. */
export const TicketSearchForm = ({ kind, onSearch }: { kind: TTicketKind | undefined; onSearch: (f: TTicketFilters) => void }) => {
  const { t } = useTranslation('workOrder');
  const { t: ts } = useTranslation('shared');
  const [form] = Form.useForm<TicketSearchValues>();
  const states: { value: string; label: string }[] =
    kind === 'question'
      ? Object.values(QuestionState).map((s) => ({ value: s, label: ts(`enums.QuestionState.${s}`) }))
      : Object.values(WorkOrderState).map((s) => ({ value: s, label: ts(`enums.WorkOrderState.${s}`) }));
  return (
    <SearchForm form={form} name="ticket-search" onFinish={(v) => onSearch(toTicketFilters(v))} onReset={() => onSearch({})}>
      {kind && (
        <Form.Item name="state" label={t('search.state')}>
          <Select allowClear placeholder={t('search.any')} style={{ width: 160 }} options={states} />
        </Form.Item>
      )}
      {kind !== 'question' && (
        <Form.Item name="level" label={t('search.level')}>
          <Select
            allowClear
            placeholder={t('search.any')}
            style={{ width: 130 }}
            options={Object.values(WorkOrderLevel).map((l) => ({ value: l, label: ts(`enums.WorkOrderLevel.${l}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="orgId" label={t('search.organization')}>
        <OrgTreeSelect allowClear placeholder={t('search.any')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="keyword" label={t('search.keyword')}>
        <Input allowClear maxLength={60} placeholder={t('search.keywordPlaceholder')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="range" label={t('search.range')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('search.start'), t('search.end')]} />
      </Form.Item>
    </SearchForm>
  );
};
