import { MAINTAIN_SORT_FIELDS, type TListResult, type TMaintainRecord } from '@fleet/contracts';
import { Button, Typography, type TableColumnsType } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useDeleteMaintainRecord } from '../api/maintain-records';
import { CategoryTag, ReplacementLines } from './record-cells';

interface Props extends SortProps {
  data: TListResult<TMaintainRecord> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  emptyText: ReactNode;
  onOpen: (r: TMaintainRecord) => void;
  onEdit: (r: TMaintainRecord) => void;
}

const Clipped = ({ text, width, secondary }: { text: string; width: number; secondary?: boolean }) => (
  <Typography.Text type={secondary ? 'secondary' : undefined} ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
    {text}
  </Typography.Text>
);

/**
 * The records, server-paged, sortable by time, maintainer and category. Clicking a row (or its device
 * number, for the keyboard) opens the record; the buttons and links inside a row keep their own click.
 */
export const MaintainTable = ({ data, loading, onPage, emptyText, onOpen, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('maintainRecord');
  const remove = useDeleteMaintainRecord();
  // The widths add up to the table's room at 1400 px, the narrowest desktop window: the organization sits
  // under the maintainer, the address under the time (when and where), the category over the problem
  // (CellStack), and each stacked column keeps the sort of its first value.
  const columns: TableColumnsType<TMaintainRecord> = [
    {
      key: 'robot',
      title: t('shared:fields.robotId'),
      width: 170,
      render: (_: unknown, r) => (
        <CellStack>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(r)}>
            {r.deviceNumber}
          </Button>
          {r.robotAlias && <Typography.Text type="secondary">{r.robotAlias}</Typography.Text>}
        </CellStack>
      ),
    },
    {
      key: 'maintainer',
      title: `${t('shared:fields.maintainer')} / ${t('shared:fields.orgId')}`,
      width: 170,
      render: (_: unknown, r) => (
        <CellStack>
          {r.maintainer}
          <Clipped text={r.orgName} width={154} secondary />
        </CellStack>
      ),
    },
    {
      key: 'maintainedAt',
      title: `${t('shared:fields.maintainedAt')} / ${t('shared:fields.address')}`,
      width: 170,
      render: (_: unknown, r) => (
        <CellStack>
          {formatMinute(r.maintainedAt)}
          <Clipped text={r.address} width={154} secondary />
        </CellStack>
      ),
    },
    {
      key: 'category',
      title: `${t('shared:fields.category')} / ${t('shared:fields.problem')}`,
      width: 200,
      render: (_: unknown, r) => (
        <CellStack>
          <CategoryTag category={r.category} />
          <Clipped text={r.problem} width={184} />
        </CellStack>
      ),
    },
    {
      key: 'replacements',
      title: t('shared:fields.replacements'),
      width: 190,
      render: (_: unknown, r) => <ReplacementLines replacements={r.replacements} max={2} />,
    },
    {
      key: 'pictures',
      title: t('shared:fields.pictures'),
      width: 80,
      render: (_: unknown, r) => (r.pictures.length ? t('pictures.count', { count: r.pictures.length }) : '—'),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, r) => (
        <RowActions
          subject={r.deviceNumber}
          actions={[
            { key: 'edit', label: t('common:edit'), code: 'maintainRecord:edit', onClick: () => onEdit(r) },
            {
              key: 'delete',
              label: t('common:delete'),
              code: 'maintainRecord:delete',
              danger: true,
              confirm: {
                title: t('confirmDeleteTitle', { number: r.deviceNumber, at: formatMinute(r.maintainedAt) }),
                text: t('confirmDeleteText'),
                okText: t('common:delete'),
                loading: remove.isPending,
                onConfirm: () => remove.mutateAsync(r.id).then(() => void feedback().message.success(t('deleted'))),
              },
            },
          ]}
        />
      ),
    },
  ];
  // A click anywhere on a row opens it, unless it was meant for a control of the row (or of a popup over it).
  const openRow = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('button, a, input, .ant-dropdown, .ant-popover')) return;
    const row = target.closest<HTMLElement>('tr[data-row-key]');
    if (!row || !e.currentTarget.contains(row)) return;
    const record = data?.list.find((r) => String(r.id) === row.dataset.rowKey);
    if (record) onOpen(record);
  };
  return (
    // The device number's link is the keyboard's way in; this is the pointer's shortcut.
    <div onClick={openRow}>
      <PagedTable<TMaintainRecord>
        data={data}
        loading={loading}
        columns={columns}
        onPage={onPage}
        emptyText={emptyText}
        sortFields={MAINTAIN_SORT_FIELDS}
        sort={sort}
        onSort={onSort}
      />
    </div>
  );
};
