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
  const fontSize = Math.max(11, Math.round(height / 22));
  const option = useMemo(
    () => ({
      backgroundColor: 'transparent',
      textStyle: { color: SCREEN.secondary, fontSize },
      // Room for the axis labels in the font's own size (containLabel needs a legacy ECharts module).
      grid: { left: fontSize * 3.5, right: fontSize * 2.5, top: fontSize * 3, bottom: fontSize * 2 },
      legend: { top: 0, textStyle: { color: SCREEN.text, fontSize } },
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
    [trend, area, runTime, fontSize],
  );
  return (
    <Panel title={t('trendTitle')}>
      <Chart option={option} height={height} label={t('trendTitle')} />
    </Panel>
  );
};
