import { Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../lib/form-rules';

export interface DayRange {
  start: Dayjs;
  end: Dayjs;
}

/** The user's local days as instants: from the start of the first to the end of the last. */
export const dayRangeQuery = (r: DayRange) => ({ start: r.start.startOf('day').toISOString(), end: r.end.endOf('day').toISOString() });
/** The last `n` days, today included. */
export const lastDays = (n: number): DayRange => ({ start: dayjs().subtract(n - 1, 'day'), end: dayjs() });

interface Props<T extends DayRange> {
  /** The form's name (ids of its fields) and its label for screen readers. */
  name: string;
  label: string;
  /** The contract schema of the query (its `start`/`end` rule refuses an end before the start); `robotId` is filled in. */
  schema: z.ZodType;
  labels: { start: string; end: string };
  initialValues: T;
  onSearch: (values: T) => void;
  /** More filters between the dates and the search button. */
  children?: ReactNode;
}

/** From and to dates checked by the contract's rule on the field (nothing is lost), then more filters and Search. */
export const DayRangeForm = <T extends DayRange>({ name, label, schema, labels, initialValues, onSearch, children }: Props<T>) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<T>();
  const rule = z.preprocess((v) => {
    const r = (v ?? {}) as Partial<DayRange>;
    return { robotId: 1, start: r.start ? r.start.startOf('day').toISOString() : '', end: r.end ? r.end.endOf('day').toISOString() : '' };
  }, schema);
  return (
    <Form<T>
      form={form}
      name={name}
      layout="inline"
      role="search"
      aria-label={label}
      initialValues={initialValues}
      onFinish={onSearch}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="start" label={labels.start} rules={[zodRule(rule, 'start')]}>
        <DatePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="end" label={labels.end} dependencies={['start']} rules={[zodRule(rule, 'end')]}>
        <DatePicker allowClear={false} />
      </Form.Item>
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common:search')}
        </Button>
      </Form.Item>
    </Form>
  );
};
