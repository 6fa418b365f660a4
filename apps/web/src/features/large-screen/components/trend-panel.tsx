import { fixedTo, UNITS, type THomeDayFigures } from '@fleet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { formatMonthDay } from '../../../lib/format';
import { Panel } from './panel';
import { SCREEN } from './screen-colours';

/** The 7-day trend: area as bars, run time as a line on its own axis. ECharts comes with this page's chunk only. */
export const TrendPanel = ({ trend, height }: { trend: THomeDayFigures[]; height: number }) => {
  const { t } = useTranslation('largeScreen');
  const area = `${t('trendArea')} (${UNITS.area})`;
  const runTime = `${t('trendRunTime')} (${UNITS.time})`;
  const option = useMemo(
    () => ({
      backgroundColor: 'transparent',
      textStyle: { color: SCREEN.secondary, fontSize: Math.max(11, Math.round(height / 22)) },
      grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
      legend: { top: 0, textStyle: { color: SCREEN.text } },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: trend.map((d) => formatMonthDay(d.day)), axisLine: { lineStyle: { color: SCREEN.border } } },
      yAxis: [
        { type: 'value', splitLine: { lineStyle: { color: SCREEN.border } } },
        { type: 'value', splitLine: { show: false } },
      ],
      series: [
        { name: area, type: 'bar', data: trend.map((d) => Number(fixedTo(d.areaM2, 1))), itemStyle: { color: SCREEN.accent } },
        {
          name: runTime,
          type: 'line',
          yAxisIndex: 1,
          data: trend.map((d) => Number(fixedTo(d.runTimeMin, 0))),
          itemStyle: { color: SCREEN.warning },
        },
      ],
    }),
    [trend, area, runTime, height],
  );
  return (
    <Panel title={t('trendTitle')}>
      <Chart option={option} height={height} label={t('trendTitle')} />
    </Panel>
  );
};
