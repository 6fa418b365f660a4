import type { TTicket } from '@fleet/contracts';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { CellStack } from '../../../components/cell-stack';
import { formatMinute } from '../../../lib/format';
import { TicketStatus, type TicketView } from './ticket-status';

/**
 * The columns of a ticket list, its state in the screen's view; `onOpen` opens the detail drawer. The kind
 * sits above the subject and the organisation under the device (CellStack) so that the admin list, the
 * wider one, fits a 1400 px screen without scrolling sideways.
 */
export const ticketColumns = (t: TFunction, ts: TFunction, view: TicketView, onOpen: (id: number) => void): TableColumnsType<TTicket> => [
  { key: 'id', title: t('fields.id'), dataIndex: 'id', width: 64 },
  {
    key: 'subject',
    title: t('fields.subject'),
    width: 240,
    render: (_, r) => (
      <CellStack>
        <Tag>{ts(`enums.TicketKind.${r.kind}`)}</Tag>
        <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 216 }}>
          {r.title ?? r.description}
        </Typography.Text>
      </CellStack>
    ),
  },
  {
    key: 'device',
    title: view === 'admin' ? `${t('fields.device')} / ${t('fields.organization')}` : t('fields.device'),
    width: 190,
    render: (_, r) => (
      <CellStack>
        <span>{r.deviceNumber ?? '—'}</span>
        {view === 'admin' ? <Typography.Text type="secondary">{r.orgName}</Typography.Text> : null}
      </CellStack>
    ),
  },
  ...(view === 'admin'
    ? ([
        { key: 'handler', title: t('fields.handler'), width: 110, render: (_, r) => r.handlerName ?? '—' },
      ] satisfies TableColumnsType<TTicket>)
    : []),
  {
    key: 'level',
    title: t('fields.level'),
    width: 100,
    render: (_, r) => (r.level === null ? '—' : ts(`enums.WorkOrderLevel.${r.level}`)),
  },
  { key: 'status', title: t('fields.status'), width: 130, render: (_, r) => <TicketStatus ticket={r} view={view} /> },
  { key: 'createdAt', title: t('fields.createdAt'), width: 150, render: (_, r) => formatMinute(r.createdAt) },
  {
    key: 'actions',
    title: t('fields.actions'),
    width: 90,
    render: (_, r) => (
      <Button type="link" size="small" onClick={() => onOpen(r.id)}>
        {t('details')}
      </Button>
    ),
  },
];
