import { COMPONENT_MODEL_SORT_FIELDS, type TComponentModel, type TListResult } from '@fleet/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useRobotTypes } from '../../../lib/robot-types';
import { useDeleteComponentModel } from '../api/component-models';

interface Props extends SortProps {
  data: TListResult<TComponentModel> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (m: TComponentModel) => void;
}

/** The catalogue, server-paged; the model number is what operators look for, so it leads in bold. */
export const ComponentModelTable = ({ data, loading, onPage, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('component');
  const remove = useDeleteComponentModel();
  const robotTypes = useRobotTypes();
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (no sideways scrolling).
  const columns: TableColumnsType<TComponentModel> = [
    {
      key: 'model',
      title: t('fields.model'),
      width: 200,
      render: (_: unknown, m) => (
        <CellStack>
          <Typography.Text strong>{m.model}</Typography.Text>
          {m.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: m.description }} style={{ maxWidth: 184 }}>
              {m.description}
            </Typography.Text>
          )}
        </CellStack>
      ),
    },
    { key: 'kind', title: t('fields.kind'), width: 100, render: (_: unknown, m) => t(`shared:enums.ComponentKind.${m.kind}`) },
    { key: 'vendor', title: t('fields.vendor'), width: 130, render: (_: unknown, m) => m.vendor || '—' },
    {
      key: 'consumable',
      title: t('fields.consumable'),
      width: 120,
      // A consumable's rated life is what its counters count down from: it belongs beside the "yes".
      render: (_: unknown, m) => (m.consumable ? t('consumableLife', { hours: m.lifespanHours ?? '—' }) : '—'),
    },
    {
      key: 'robotTypes',
      title: t('fields.robotTypes'),
      width: 150,
      render: (_: unknown, m) => m.robotTypes.map((r) => <Tag key={r}>{robotTypes.name(r)}</Tag>),
    },
    {
      key: 'orgName',
      title: t('fields.organization'),
      width: 120,
      render: (_: unknown, m) => (
        <Typography.Text ellipsis={{ tooltip: m.orgName }} style={{ maxWidth: 104 }}>
          {m.orgName}
        </Typography.Text>
      ),
    },
    {
      key: 'updatedAt',
      title: t('fields.updated'),
      width: 140,
      render: (_: unknown, m) => (
        <CellStack>
          {m.updatedBy ?? '—'}
          <Typography.Text type="secondary">{formatMinute(m.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, m) => (
        <RowActions
          subject={m.model}
          actions={[
            { key: 'edit', label: t('common:edit'), code: 'componentConfig:edit', onClick: () => onEdit(m) },
            {
              key: 'delete',
              label: t('common:delete'),
              code: 'componentConfig:delete',
              danger: true,
              confirm: {
                title: t('confirmDeleteTitle', { model: m.model }),
                text: t('confirmDeleteText'),
                okText: t('common:delete'),
                loading: remove.isPending,
                onConfirm: () => remove.mutateAsync(m.id).then(() => void feedback().message.success(t('deleted'))),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <PagedTable<TComponentModel>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={COMPONENT_MODEL_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
