import type { TListResult } from '@fleet/contracts';
import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableScrollRegion } from './use-table-scroll-region';

interface Props<T> {
  data: TListResult<T> | undefined;
  loading: boolean;
  columns: TableColumnsType<T>;
  onPage: (page: number, pageSize: number) => void;
  /** What to do when the list is empty, in the screen's words. */
  emptyText: ReactNode;
  /** Horizontal scroll width for wide tables. */
  scrollX?: number;
  /** A class per row, for a look that depends on the row (stale robots). */
  rowClassName?: (row: T) => string;
}

/**
 * The list grammar of every screen (conventions rule 7): a skeleton on the first load, server paging
 * with the total, and an empty state that says what to do.
 */
export const PagedTable = <T extends { id: number | string }>({ data, loading, columns, onPage, emptyText, scrollX, rowClassName }: Props<T>) => {
  const { t } = useTranslation('common');
  const ref = useTableScrollRegion(!!scrollX);
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  // An empty table has no rows to scroll under a fixed column: it would hide the headers beyond it.
  const empty = data.list.length === 0;
  return (
    <Table<T>
      ref={ref}
      rowKey="id"
      size="middle"
      columns={empty ? columns.map((c) => ({ ...c, fixed: undefined })) : columns}
      dataSource={data.list}
      loading={loading}
      rowClassName={rowClassName}
      scroll={scrollX ? { x: scrollX } : undefined}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      pagination={{
        current: data.page,
        pageSize: data.pageSize,
        total: data.total,
        showSizeChanger: true,
        showTotal: (total) => t('total', { total }),
        onChange: onPage,
      }}
    />
  );
};
