import { STATISTICS_RANGES, type TStatisticsRange } from '@fleet/contracts';
import { DatePicker, Flex, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

export interface RollupRange {
  range: TStatisticsRange;
  start?: string;
  end?: string;
}

/**
 * The rollup screens' range (statistics' rule, `zStatisticsRange`): today, the past 7 or 30 days or
 * chosen days; `days` is null while a date range has no dates yet (nothing to ask).
 */
export const useRollupRange = (initial: TStatisticsRange) => {
  const [range, setRange] = useState<TStatisticsRange>(initial);
  const [dates, setDates] = useState<[Dayjs, Dayjs] | null>(null);
  const days: RollupRange | null =
    range !== 'range' ? { range } : dates ? { range, start: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') } : null;
  return { range, setRange, dates, setDates, days };
};

interface Props {
  state: ReturnType<typeof useRollupRange>;
  /** Labels in the screen's language: the control, each range. */
  label: string;
  rangeLabel: (r: TStatisticsRange) => string;
}

export const RollupRangePicker = ({ state, label, rangeLabel }: Props) => (
  <Flex gap={8} wrap align="center">
    <Segmented<TStatisticsRange>
      aria-label={label}
      value={state.range}
      onChange={state.setRange}
      options={STATISTICS_RANGES.map((r) => ({ value: r, label: rangeLabel(r) }))}
    />
    {state.range === 'range' && (
      <DatePicker.RangePicker
        aria-label={rangeLabel('range')}
        value={state.dates}
        onChange={(v) => state.setDates(v && v[0] && v[1] ? [v[0], v[1]] : null)}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      />
    )}
  </Flex>
);
