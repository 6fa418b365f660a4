import type { TTicket } from '@fleet/contracts';
import { Button, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatTime } from '../../../lib/format';
import { TicketStatus, type TicketView } from './ticket-status';

/** The columns of a ticket list, its state in the screen's view; `onOpen` opens the detail drawer. */
export const ticketColumns = (t: TFunction, ts: TFunction, view: TicketView, onOpen: (id: number) => void): TableColumnsType<TTicket> => [
  { key: 'id', title: t('fields.id'), dataIndex: 'id', width: 80 },
  { key: 'kind', title: t('fields.kind'), width: 120, render: (_, r) => <Tag>{ts(`enums.TicketKind.${r.kind}`)}</Tag> },
  { key: 'subject', title: t('fields.subject'), ellipsis: true, render: (_, r) => r.title ?? r.description },
  { key: 'device', title: t('fields.device'), width: 200, render: (_, r) => r.deviceNumber ?? '—' },
  ...(view === 'admin'
    ? ([
        { key: 'org', title: t('fields.organization'), width: 160, render: (_, r) => r.orgName },
        { key: 'handler', title: t('fields.handler'), width: 120, render: (_, r) => r.handlerName ?? '—' },
      ] satisfies TableColumnsType<TTicket>)
    : []),
  {
    key: 'level',
    title: t('fields.level'),
    width: 110,
    render: (_, r) => (r.level === null ? '—' : ts(`enums.WorkOrderLevel.${r.level}`)),
  },
  { key: 'status', title: t('fields.status'), width: 140, render: (_, r) => <TicketStatus ticket={r} view={view} /> },
  { key: 'createdAt', title: t('fields.createdAt'), width: 180, render: (_, r) => formatTime(r.createdAt) },
  {
    key: 'actions',
    title: t('fields.actions'),
    width: 100,
    render: (_, r) => (
      <Button type="link" size="small" onClick={() => onOpen(r.id)}>
        {t('details')}
      </Button>
    ),
  },
];
