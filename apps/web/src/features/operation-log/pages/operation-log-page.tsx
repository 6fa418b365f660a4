import type { TOperationLogSortField } from '@fleet/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useExportOperationLog } from '../api/export-operation-log';
import { useFindOperationLog } from '../api/find-operation-log';
import type { LogFilters } from '../components/log-filters';
import { OperationLogSearchForm } from '../components/operation-log-search-form';
import { OperationLogTable } from '../components/operation-log-table';
import { ExportButton } from '../../../components/export-button';

/** Operation log: search, server-paged table and CSV export of the same filters. Read-only. */
export const OperationLogPage = () => {
  const { t } = useTranslation('operationLog');
  const list = useListState<LogFilters, TOperationLogSortField>();
  const { data, isFetching } = useFindOperationLog(list.query);
  const exporter = useExportOperationLog();
  const exportCsv = () =>
    // The file lists the rows in the order the table shows them.
    exporter.mutate({ ...list.search, ...list.sort }, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  return (
    <ListPage title={t('title')} subtitle={t('readOnlyHint')}>
      <OperationLogSearchForm onSearch={list.onSearch} />
      <Flex gap={8}>
        <ExportButton code="operationLog:export" label={t('export')} hint={t('exportHint')} busy={exporter.isPending} onClick={exportCsv} />
      </Flex>
      <OperationLogTable data={data} loading={isFetching} onPage={list.onPage} sort={list.sort} onSort={list.onSort} />
    </ListPage>
  );
};
