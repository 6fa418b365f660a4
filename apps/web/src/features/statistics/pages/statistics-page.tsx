import {
  STATISTICS_GROUPS,
  STATISTICS_RANGES,
  STATISTICS_SORT_FIELDS,
  type TStatisticsGroup,
  type TStatisticsQuery,
  type TStatisticsRange,
  type TStatisticsRow,
  type TStatisticsSortField,
} from '@fleet/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useRobotTypes } from '../../../lib/robot-types';
import { useListState } from '../../../lib/use-list-state';
import { useExportStatistics } from '../api/export-statistics';
import { useFindStatistics } from '../api/find-statistics';
import { statisticsColumns, StatisticsTotalsRow } from '../components/statistics-columns';
import { StatisticsSearchForm, type StatisticsFilters } from '../components/statistics-search-form';

/**
 * statisticList: the fleet's daily rollups per robot or per organisation over today, the past 7 or 30
 * days or a date range (spec §9), server-sorted and paged, with the totals of the whole filter and a
 * CSV the server writes in the UI language. Days are the server's calendar days (the answer names them).
 */
export const StatisticsPage = () => {
  const { t } = useTranslation('statistics');
  const robotTypes = useRobotTypes();
  const list = useListState<StatisticsFilters, TStatisticsSortField>();
  const [range, setRange] = useState<TStatisticsRange>('last7');
  const [dates, setDates] = useState<[Dayjs, Dayjs] | null>(null);
  const [group, setGroup] = useState<TStatisticsGroup>('robot');
  const days =
    range !== 'range' ? { range } : dates ? { range, start: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') } : null;
  const filter = days && { ...days, group, ...list.search, ...list.sort };
  const query: TStatisticsQuery | null = filter && { ...filter, ...list.paging };
  const { data, isFetching, isError, refetch } = useFindStatistics(query);
  const exporter = useExportStatistics();
  const exportCsv = () =>
    filter && exporter.mutate(filter, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  // A new range or grouping is a new list: back to page 1, and a sort by a column the other grouping lacks is dropped.
  const changeGroup = (g: TStatisticsGroup) => {
    setGroup(g);
    list.onSort({});
  };
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <Flex justify="space-between" wrap gap={8}>
        <Flex gap={8} wrap align="center">
          <Segmented<TStatisticsRange>
            aria-label={t('range')}
            value={range}
            onChange={(r) => {
              setRange(r);
              list.firstPage();
            }}
            options={STATISTICS_RANGES.map((r) => ({ value: r, label: t(`ranges.${r}`) }))}
          />
          {range === 'range' && (
            <DatePicker.RangePicker
              aria-label={t('ranges.range')}
              value={dates}
              onChange={(v) => {
                setDates(v && v[0] && v[1] ? [v[0], v[1]] : null);
                list.firstPage();
              }}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          )}
          <Segmented<TStatisticsGroup>
            aria-label={t('group')}
            value={group}
            onChange={changeGroup}
            options={STATISTICS_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
          />
        </Flex>
        <Permission code="statisticList:export">
          <Button icon={<DownloadOutlined />} loading={exporter.isPending} disabled={!filter || !data?.total} onClick={exportCsv}>
            {t('export')}
          </Button>
        </Permission>
      </Flex>
      <StatisticsSearchForm onSearch={list.onSearch} />
      {days === null ? (
        <Alert type="info" showIcon title={t('pickDates')} />
      ) : isError && !data ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} />
      ) : (
        <>
          {data && <Typography.Text type="secondary">{t('period', { start: data.start, end: data.end })}</Typography.Text>}
          <PagedTable<TStatisticsRow>
            data={data}
            loading={isFetching}
            columns={statisticsColumns(t, robotTypes.name, group)}
            onPage={list.onPage}
            emptyText={t('empty')}
            sortFields={STATISTICS_SORT_FIELDS}
            sort={list.sort}
            onSort={list.onSort}
            summary={() => (data && data.total > 0 ? <StatisticsTotalsRow totals={data.totals} t={t} /> : null)}
          />
        </>
      )}
    </ListPage>
  );
};
