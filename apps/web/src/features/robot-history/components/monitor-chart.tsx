import { UNITS, type TMonitorPoint } from '@fleet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings';
import { Chart, type ChartOption } from '../../../components/chart';

type Value = [number, number | null];

/** Breaks the line where the robot was silent for more than one and a half points. */
const withGaps = (points: readonly TMonitorPoint[], bucketMs: number, pick: (p: TMonitorPoint) => number | null): Value[] => {
  const out: Value[] = [];
  let prev = -Infinity;
  for (const p of points) {
    const t = Date.parse(p.t);
    if (t - prev > bucketMs * 1.5 && out.length) out.push([prev + bucketMs, null]);
    out.push([t, pick(p)]);
    prev = t;
  }
  return out;
};

const GRID_H = 96;
const GRID_GAP = 44;
const top = (i: number) => 36 + i * (GRID_H + GRID_GAP);

/**
 * Battery (with its range and the spec §9 warning lines), speed (average and peak), signal and the share
 * of time working / charging / in a fault, one above the other on one time axis with a shared zoom.
 */
export const MonitorChart = ({ points, bucketSeconds }: { points: readonly TMonitorPoint[]; bucketSeconds: number }) => {
  const { t } = useTranslation('robotHistory');
  const { batteryChargeSoonBelow, batteryDamageBelow } = useSettings();
  const option = useMemo((): ChartOption => {
    const ms = bucketSeconds * 1000;
    const line = (name: string, grid: number, data: Value[], extra: object = {}) => ({
      name,
      type: 'line',
      xAxisIndex: grid,
      yAxisIndex: grid,
      data,
      showSymbol: false,
      connectNulls: false,
      ...extra,
    });
    const pct = (v: number) => Math.round(v * 1000) / 10;
    const axes = [0, 1, 2, 3];
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      axisPointer: { link: [{ xAxisIndex: 'all' }] },
      grid: axes.map((i) => ({ left: 56, right: 24, top: top(i), height: GRID_H })),
      xAxis: axes.map((i) => ({ type: 'time', gridIndex: i, axisLabel: { show: i === 3, hideOverlap: true } })),
      yAxis: [
        { gridIndex: 0, name: `${t('series.battery')} (${UNITS.battery})`, min: 0, max: 100 },
        { gridIndex: 1, name: `${t('series.speed')} (${UNITS.speed})`, min: 0 },
        { gridIndex: 2, name: `${t('series.signal')} (%)`, min: 0, max: 100 },
        { gridIndex: 3, name: `${t('series.share')} (%)`, min: 0, max: 100 },
      ],
      dataZoom: [
        { type: 'inside', xAxisIndex: axes },
        { type: 'slider', xAxisIndex: axes, bottom: 4, height: 18 },
      ],
      series: [
        line(
          t('series.battery'),
          0,
          withGaps(points, ms, (p) => p.battery),
          {
            markLine: {
              symbol: 'none',
              silent: true,
              label: { formatter: '{b}', position: 'insideEndTop' },
              data: [
                {
                  yAxis: batteryChargeSoonBelow,
                  name: t('warn.chargeSoon', { pct: batteryChargeSoonBelow }),
                  lineStyle: { color: '#fa8c16' },
                },
                // At the other end: the lines are 10 % apart, two labels at one end would overlap.
                {
                  yAxis: batteryDamageBelow,
                  name: t('warn.damage', { pct: batteryDamageBelow }),
                  lineStyle: { color: '#f5222d' },
                  label: { position: 'insideStartTop' },
                },
              ],
            },
          },
        ),
        line(
          t('series.batteryMin'),
          0,
          withGaps(points, ms, (p) => p.batteryMin),
          { lineStyle: { type: 'dotted', width: 1 } },
        ),
        line(
          t('series.speed'),
          1,
          withGaps(points, ms, (p) => p.speed),
        ),
        line(
          t('series.speedMax'),
          1,
          withGaps(points, ms, (p) => p.speedMax),
          { lineStyle: { type: 'dotted', width: 1 } },
        ),
        line(
          t('series.signal'),
          2,
          withGaps(points, ms, (p) => p.signal),
        ),
        line(
          t('series.working'),
          3,
          withGaps(points, ms, (p) => pct(p.working)),
          { areaStyle: { opacity: 0.15 } },
        ),
        line(
          t('series.charging'),
          3,
          withGaps(points, ms, (p) => pct(p.charging)),
        ),
        line(
          t('series.fault'),
          3,
          withGaps(points, ms, (p) => pct(p.fault)),
          { lineStyle: { color: '#f5222d' } },
        ),
      ],
    };
  }, [points, bucketSeconds, t, batteryChargeSoonBelow, batteryDamageBelow]);
  return <Chart option={option} height={top(4) + 8} label={t('chartLabel')} />;
};
