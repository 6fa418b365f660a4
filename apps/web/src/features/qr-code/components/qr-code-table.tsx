import { QR_CODE_SORT_FIELDS, qrCodeDownloadRefusal, type TListResult, type TQrCode } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { BoundDevice, ByAt, QrCodeStateTags } from './qr-code-cells';
import { useQrCodeActions } from './use-qr-code-actions';

interface Props extends SortProps {
  data: TListResult<TQrCode> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  emptyText: ReactNode;
  onBind: (c: TQrCode) => void;
  onDownload: (ids: number[]) => void;
  /** Checked codes (kept across pages), for one download of them all; null without the export code. */
  selection: { keys: number[]; onChange: (keys: number[]) => void } | null;
}

/**
 * The codes, server-paged; the number leads in bold (it is what is printed on the sticker). A row
 * offers Download while the contract allows it (a discarded code is never printed again), then what
 * its rules allow from the code's state.
 */
export const QrCodeTable = ({ data, loading, onPage, emptyText, onBind, onDownload, selection, sort, onSort }: Props) => {
  const { t } = useTranslation('qrCode');
  const actionsOf = useQrCodeActions(onBind);
  // The widths and the selection column add up to the table's room at 1400 px, the narrowest desktop
  // window (below it the phone twin shows): no column hides under the fixed actions (they stack).
  const columns: TableColumnsType<TQrCode> = [
    {
      key: 'number',
      title: t('shared:fields.number'),
      width: 140,
      render: (_: unknown, c) => (
        <Typography.Text strong copyable={{ text: c.number }}>
          {c.number}
        </Typography.Text>
      ),
    },
    { key: 'state', title: t('shared:fields.state'), width: 116, render: (_: unknown, c) => <QrCodeStateTags code={c} /> },
    { key: 'device', title: t('fields.device'), width: 160, render: (_: unknown, c) => <BoundDevice code={c} /> },
    { key: 'boundAt', title: t('fields.bound'), width: 130, render: (_: unknown, c) => <ByAt by={c.boundBy} at={c.boundAt} /> },
    { key: 'downloads', title: t('fields.downloads'), width: 100, align: 'right', render: (_: unknown, c) => c.downloads },
    {
      key: 'org',
      title: t('shared:fields.orgId'),
      width: 110,
      render: (_: unknown, c) => (
        <Typography.Text ellipsis={{ tooltip: c.orgName }} style={{ maxWidth: 90 }}>
          {c.orgName}
        </Typography.Text>
      ),
    },
    { key: 'createdAt', title: t('fields.created'), width: 130, render: (_: unknown, c) => <ByAt by={c.createdBy} at={c.createdAt} /> },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 150,
      render: (_: unknown, c) => (
        <RowActions
          subject={c.number}
          actions={[
            qrCodeDownloadRefusal(c) === null && {
              key: 'download',
              label: t('actions.download'),
              code: 'robotQrcode:export',
              onClick: () => onDownload([c.id]),
            },
            ...actionsOf(c),
          ]}
        />
      ),
    },
  ];
  return (
    <PagedTable<TQrCode>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={emptyText}
      sortFields={QR_CODE_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.keys,
              preserveSelectedRowKeys: true,
              // antd copies a column's title into its aria-hidden measuring row, and a "select all" checkbox
              // there is focusable content hidden from screen readers (axe: aria-hidden-focus), as on the
              // robot register. A fresh batch comes selected already (the page selects what it issued).
              hideSelectAll: true,
              onChange: (keys: Key[]) => selection.onChange(keys.map(Number)),
              getCheckboxProps: (c) => ({
                disabled: qrCodeDownloadRefusal(c) !== null,
                'aria-label': t('download.select', { number: c.number }),
              }),
              columnWidth: 40,
            }
          : undefined
      }
    />
  );
};
