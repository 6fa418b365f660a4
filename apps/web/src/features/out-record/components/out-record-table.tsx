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

/** A secondary line that keeps a long text to the column, the whole of it on hover. */
const Long = ({ text, width }: { text: string; width: number }) =>
  text ? (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {text}
    </Typography.Text>
  ) : (
    '—'
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
  const columns: TableColumnsType<TOutRecord> = [
    { key: 'shippedAt', title: t('shared:fields.shippedAt'), width: 150, render: (_: unknown, r) => formatMinute(r.shippedAt) },
    { key: 'principal', title: t('shared:fields.principal'), width: 120, render: (_: unknown, r) => r.principal },
    {
      key: 'destination',
      title: t('shared:fields.destination'),
      width: 200,
      render: (_: unknown, r) => <Long text={r.destination} width={180} />,
    },
    { key: 'product', title: t('fields.product'), width: 160, render: (_: unknown, r) => <ProductCell r={r} /> },
    { key: 'robots', title: t('fields.robots'), width: 190, render: (_: unknown, r) => <RobotsCell robots={r.robots} /> },
    { key: 'flowCard', title: t('shared:fields.flowCard'), width: 130, render: (_: unknown, r) => orDash(r.flowCard) },
    { key: 'hardwareVersion', title: t('shared:fields.hardwareVersion'), width: 120, render: (_: unknown, r) => orDash(r.hardwareVersion) },
    {
      key: 'lidarBattery',
      title: t('fields.lidarBattery'),
      width: 170,
      render: (_: unknown, r) => (
        <CellStack>
          <Long text={r.lidarModel} width={150} />
          <Typography.Text type="secondary">{orDash(r.batterySpec)}</Typography.Text>
        </CellStack>
      ),
    },
    { key: 'remark', title: t('shared:fields.remark'), width: 180, render: (_: unknown, r) => <Long text={r.remark} width={160} /> },
    { key: 'org', title: t('fields.organization'), width: 140, render: (_: unknown, r) => r.orgName },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 130,
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
