import { useMemo } from 'react';
import { Chart, type ChartOption } from '../../../components/chart';

interface Series {
  name: string;
  values: number[];
}

interface Props {
  kind: 'bar' | 'line';
  categories: string[];
  series: Series[];
  /** The value axis' name, with its unit. */
  axis: string;
  label: string;
  height?: number;
  /** Bars along the vertical axis (long category names: sites, robots). */
  horizontal?: boolean;
}

/** One chart grammar for the area: categories × one or more series on one value axis named with its unit. */
export const BarLineChart = ({ kind, categories, series, axis, label, height = 300, horizontal = false }: Props) => {
  const option = useMemo((): ChartOption => {
    const cat = { type: 'category', data: categories, axisLabel: { hideOverlap: true, width: 150, overflow: 'truncate' } };
    // Along the bottom the axis name sits under the numbers, where it cannot meet the last one.
    const val = horizontal
      ? { type: 'value', name: axis, min: 0, nameLocation: 'middle', nameGap: 28 }
      : { type: 'value', name: axis, min: 0, nameTextStyle: { align: 'left' } };
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: series.length > 1 ? { top: 0, type: 'scroll' } : undefined,
      grid: { left: horizontal ? 165 : 56, right: 32, top: series.length > 1 ? 48 : 36, bottom: horizontal ? 48 : 28 },
      xAxis: horizontal ? val : cat,
      yAxis: horizontal ? { ...cat, inverse: true } : val,
      series: series.map((s) => ({
        name: s.name,
        type: kind,
        data: s.values,
        barMaxWidth: 28,
        showSymbol: categories.length < 40,
      })),
    };
  }, [kind, categories, series, axis, horizontal]);
  return <Chart option={option} height={height} label={label} />;
};
