import type { TDemand, TListResult } from '@fleet/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useRobotTypes } from '../../../lib/robot-types';
import { useDeleteDemand } from '../api/demands';

/** One meaning per colour: urgent red, high orange, the rest plain. */
const PRIORITY_COLOUR = { 0: 'default', 1: 'blue', 2: 'orange', 3: 'red' } as const;
const STATE_COLOUR = { open: 'processing', planned: 'purple', done: 'success', rejected: 'default' } as const;
export const DEMAND_SORT = ['priority', 'updatedAt', 'title'] as const;

interface Props extends SortProps {
  data: TListResult<TDemand> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (d: TDemand) => void;
}

/** The requirements, server-paged, most urgent first. */
export const DemandTable = ({ data, loading, onPage, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('version');
  const remove = useDeleteDemand();
  const robotTypes = useRobotTypes();
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (no sideways scrolling).
  const columns: TableColumnsType<TDemand> = [
    {
      key: 'title',
      title: t('demand.fields.title'),
      width: 300,
      render: (_: unknown, d) => (
        <CellStack>
          {d.title}
          {d.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: d.description }} style={{ maxWidth: 284 }}>
              {d.description}
            </Typography.Text>
          )}
        </CellStack>
      ),
    },
    {
      key: 'priority',
      title: t('demand.fields.priority'),
      width: 100,
      render: (_: unknown, d) => <Tag color={PRIORITY_COLOUR[d.priority]}>{t(`shared:enums.DemandPriority.${d.priority}`)}</Tag>,
    },
    {
      key: 'state',
      title: t('demand.fields.state'),
      width: 100,
      render: (_: unknown, d) => <Tag color={STATE_COLOUR[d.state]}>{t(`shared:enums.DemandState.${d.state}`)}</Tag>,
    },
    {
      key: 'robotTypes',
      title: t('demand.fields.robotTypes'),
      width: 160,
      render: (_: unknown, d) => d.robotTypes.map((r) => <Tag key={r}>{robotTypes.name(r)}</Tag>),
    },
    {
      key: 'orgName',
      title: t('demand.fields.organization'),
      width: 130,
      render: (_: unknown, d) => (
        <Typography.Text ellipsis={{ tooltip: d.orgName }} style={{ maxWidth: 114 }}>
          {d.orgName}
        </Typography.Text>
      ),
    },
    {
      key: 'updatedAt',
      title: t('demand.fields.updated'),
      width: 140,
      render: (_: unknown, d) => (
        <CellStack>
          {d.updatedBy ?? d.author ?? '—'}
          <Typography.Text type="secondary">{formatMinute(d.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, d) => (
        <RowActions
          subject={d.title}
          actions={[
            { key: 'edit', label: t('common:edit'), code: 'demand:edit', onClick: () => onEdit(d) },
            {
              key: 'delete',
              label: t('common:delete'),
              code: 'demand:delete',
              danger: true,
              confirm: {
                title: t('demand.confirmDeleteTitle', { title: d.title }),
                text: t('demand.confirmDeleteText'),
                okText: t('common:delete'),
                loading: remove.isPending,
                onConfirm: () => remove.mutateAsync(d.id).then(() => void feedback().message.success(t('demand.deleted'))),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <PagedTable<TDemand>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('demand.empty')}
      sortFields={DEMAND_SORT}
      sort={sort}
      onSort={onSort}
    />
  );
};
