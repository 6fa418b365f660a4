import { ZFaultFilters, ZFaultState, type TFaultFilters, type TFaultLevel, type TFaultState } from '@fleet/contracts';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { i18n } from '../../../lib/i18n';

export interface FaultSearchValues {
  level?: TFaultLevel;
  state?: TFaultState;
  orgId?: number;
  keyword?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Form values → the body filters: whole days from the start of the first to the end of the last. */
export const toFaultFilters = (v: FaultSearchValues): TFaultFilters => {
  const [start, end] = v.range ?? [];
  return {
    level: v.level || undefined,
    state: v.state || undefined,
    orgId: v.orgId ?? undefined,
    keyword: v.keyword?.trim() || undefined,
    start: start ? start.startOf('day').toISOString() : undefined,
    end: end ? end.endOf('day').toISOString() : undefined,
  };
};

/** The range checked by the contract schema, so "end before start" says the contract's message. */
export const faultRangeRule: Rule = {
  validator: async (_, range: FaultSearchValues['range']) => {
    const issue = ZFaultFilters.safeParse(toFaultFilters({ range })).error?.issues.find((i) => i.path[0] === 'end');
    if (issue) throw new Error(i18n.t(issue.message));
  },
};

/**
 * The filters a link may open the fault center with (`?keyword=…&state=…`: home's latest faults name
 * the robot); anything else in the address, or a value the form could not hold, is ignored.
 */
export const faultValuesFromUrl = (params: URLSearchParams): FaultSearchValues => {
  const keyword = params.get('keyword')?.trim().slice(0, 60);
  const state = ZFaultState.safeParse(params.get('state'));
  return { ...(keyword ? { keyword } : {}), ...(state.success ? { state: state.data } : {}) };
};
