import {
  COMPONENT_SORT_FIELDS,
  ComponentAction,
  ComponentState,
  componentActionsFrom,
  type TComponent,
  type TComponentAction,
  type TListResult,
} from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { formatMinute } from '../../../lib/format';
import { ComponentStateTag, ExpiryCell } from './component-cells';

interface Props extends SortProps {
  data: TListResult<TComponent> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  emptyText: ReactNode;
  onEdit: (c: TComponent) => void;
  onHistory: (c: TComponent) => void;
  onAction: (c: TComponent, action: TComponentAction) => void;
}

/**
 * The inventory, server-paged; the serial number is what operators look for, so it leads in bold.
 * A row offers exactly the moves the contract's state machine allows from its state (never worked out
 * here), then Edit while it is not discarded, then its history.
 */
export const ComponentTable = ({ data, loading, onPage, emptyText, onEdit, onHistory, onAction, sort, onSort }: Props) => {
  const { t } = useTranslation('component');
  // The widths add up to the table's room at 1400 px, the narrowest desktop window: the kind of serial
  // number sits under the number itself (CellStack).
  const columns: TableColumnsType<TComponent> = [
    {
      key: 'serialNo',
      title: t('resource.serialNoType'),
      width: 190,
      render: (_: unknown, c) => (
        <CellStack>
          <Typography.Text strong copyable={{ text: c.serialNo }}>
            {c.serialNo}
          </Typography.Text>
          <Typography.Text type="secondary">{t(`shared:enums.ComponentSerialType.${c.serialType}`)}</Typography.Text>
          {c.note && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: c.note }} style={{ maxWidth: 170 }}>
              {c.note}
            </Typography.Text>
          )}
        </CellStack>
      ),
    },
    {
      key: 'model',
      title: t('shared:fields.model'),
      width: 150,
      render: (_: unknown, c) => (
        <CellStack>
          {c.model}
          <Typography.Text type="secondary">{t(`shared:enums.ComponentKind.${c.kind}`)}</Typography.Text>
        </CellStack>
      ),
    },
    { key: 'state', title: t('shared:fields.state'), width: 100, render: (_: unknown, c) => <ComponentStateTag state={c.state} /> },
    {
      key: 'robot',
      title: t('resource.robot'),
      width: 170,
      render: (_: unknown, c) =>
        c.state === ComponentState.IN_USE && c.deviceNumber ? (
          <CellStack>
            {c.deviceNumber}
            {c.robotAlias && <Typography.Text type="secondary">{c.robotAlias}</Typography.Text>}
          </CellStack>
        ) : (
          '—'
        ),
    },
    {
      key: 'expiresAt',
      title: t('shared:fields.expiresAt'),
      width: 130,
      render: (_: unknown, c) => <ExpiryCell expiresAt={c.expiresAt} state={c.state} />,
    },
    {
      key: 'updatedAt',
      title: t('fields.updated'),
      width: 140,
      render: (_: unknown, c) => (
        <CellStack>
          {c.updatedBy ?? '—'}
          <Typography.Text type="secondary">{formatMinute(c.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 210,
      render: (_: unknown, c) => (
        <RowActions
          subject={c.serialNo}
          actions={[
            ...componentActionsFrom(c.state).map((a) => ({
              key: a,
              label: t(`resource.actions.${a}`),
              code: 'componentResource:edit',
              danger: a === ComponentAction.DISCARD,
              onClick: () => onAction(c, a),
            })),
            c.state !== ComponentState.DISCARDED && {
              key: 'edit',
              label: t('common:edit'),
              code: 'componentResource:edit',
              onClick: () => onEdit(c),
            },
            { key: 'history', label: t('resource.actions.history'), onClick: () => onHistory(c) },
          ]}
        />
      ),
    },
  ];
  return (
    <PagedTable<TComponent>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={emptyText}
      sortFields={COMPONENT_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
