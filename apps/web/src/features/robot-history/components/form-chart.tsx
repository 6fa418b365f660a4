import { UNITS, type TRobotForm } from '@fleet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';

/** Cleaned area per day as bars, working time per day as a line on its own axis. */
export const FormChart = ({ days }: { days: TRobotForm['days'] }) => {
  const { t } = useTranslation('robotHistory');
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: 56, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: days.map((d) => d.day), axisLabel: { hideOverlap: true } },
      yAxis: [
        { type: 'value', name: `${t('totals.areaM2')} (${UNITS.area})`, min: 0 },
        { type: 'value', name: `${t('totals.durationMin')} (${UNITS.time})`, min: 0, splitLine: { show: false } },
      ],
      series: [
        { name: t('totals.areaM2'), type: 'bar', data: days.map((d) => d.areaM2), barMaxWidth: 28 },
        { name: t('totals.durationMin'), type: 'line', yAxisIndex: 1, data: days.map((d) => d.durationMin), showSymbol: days.length < 40 },
      ],
    }),
    [days, t],
  );
  return <Chart option={option} height={300} label={t('formChartLabel')} />;
};
