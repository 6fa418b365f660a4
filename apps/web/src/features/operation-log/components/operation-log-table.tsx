import { OPERATION_LOG_SORT_FIELDS, type TListResult, type TOperationLogEntry } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { ActionCell } from './action-label';
import { ResultTag } from './result-tag';
import { formatTime } from '../../../lib/format';

interface Props extends SortProps {
  data: TListResult<TOperationLogEntry> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}

const dash = (v: string | null) => v || '—';

/** Server-paged, read-only: no row has an action (the log is append-only). */
export const OperationLogTable = ({ data, loading, onPage, sort, onSort }: Props) => {
  const { t } = useTranslation('operationLog');
  const columns: TableColumnsType<TOperationLogEntry> = [
    { key: 'time', title: t('fields.time'), width: 160, render: (_, r) => formatTime(r.createdAt) },
    { key: 'account', title: t('fields.account'), width: 120, dataIndex: 'account' },
    { key: 'organization', title: t('fields.organization'), width: 140, render: (_, r) => dash(r.orgName) },
    { key: 'action', title: t('fields.action'), width: 260, render: (_, r) => <ActionCell action={r.action} /> },
    { key: 'target', title: t('fields.target'), width: 200, ellipsis: true, render: (_, r) => dash(r.target) },
    { key: 'result', title: t('fields.result'), width: 90, render: (_, r) => <ResultTag result={r.result} /> },
    { key: 'ip', title: t('fields.ip'), width: 120, render: (_, r) => dash(r.ip) },
  ];
  return (
    <PagedTable<TOperationLogEntry>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={OPERATION_LOG_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
