import type { TDocumentRow, TListResult } from '@fleet/contracts';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { documentLinks } from './document-links';
import { DocumentRowActions } from './document-row-actions';

interface Props extends SortProps {
  data: TListResult<TDocumentRow> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}

const SORT = ['title', 'updatedAt'] as const;

/** The documents, server-paged; the title opens the reader. */
export const DocumentTable = ({ data, loading, onPage, sort, onSort }: Props) => {
  const { t } = useTranslation('documents');
  // The widths add up to the table's room at 1400 px, the narrowest desktop window: the labels sit under
  // the title (CellStack), the column sorting by the title as before.
  const columns: TableColumnsType<TDocumentRow> = [
    {
      key: 'title',
      title: `${t('fields.title')} / ${t('fields.labels')}`,
      width: 300,
      render: (_: unknown, d) => (
        <CellStack>
          <Link to={documentLinks.read(d.id)}>{d.title}</Link>
          {d.labels.length > 0 && (
            <Space size={[4, 4]} wrap>
              {d.labels.map((l) => (
                <Tag key={l}>{l}</Tag>
              ))}
            </Space>
          )}
        </CellStack>
      ),
    },
    {
      key: 'isPublic',
      title: t('fields.isPublic'),
      width: 80,
      render: (_: unknown, d) => (d.isPublic ? <Tag color="green">{t('publicTag')}</Tag> : <Tag>{t('privateTag')}</Tag>),
    },
    {
      key: 'orgName',
      title: t('fields.organization'),
      width: 120,
      render: (_: unknown, d) => (
        <Typography.Text ellipsis={{ tooltip: d.orgName }} style={{ maxWidth: 104 }}>
          {d.orgName}
        </Typography.Text>
      ),
    },
    {
      key: 'updatedAt',
      title: t('fields.updated'),
      width: 160,
      render: (_: unknown, d) => (
        <CellStack>
          {d.updatedBy ?? '—'}
          <Typography.Text type="secondary">{formatMinute(d.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    { key: 'version', title: t('fields.versions'), width: 100, render: (_: unknown, d) => d.version },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 240,
      render: (_: unknown, d) => <DocumentRowActions doc={d} />,
    },
  ];
  return (
    <PagedTable<TDocumentRow>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={SORT}
      sort={sort}
      onSort={onSort}
    />
  );
};
