import { ZOperationLogQuery, type TOperationLogQuery } from '@fleet/contracts';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { i18n } from '../../../lib/i18n';

export interface LogSearchValues {
  account?: string;
  action?: string;
  result?: 'success' | 'failure';
  range?: [Dayjs | null, Dayjs | null] | null;
}

export type LogFilters = Omit<TOperationLogQuery, 'page' | 'pageSize'>;

/** Form values → the body filters: whole days from the start of the first to the end of the last, as ISO strings. */
export const toFilters = (v: LogSearchValues): LogFilters => {
  const [start, end] = v.range ?? [];
  return {
    account: v.account?.trim() || undefined,
    action: v.action || undefined,
    result: v.result || undefined,
    start: start ? start.startOf('day').toISOString() : undefined,
    end: end ? end.endOf('day').toISOString() : undefined,
  };
};

/** The range checked by the contract schema, so "end before start" says the contract's message. */
export const rangeRule: Rule = {
  validator: async (_, range: LogSearchValues['range']) => {
    const { start, end } = toFilters({ range });
    const result = ZOperationLogQuery.safeParse({ start, end });
    const issue = result.error?.issues.find((i) => i.path[0] === 'start' || i.path[0] === 'end');
    if (issue) throw new Error(i18n.t(issue.message));
  },
};
