import { FILE_SORT_FIELDS, type TFileItem, type TListResult } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const columns: TableColumnsType<TFileItem> = [
    { key: 'thumb', title: t('fields.thumbnail'), width: 104, render: (_, r) => <FileThumb file={r} /> },
    { key: 'number', title: t('fields.number'), width: 170, dataIndex: 'number' },
    { key: 'name', title: t('fields.name'), width: 240, ellipsis: true, dataIndex: 'name' },
    { key: 'kind', title: t('fields.kind'), width: 90, render: (_, r) => t(`shared:enums.FileKind.${r.kind}`) },
    { key: 'size', title: t('fields.size'), width: 100, render: (_, r) => formatBytes(r.size) },
    { key: 'creator', title: t('fields.creator'), width: 120, render: (_, r) => r.creator ?? '—' },
    { key: 'createdAt', title: t('fields.createdAt'), width: 170, render: (_, r) => formatTime(r.createdAt) },
    {
      key: 'actions',
      title: t('common:actions'),
      width: 220,
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
