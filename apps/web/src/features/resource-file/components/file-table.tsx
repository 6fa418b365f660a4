import { FILE_SORT_FIELDS, type TFileItem, type TListResult } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { formatBytes, formatTime } from '../../../lib/format';
import { FileRowActions } from './file-row-actions';
import { FileThumb } from './file-thumb';

interface Props extends SortProps {
  data: TListResult<TFileItem> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onPreview: (f: TFileItem) => void;
  onRename: (f: TFileItem) => void;
}

/** Spec §3's file fields, server-paged, each row with preview, download, rename and delete. */
export const FileTable = ({ data, loading, onPage, sort, onSort, onPreview, onRename }: Props) => {
  const { t } = useTranslation('resourceFile');
  // The widths add up to the table's room at 1400 px, the narrowest desktop window: the creation time sits
  // under its creator (CellStack), the column sorting by the time as before.
  const columns: TableColumnsType<TFileItem> = [
    { key: 'thumb', title: t('fields.thumbnail'), width: 88, render: (_, r) => <FileThumb file={r} /> },
    { key: 'number', title: t('fields.number'), width: 150, dataIndex: 'number' },
    {
      key: 'name',
      title: t('fields.name'),
      width: 220,
      render: (_, r) => (
        <Typography.Text ellipsis={{ tooltip: r.name }} style={{ maxWidth: 204 }}>
          {r.name}
        </Typography.Text>
      ),
    },
    { key: 'kind', title: t('fields.kind'), width: 80, render: (_, r) => t(`shared:enums.FileKind.${r.kind}`) },
    { key: 'size', title: t('fields.size'), width: 90, render: (_, r) => formatBytes(r.size) },
    {
      key: 'createdAt',
      title: `${t('fields.creator')} / ${t('fields.createdAt')}`,
      width: 170,
      render: (_, r) => (
        <CellStack>
          {r.creator ?? '—'}
          <Typography.Text type="secondary">{formatTime(r.createdAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      width: 230,
      fixed: 'right',
      render: (_, r) => <FileRowActions file={r} onPreview={onPreview} onRename={onRename} />,
    },
  ];
  return (
    <PagedTable<TFileItem>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={FILE_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
