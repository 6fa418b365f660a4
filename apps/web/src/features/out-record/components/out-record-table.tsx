import { OUT_RECORD_SORT_FIELDS, type TListResult, type TOutRecord } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { OutRecordActions } from './out-record-actions';
import { RobotsCell } from './robots-cell';

interface Props extends SortProps {
  data: TListResult<TOutRecord> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  emptyText: ReactNode;
  onEdit: (r: TOutRecord) => void;
}

const orDash = (s: string | null | undefined) => s || '—';

/** A line that keeps a long text to the column, the whole of it on hover; a dash when there is none. */
const Long = ({ text, width, secondary }: { text: string; width: number; secondary?: boolean }) => (
  <Typography.Text type={secondary ? 'secondary' : undefined} ellipsis={text ? { tooltip: text } : false} style={{ maxWidth: width }}>
    {text || '—'}
  </Typography.Text>
);

/** The product of a shipment: its name, its model under it. */
export const ProductCell = ({ r }: { r: TOutRecord }) =>
  r.productName ? (
    <CellStack>
      {r.productName}
      <Typography.Text type="secondary">{r.productModel}</Typography.Text>
    </CellStack>
  ) : (
    '—'
  );

/** The shipments, server-paged and sorted by time or principal, newest first by default. */
export const OutRecordTable = ({ data, loading, onPage, emptyText, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('outRecord');
  // The widths add up to the table's room at 1400 px, the narrowest desktop window: values that belong
  // together share a column, one under the other (CellStack), and each keeps the sort of its first value.
  const columns: TableColumnsType<TOutRecord> = [
    { key: 'shippedAt', title: t('shared:fields.shippedAt'), width: 130, render: (_: unknown, r) => formatMinute(r.shippedAt) },
    {
      key: 'principal',
      title: `${t('shared:fields.principal')} / ${t('fields.organization')}`,
      width: 130,
      render: (_: unknown, r) => (
        <CellStack>
          {r.principal}
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.orgName }} style={{ maxWidth: 114 }}>
            {r.orgName}
          </Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'destination',
      title: `${t('shared:fields.destination')} / ${t('shared:fields.remark')}`,
      width: 170,
      render: (_: unknown, r) => (
        <CellStack>
          <Long text={r.destination} width={154} />
          {r.remark && <Long text={r.remark} width={154} secondary />}
        </CellStack>
      ),
    },
    { key: 'product', title: t('fields.product'), width: 140, render: (_: unknown, r) => <ProductCell r={r} /> },
    { key: 'robots', title: t('fields.robots'), width: 155, render: (_: unknown, r) => <RobotsCell robots={r.robots} /> },
    { key: 'flowCard', title: t('shared:fields.flowCard'), width: 110, render: (_: unknown, r) => orDash(r.flowCard) },
    {
      key: 'hardware',
      title: t('fields.hardware'),
      width: 150,
      render: (_: unknown, r) => (
        <CellStack>
          {orDash(r.hardwareVersion)}
          <Long text={r.lidarModel} width={134} secondary />
          <Typography.Text type="secondary">{orDash(r.batterySpec)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, r) => <OutRecordActions record={r} onEdit={onEdit} />,
    },
  ];
  return (
    <PagedTable<TOutRecord>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={emptyText}
      sortFields={OUT_RECORD_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
