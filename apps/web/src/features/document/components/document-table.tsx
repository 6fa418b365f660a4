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
  const columns: TableColumnsType<TDocumentRow> = [
    { key: 'title', title: t('fields.title'), width: 280, render: (_: unknown, d) => <Link to={documentLinks.read(d.id)}>{d.title}</Link> },
    {
      key: 'labels',
      title: t('fields.labels'),
      width: 200,
      render: (_: unknown, d) => (
        <Space size={[4, 4]} wrap>
          {d.labels.map((l) => (
            <Tag key={l}>{l}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'isPublic',
      title: t('fields.isPublic'),
      width: 90,
      render: (_: unknown, d) => (d.isPublic ? <Tag color="green">{t('publicTag')}</Tag> : <Tag>{t('privateTag')}</Tag>),
    },
    { key: 'orgName', title: t('fields.organization'), width: 150, render: (_: unknown, d) => d.orgName },
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
    { key: 'version', title: t('fields.versions'), width: 90, render: (_: unknown, d) => d.version },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 260,
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
