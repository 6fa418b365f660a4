import { ZOutRecordFilters, type TOutRecordFilters } from '@fleet/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';
import { i18n } from '../../../lib/i18n';
import { useProductChoices } from '../api/out-records';

/** What the list is filtered by (its sort and paging are the list state's). */
export type OutRecordSearch = Pick<TOutRecordFilters, 'keyword' | 'productId' | 'start' | 'end'>;

interface Values {
  keyword?: string;
  productId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Form values → filters: whole days, from the start of the first to the end of the last, as ISO instants. */
const toSearch = (v: Values): OutRecordSearch => {
  const [start, end] = v.range ?? [];
  return {
    keyword: v.keyword?.trim() || undefined,
    productId: v.productId ?? undefined,
    start: start ? start.startOf('day').toISOString() : undefined,
    end: end ? end.endOf('day').toISOString() : undefined,
  };
};

/** The range checked by the contract, so "end before start" reads the contract's message. */
const rangeRule: Rule = {
  validator: async (_, range: Values['range']) => {
    const issue = ZOutRecordFilters.safeParse(toSearch({ range })).error?.issues.find((i) => i.path[0] === 'end');
    if (issue) throw new Error(i18n.t(issue.message));
  },
};

/** Keyword (principal, destination, flow card or a device number), product and the days shipped; Search runs it, Reset clears it. */
export const OutRecordSearchForm = ({ onSearch }: { onSearch: (s: OutRecordSearch) => void }) => {
  const { t } = useTranslation('outRecord');
  const [form] = Form.useForm<Values>();
  const products = useProductChoices();
  return (
    <SearchForm form={form} name="out-record-search" onFinish={(v) => onSearch(toSearch(v))} onReset={() => onSearch({})}>
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 300 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="productId" label={t('fields.product')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          placeholder={t('common:all')}
          loading={products.isLoading}
          options={products.data?.list.map((p) => ({ value: p.id, label: `${p.name} · ${p.model}` }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('fields.timeRange')} rules={[rangeRule]}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('placeholders.start'), t('placeholders.end')]} />
      </Form.Item>
    </SearchForm>
  );
};
