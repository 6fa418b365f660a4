import { AREA_SORT_FIELDS, type TArea, type TListResult } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { FleetStateSummary } from '../../../components/fleet-state';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteArea } from '../api/areas';
import { AreaStatusTag, Coverage, FloorsZones } from './area-cells';

interface Props extends SortProps {
  data: TListResult<TArea> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  emptyText: ReactNode;
  onView: (a: TArea) => void;
  onEdit: (a: TArea) => void;
}

/** A text that keeps to its column, whole on hover (a long organisation or address name). */
const Clipped = ({ text, width, secondary }: { text: string; width: number; secondary?: boolean }) => (
  <Typography.Text type={secondary ? 'secondary' : undefined} ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
    {text}
  </Typography.Text>
);

/**
 * The areas, server-paged: the number leads in bold (what people quote), then what the area is and
 * how it is doing now (robots' states, status, today's coverage), refreshed with the list.
 */
export const AreaTable = ({ data, loading, onPage, emptyText, onView, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('area');
  const remove = useDeleteArea();
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (sidebar open):
  // no column hides under the fixed actions, and the table does not scroll sideways.
  const columns: TableColumnsType<TArea> = [
    {
      key: 'number',
      title: t('fields.number'),
      width: 104,
      render: (_: unknown, a) => <Typography.Text strong>{a.number}</Typography.Text>,
    },
    {
      key: 'name',
      title: t('fields.nameAddress'),
      width: 176,
      render: (_: unknown, a) => (
        <CellStack>
          <Clipped text={a.name} width={156} />
          {a.address && <Clipped text={a.address} width={156} secondary />}
        </CellStack>
      ),
    },
    { key: 'kind', title: t('fields.kind'), width: 100, render: (_: unknown, a) => t(`shared:enums.AreaKind.${a.kind}`) },
    { key: 'org', title: t('shared:fields.orgId'), width: 100, render: (_: unknown, a) => <Clipped text={a.orgName} width={80} /> },
    { key: 'floors', title: t('fields.floorsZones'), width: 100, render: (_: unknown, a) => <FloorsZones area={a} /> },
    { key: 'robots', title: t('fields.robots'), width: 150, render: (_: unknown, a) => <FleetStateSummary robots={a.robots} /> },
    { key: 'status', title: t('fields.status'), width: 100, render: (_: unknown, a) => <AreaStatusTag status={a.status} /> },
    { key: 'coverage', title: t('fields.coverage'), width: 100, render: (_: unknown, a) => <Coverage area={a} /> },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 140,
      render: (_: unknown, a) => (
        <RowActions
          subject={a.name}
          actions={[
            { key: 'view', label: t('common:view'), code: 'areaDetail:view', onClick: () => onView(a) },
            { key: 'edit', label: t('common:edit'), code: 'areaDetail:edit', onClick: () => onEdit(a) },
            {
              key: 'delete',
              label: t('common:delete'),
              code: 'areaDetail:delete',
              danger: true,
              confirm: {
                title: t('delete.confirmTitle', { name: a.name }),
                text: a.robots.length ? t('delete.confirmText', { count: a.robots.length }) : t('delete.confirmTextNone'),
                okText: t('common:delete'),
                loading: remove.isPending,
                onConfirm: () => remove.mutateAsync(a.id).then(() => void feedback().message.success(t('delete.done', { name: a.name }))),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <PagedTable<TArea>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={emptyText}
      sortFields={AREA_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
