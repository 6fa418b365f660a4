import { ZFileQuery, type TFileKind, type TFileQuery } from '@fleet/contracts';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { i18n } from '../../../lib/i18n';

export interface FileSearchValues {
  keyword?: string;
  kind?: TFileKind;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export type FileFilters = Omit<TFileQuery, 'page' | 'pageSize'>;

/** Form values → the body filters: whole days from the start of the first to the end of the last. */
export const toFilters = (v: FileSearchValues): FileFilters => {
  const [start, end] = v.range ?? [];
  return {
    keyword: v.keyword?.trim() || undefined,
    kind: v.kind || undefined,
    start: start ? start.startOf('day').toISOString() : undefined,
    end: end ? end.endOf('day').toISOString() : undefined,
  };
};

/** The range checked by the contract schema, so "end before start" says the contract's message. */
export const rangeRule: Rule = {
  validator: async (_, range: FileSearchValues['range']) => {
    const { start, end } = toFilters({ range });
    const issue = ZFileQuery.safeParse({ start, end }).error?.issues.find((i) => i.path[0] === 'start' || i.path[0] === 'end');
    if (issue) throw new Error(i18n.t(issue.message));
  },
};
