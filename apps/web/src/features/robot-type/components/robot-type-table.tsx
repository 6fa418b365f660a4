import { ROBOT_TYPE_SORT_FIELDS, type TListResult, type TRobotTypeRow } from '@fleet/contracts';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useDeleteRobotType } from '../api/robot-types';
import { FilePicture } from '../../../components/file-picture';
import { ConsumablesCell, NamesCell, typeName } from './robot-type-cells';

/** PagedTable keys its rows by `id`; a type is known by its code. */
type Row = TRobotTypeRow & { id: number };

interface Props extends SortProps {
  data: TListResult<TRobotTypeRow> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (r: TRobotTypeRow) => void;
  emptyText: string;
}

/** The catalogue, server-paged: code and model number lead, since device numbers and other screens name a type by them. */
export const RobotTypeTable = ({ data, loading, onPage, onEdit, emptyText, sort, onSort }: Props) => {
  const { t } = useTranslation('robotType');
  const remove = useDeleteRobotType();
  const rows = data && { ...data, list: data.list.map((r) => ({ ...r, id: r.code })) };
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (no sideways scrolling).
  const columns: TableColumnsType<Row> = [
    // Wide enough for the sortable header on one line in each language.
    { key: 'code', title: t('fields.code'), width: 115, render: (_: unknown, r) => r.code },
    {
      key: 'model',
      title: t('fields.model'),
      width: 130,
      render: (_: unknown, r) => (
        <CellStack>
          <Typography.Text strong>{r.model}</Typography.Text>
          <Typography.Text type="secondary">{t('deviceNumber', { model: r.model })}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'name',
      title: t('fields.name'),
      width: 190,
      // The picture beside the names: a column of its own would be empty for most types.
      render: (_: unknown, r) => (
        <Flex gap={8} align="center">
          {r.pictureId !== null && <FilePicture id={r.pictureId} alt={t('pictureAlt', { name: typeName(r) })} size={40} />}
          <NamesCell row={r} />
        </Flex>
      ),
    },
    {
      key: 'capabilities',
      title: t('fields.capabilities'),
      width: 160,
      render: (_: unknown, r) => (r.capabilities.length ? r.capabilities.map((c) => <Tag key={c}>{t(`capabilities.${c}`)}</Tag>) : '—'),
    },
    {
      key: 'consumables',
      title: t('fields.consumables'),
      width: 160,
      render: (_: unknown, r) => <ConsumablesCell consumables={r.consumables} />,
    },
    { key: 'robots', title: t('fields.robots'), width: 90, render: (_: unknown, r) => r.robots },
    {
      key: 'updatedAt',
      title: t('fields.updated'),
      width: 140,
      render: (_: unknown, r) => (
        <CellStack>
          {r.updatedBy ?? '—'}
          <Typography.Text type="secondary">{formatMinute(r.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, r) => {
        const name = typeName(r);
        return (
          <RowActions
            subject={name}
            actions={[
              { key: 'edit', label: t('common:edit'), code: 'robottypeConfig:edit', onClick: () => onEdit(r) },
              {
                key: 'delete',
                label: t('common:delete'),
                code: 'robottypeConfig:delete',
                danger: true,
                // Robots of the type make the delete fail for sure; the server still refuses other uses (ROBOT_TYPE_LISTED).
                disabledReason: r.robots > 0 ? t('deleteInUse', { count: r.robots }) : undefined,
                confirm: {
                  title: t('confirmDeleteTitle', { name, model: r.model }),
                  text: t('confirmDeleteText'),
                  okText: t('common:delete'),
                  loading: remove.isPending,
                  onConfirm: () => remove.mutateAsync(r.code).then(() => void feedback().message.success(t('deleted', { name }))),
                },
              },
            ]}
          />
        );
      },
    },
  ];
  return (
    <PagedTable<Row>
      data={rows}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={emptyText}
      sortFields={ROBOT_TYPE_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
