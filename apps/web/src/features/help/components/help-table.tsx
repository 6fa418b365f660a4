import type { THelpArticleRow, TListResult } from '@fleet/contracts';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { HelpRowActions } from './help-row-actions';

interface Props extends SortProps {
  data: TListResult<THelpArticleRow> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onRead: (id: number) => void;
  onEdit: (id: number) => void;
}

export const HELP_SORT = ['title', 'updatedAt'] as const;

/** The articles, server-paged; the title opens the reader. */
export const HelpTable = ({ data, loading, onPage, onRead, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('help');
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (no sideways scrolling).
  const columns: TableColumnsType<THelpArticleRow> = [
    {
      key: 'title',
      title: t('fields.title'),
      width: 380,
      render: (_: unknown, a) => (
        <CellStack>
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onRead(a.id)}>
            {a.title}
          </Button>
          <Typography.Text type="secondary" ellipsis={{ tooltip: a.excerpt }} style={{ maxWidth: 364 }}>
            {a.excerpt}
          </Typography.Text>
        </CellStack>
      ),
    },
    { key: 'category', title: t('fields.category'), width: 120, render: (_: unknown, a) => <Tag>{t(`categories.${a.category}`)}</Tag> },
    {
      key: 'isPublic',
      title: t('fields.isPublic'),
      width: 90,
      render: (_: unknown, a) => (a.isPublic ? <Tag color="green">{t('publicTag')}</Tag> : <Tag>{t('privateTag')}</Tag>),
    },
    {
      key: 'orgName',
      title: t('fields.organization'),
      width: 130,
      render: (_: unknown, a) => (
        <Typography.Text ellipsis={{ tooltip: a.orgName }} style={{ maxWidth: 114 }}>
          {a.orgName}
        </Typography.Text>
      ),
    },
    {
      key: 'updatedAt',
      title: `${t('fields.author')} / ${t('fields.updatedAt')}`,
      width: 160,
      render: (_: unknown, a) => (
        <CellStack>
          {a.author ?? '—'}
          <Typography.Text type="secondary">{formatMinute(a.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 180,
      render: (_: unknown, a) => <HelpRowActions article={a} onRead={onRead} onEdit={onEdit} />,
    },
  ];
  return (
    <PagedTable<THelpArticleRow>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={HELP_SORT}
      sort={sort}
      onSort={onSort}
    />
  );
};
