import type { TListResult, TListSort } from '@fleet/contracts';
import { Empty, Skeleton, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsWidth } from './table-width';
import { useTableScrollRegion } from './use-table-scroll-region';

interface Props<T> {
  data: TListResult<T> | undefined;
  loading: boolean;
  columns: TableColumnsType<T>;
  onPage: (page: number, pageSize: number) => void;
  /** What to do when the list is empty, in the screen's words. */
  emptyText: ReactNode;
  /** A class per row, for a look that depends on the row (stale robots). */
  rowClassName?: (row: T) => string;
  /** The fields the server sorts this list by (the contract's list); columns keyed by one of them sort. */
  sortFields?: readonly string[];
  sort?: TListSort;
  onSort?: (sort: TListSort) => void;
  /** Rows under the table (a range's totals). */
  summary?: TableProps<T>['summary'];
  /** Checkboxes for a batch action (dispatching selected work orders). */
  rowSelection?: TableProps<T>['rowSelection'];
}

/** The sort of a list and how a header click changes it, as a table component passes them on. */
export interface SortProps {
  sort: TListSort;
  onSort: (sort: TListSort) => void;
}

type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/** The sort antd reports for a click on a header, as the list query names it (none when cleared). */
export const sortOf = <T,>(sorter: Sorter<T>): TListSort => {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s?.order || s.columnKey == null) return {};
  return { sortField: String(s.columnKey), sortOrder: s.order === 'descend' ? 'desc' : 'asc' };
};

/**
 * The list grammar of every screen (conventions rule 7): a skeleton on the first load, server paging
 * with the total, server sorting on the columns the contract allows, and an empty state that says
 * what to do. The scroll width is the sum of the column widths (`columnsWidth`), so a table scrolls
 * sideways only on a screen narrower than its columns.
 */
export const PagedTable = <T extends { id: number | string }>({
  data,
  loading,
  columns,
  onPage,
  emptyText,
  rowClassName,
  sortFields,
  sort,
  onSort,
  summary,
  rowSelection,
}: Props<T>) => {
  const { t } = useTranslation('common');
  const ref = useTableScrollRegion();
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  // An empty table has no rows to scroll under a fixed column: it would hide the headers beyond it.
  const empty = data.list.length === 0;
  const orderOf = (key: unknown): SortOrder => {
    if (!sort || sort.sortField !== key) return null;
    return sort.sortOrder === 'desc' ? 'descend' : 'ascend';
  };
  const shown: TableColumnsType<T> = columns.map((c) => {
    const sortable = !!sortFields && typeof c.key === 'string' && sortFields.includes(c.key);
    return { ...c, ...(empty ? { fixed: undefined } : {}), ...(sortable ? { sorter: true, sortOrder: orderOf(c.key) } : {}) };
  });
  return (
    <Table<T>
      ref={ref}
      rowKey="id"
      size="middle"
      columns={shown}
      dataSource={data.list}
      loading={loading}
      rowClassName={rowClassName}
      summary={summary}
      rowSelection={rowSelection}
      scroll={{ x: columnsWidth(columns) }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      onChange={(_p, _f, sorter, extra) => {
        if (extra.action === 'sort') onSort?.(sortOf(sorter));
      }}
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
