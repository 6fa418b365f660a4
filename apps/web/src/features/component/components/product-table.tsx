import { PRODUCT_SORT_FIELDS, type TListResult, type TProduct } from '@fleet/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useRobotTypes } from '../../../lib/robot-types';
import { useDeleteProduct } from '../api/products';

interface Props extends SortProps {
  data: TListResult<TProduct> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (p: TProduct) => void;
}

/** A bill can hold up to 50 lines: the cell shows the first few, the count of the rest keeps the row one line high. */
const TAGS_SHOWN = 3;

/** The bill in brief: "2 × BR-SIDE-3" per line, the kind in the tag's tooltip. */
const BillTags = ({ product }: { product: TProduct }) => {
  const { t } = useTranslation('component');
  const rest = product.components.length - TAGS_SHOWN;
  if (!product.components.length) return '—';
  return (
    <>
      {product.components.slice(0, TAGS_SHOWN).map((c) => (
        <Tag key={c.componentModelId} title={t(`shared:enums.ComponentKind.${c.kind}`)}>
          {t('product.billLine', { n: c.count, model: c.model })}
        </Tag>
      ))}
      {rest > 0 && <Tag title={product.components.map((c) => `${c.count} × ${c.model}`).join(', ')}>+{rest}</Tag>}
    </>
  );
};

/** Products, server-paged; the name leads in bold as the component table leads with its model. */
export const ProductTable = ({ data, loading, onPage, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('component');
  const remove = useDeleteProduct();
  const robotTypes = useRobotTypes();
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (no sideways scrolling).
  const columns: TableColumnsType<TProduct> = [
    {
      key: 'name',
      title: t('product.fields.name'),
      width: 200,
      render: (_: unknown, p) => (
        <CellStack>
          <Typography.Text strong>{p.name}</Typography.Text>
          {p.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: p.description }} style={{ maxWidth: 184 }}>
              {p.description}
            </Typography.Text>
          )}
        </CellStack>
      ),
    },
    { key: 'model', title: t('product.fields.model'), width: 120, render: (_: unknown, p) => p.model },
    {
      key: 'robotType',
      title: t('product.fields.robotType'),
      width: 115,
      render: (_: unknown, p) => robotTypes.name(p.robotType),
    },
    { key: 'components', title: t('product.fields.components'), width: 250, render: (_: unknown, p) => <BillTags product={p} /> },
    {
      key: 'orgName',
      title: t('fields.organization'),
      width: 120,
      render: (_: unknown, p) => (
        <Typography.Text ellipsis={{ tooltip: p.orgName }} style={{ maxWidth: 104 }}>
          {p.orgName}
        </Typography.Text>
      ),
    },
    {
      key: 'updatedAt',
      title: t('fields.updated'),
      width: 140,
      render: (_: unknown, p) => (
        <CellStack>
          {p.updatedBy ?? '—'}
          <Typography.Text type="secondary">{formatMinute(p.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, p) => (
        <RowActions
          subject={p.name}
          actions={[
            { key: 'edit', label: t('common:edit'), code: 'product:edit', onClick: () => onEdit(p) },
            {
              key: 'delete',
              label: t('common:delete'),
              code: 'product:delete',
              danger: true,
              confirm: {
                title: t('product.confirmDeleteTitle', { name: p.name }),
                text: t('product.confirmDeleteText'),
                okText: t('common:delete'),
                loading: remove.isPending,
                onConfirm: () => remove.mutateAsync(p.id).then(() => void feedback().message.success(t('product.deleted'))),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <PagedTable<TProduct>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('product.empty')}
      sortFields={PRODUCT_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
