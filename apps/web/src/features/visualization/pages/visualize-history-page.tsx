import type { TVisDay, TVisHistory, TVisRobot, TVisSite, TVisType } from '@fleet/contracts';
import { Alert, Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { RollupRangePicker, useRollupRange } from '../../../components/rollup-range-picker';
import { useRobotTypes } from '../../../lib/robot-types';
import { useGetVisHistory } from '../api/get-vis-history';
import { BarLineChart } from '../components/bar-line-chart';
import { ChartWithTable } from '../components/chart-with-table';
import { FigureTable } from '../components/figure-table';
import { LoadState } from '../components/load-state';
import { METRICS, type MetricKey } from '../components/metrics';

/** Sites and robots charted as bars: more than this many bars cannot be read; the table lists them all. */
const BARS_MAX = 15;

/**
 * visualizeHistory: one figure (area, run time, energy, water, distance, faults, utilisation) over a
 * range, per day, per site, per robot type and per robot, each chart with its table beside it. A site
 * drills down: the whole screen then reads that site (and its subtree) only.
 */
export const VisualizeHistoryPage = () => {
  const { t } = useTranslation('visualization');
  const range = useRollupRange('last7');
  const [metric, setMetric] = useState<MetricKey>('areaM2');
  const [site, setSite] = useState<{ orgId: number; name: string } | null>(null);
  const query = range.days && { ...range.days, ...(site ? { orgId: site.orgId } : {}) };
  const { data, isLoading, isError, refetch } = useGetVisHistory(query);
  const m = t(`metrics.${metric}`);
  return (
    <ListPage title={t('history.title')} subtitle={t('history.subtitle')}>
      <Flex gap={8} wrap align="center">
        <RollupRangePicker state={range} label={t('range')} rangeLabel={(r) => t(`ranges.${r}`)} />
        <Select<MetricKey>
          aria-label={t('metric')}
          value={metric}
          onChange={setMetric}
          style={{ width: 180 }}
          options={METRICS.map((x) => ({ value: x.key, label: t(`metrics.${x.key}`) }))}
        />
        {site && (
          <Tag closable closeIcon={<span aria-label={t('history.allSites')}>×</span>} onClose={() => setSite(null)} color="blue">
            {t('history.siteFilter', { name: site.name })}
          </Tag>
        )}
      </Flex>
      {query === null ? (
        <Alert type="info" showIcon title={t('pickDates')} />
      ) : (
        <LoadState loading={isLoading} error={isError && !data} retry={() => void refetch()}>
          {data && <HistoryCharts data={data} metric={metric} label={m} onSite={setSite} drilled={!!site} />}
        </LoadState>
      )}
    </ListPage>
  );
};

interface ChartsProps {
  data: TVisHistory;
  metric: MetricKey;
  label: string;
  onSite: (s: { orgId: number; name: string }) => void;
  drilled: boolean;
}

const HistoryCharts = ({ data, metric, label, onSite, drilled }: ChartsProps) => {
  const { t } = useTranslation('visualization');
  const robotTypes = useRobotTypes();
  if (data.robots === 0) return <Alert type="info" showIcon title={t('empty')} />;
  const bars = <T,>(rows: T[], name: (r: T) => string) => {
    const top = rows.slice(0, BARS_MAX);
    return { categories: top.map(name), series: [{ name: label, values: top.map((r) => r[metric as keyof T] as number) }] };
  };
  const typeName = (r: TVisType) => robotTypes.name(r.robotType);
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {t('period', { start: data.start, end: data.end })} · {t('robotCount', { count: data.robots })}
      </Typography.Text>
      <ChartWithTable
        title={t('history.perDay', { metric: label })}
        chart={
          <BarLineChart
            kind={data.series.length > 1 ? 'line' : 'bar'}
            categories={data.series.map((d) => d.day)}
            series={[{ name: label, values: data.series.map((d) => d[metric]) }]}
            axis={label}
            label={t('history.perDay', { metric: label })}
          />
        }
        table={
          <FigureTable<TVisDay>
            caption={t('history.tableDays')}
            rows={data.series}
            rowKey={(r) => r.day}
            head={{ title: t('fields.day'), render: (r) => r.day }}
            metrics={[metric]}
            value={(r, k) => r[k]}
          />
        }
      />
      {!drilled && (
        <ChartWithTable
          title={t('history.perSite', { metric: label })}
          chart={
            <BarLineChart
              kind="bar"
              horizontal
              {...bars(data.bySite, (s) => s.name)}
              axis={label}
              label={t('history.perSite', { metric: label })}
            />
          }
          table={
            <FigureTable<TVisSite>
              caption={t('history.tableSites')}
              rows={data.bySite}
              rowKey={(r) => r.orgId}
              head={{
                title: t('fields.site'),
                width: 150,
                render: (r) => (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                    aria-label={t('history.drill', { name: r.name })}
                    onClick={() => onSite({ orgId: r.orgId, name: r.name })}
                  >
                    {r.name}
                  </Button>
                ),
              }}
              metrics={[metric]}
              value={(r, k) => r[k]}
            />
          }
        />
      )}
      <ChartWithTable
        title={t('history.perType', { metric: label })}
        chart={
          <BarLineChart
            kind="bar"
            {...bars(data.byType, typeName)}
            axis={label}
            label={t('history.perType', { metric: label })}
            height={240}
          />
        }
        table={
          <FigureTable<TVisType>
            caption={t('history.tableTypes')}
            rows={data.byType}
            rowKey={(r) => r.robotType}
            head={{ title: t('fields.robotType'), render: typeName }}
            metrics={[metric]}
            value={(r, k) => r[k]}
            height={180}
          />
        }
      />
      <ChartWithTable
        title={t('history.perRobot', { metric: label })}
        chart={
          <BarLineChart
            kind="bar"
            horizontal
            {...bars(data.byRobot, (r) => r.deviceNumber)}
            axis={label}
            label={t('history.perRobot', { metric: label })}
            height={380}
          />
        }
        table={
          <FigureTable<TVisRobot>
            caption={t('history.tableRobots', { max: data.byRobot.length })}
            rows={data.byRobot}
            rowKey={(r) => r.robotId}
            head={{
              title: t('fields.robot'),
              width: 170,
              render: (r) => (
                <Link to={`/visualization/visualizeRobot?robotId=${r.robotId}`} aria-label={`${t('history.openRobot')}: ${r.deviceNumber}`}>
                  {r.deviceNumber}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {r.name} · {r.orgName}
                  </Typography.Text>
                </Link>
              ),
            }}
            metrics={[metric]}
            value={(r, k) => r[k]}
            height={330}
          />
        }
      />
    </Flex>
  );
};
