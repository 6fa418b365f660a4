import { STATISTICS_RANGES, type TFormQuery, type TStatisticsRange } from '@fleet/contracts';
import { Alert, Button, Card, DatePicker, Flex, Segmented, Skeleton, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { columnsWidth } from '../../../components/table-width';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useRobotForm } from '../api/get-robot-form';
import { FormChart } from '../components/form-chart';
import { formColumns, MEASURES, measureTitle } from '../components/form-columns';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * robotForm: the robot's statistics report for today, the past 7 or 30 days or a date range (spec §9),
 * per calendar day of the viewer: totals with their units, a chart and the table behind it.
 */
export const RobotFormPage = () => {
  const { t } = useTranslation('robotHistory');
  const columns = formColumns(t);
  const robotId = useOperateRobotId()!;
  const [range, setRange] = useState<TStatisticsRange>('last7');
  const [dates, setDates] = useState<[Dayjs, Dayjs] | null>(null);
  const query: TFormQuery | null =
    range !== 'range'
      ? { range, tz: viewerZone() }
      : dates
        ? { range, tz: viewerZone(), start: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') }
        : null;
  const { data, isLoading, isError, refetch } = useRobotForm(robotId, query);
  const exportCsv = () => {
    if (!data) return;
    const header = [t('day'), ...MEASURES.map((m) => measureTitle(t, m))];
    downloadCsv(
      `robot-${robotId}-report-${data.start}-${data.end}.csv`,
      toCsv(
        header,
        data.days.map((d) => [d.day, ...MEASURES.map((m) => d[m.key])]),
      ),
    );
  };

  return (
    <Card
      size="small"
      title={t('formTitle')}
      extra={
        <Flex gap={8} wrap align="center">
          <Segmented<TStatisticsRange>
            aria-label={t('range')}
            value={range}
            onChange={setRange}
            options={STATISTICS_RANGES.map((r) => ({ value: r, label: t(`ranges.${r}`) }))}
          />
          {range === 'range' && (
            <DatePicker.RangePicker
              aria-label={t('ranges.range')}
              value={dates}
              onChange={(v) => setDates(v && v[0] && v[1] ? [v[0], v[1]] : null)}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          )}
          <Permission code="robotOperate:export">
            <Button onClick={exportCsv} disabled={!data}>
              {t('export')}
            </Button>
          </Permission>
        </Flex>
      }
    >
      {query === null ? (
        <Alert type="info" showIcon title={t('pickDates')} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <p style={{ marginTop: 0 }}>{t('period', { start: data.start, end: data.end, tz: data.tz })}</p>
          {/* All nine, so runs = done + failed + stopped + still running adds up on screen; a grid keeps a wrapped row in the columns above. */}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '8px 16px', marginBottom: 12 }}>
            {MEASURES.map((m) => (
              <Statistic key={m.key} title={t(`totals.${m.key}`)} value={data.totals[m.key]} suffix={m.unit} />
            ))}
          </div>
          {data.totals.runs === 0 && <Alert type="info" showIcon title={t('noRuns')} style={{ marginBottom: 12 }} />}
          <FormChart days={data.days} />
          <Table
            rowKey="day"
            size="small"
            columns={columns}
            dataSource={data.days}
            pagination={data.days.length > 31 ? { pageSize: 31 } : false}
            scroll={{ x: columnsWidth(columns) }}
          />
        </>
      )}
    </Card>
  );
};
