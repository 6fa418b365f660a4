import { RUN_SORT_FIELDS, type TRun, type TRunSortField } from '@fleet/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { Permission } from '../../../components/permission';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useListState } from '../../../lib/use-list-state';
import { useExportRuns } from '../api/export-runs';
import { useFindRuns } from '../api/find-runs';
import { recordColumns, recordCsv, RecordTotalsRow } from '../components/record-columns';
import { lastSevenDays, rangeQuery, RecordRangeForm, type RecordRange } from '../components/record-range-form';

/**
 * The robotRecord tab: the robot's cleaning runs in a date range (default the last 7 days), newest
 * first, with the range totals; a run reported by the robot appears through the hub's `runs` notice.
 */
export const RobotRecordPage = () => {
  const { t } = useTranslation('robotTask');
  const robotId = useOperateRobotId() ?? 0;
  const list = useListState<object, TRunSortField>();
  const [range, setRange] = useState<RecordRange>(lastSevenDays);
  const query = { robotId, ...rangeQuery(range) };
  const { data, isFetching } = useFindRuns({ ...query, ...list.paging, ...list.sort });
  const exporter = useExportRuns();
  const exportCsv = () =>
    exporter.mutateAsync(query).then(
      (runs) => {
        const { header, rows } = recordCsv(t, runs);
        downloadCsv(`${t('record.file')}-${range.start.format('YYYYMMDD')}-${range.end.format('YYYYMMDD')}.csv`, toCsv(header, rows));
      },
      () => undefined,
    );
  return (
    <ListPage title={t('record.title')}>
      <Flex justify="space-between" wrap gap={8}>
        <RecordRangeForm
          onSearch={(r) => {
            setRange(r);
            list.firstPage();
          }}
        />
        <Permission code="robotOperate:export">
          <Button onClick={exportCsv} loading={exporter.isPending} disabled={!data?.total}>
            {t('record.export')}
          </Button>
        </Permission>
      </Flex>
      <PagedTable<TRun>
        data={data}
        loading={isFetching}
        columns={recordColumns(t)}
        onPage={list.onPage}
        emptyText={t('record.empty')}
        sortFields={RUN_SORT_FIELDS}
        sort={list.sort}
        onSort={list.onSort}
        summary={() => (data && data.total > 0 ? <RecordTotalsRow totals={data.totals} t={t} /> : null)}
      />
    </ListPage>
  );
};
