import type { TTicket } from '@fleet/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const DONE = new Set(['finished', 'closed', 'answered']);

export type TicketView = 'user' | 'admin';

/** A ticket's state as its submitter or as staff call it (spec §4's two views of a work order), coloured by whether it is over. */
export const TicketStatus = ({
  ticket,
  view,
}: {
  ticket: Pick<TTicket, 'kind' | 'state' | 'userStatus' | 'adminStatus'>;
  view: TicketView;
}) => {
  const { t } = useTranslation('shared');
  const status = (view === 'user' ? ticket.userStatus : ticket.adminStatus) ?? ticket.state;
  const label =
    ticket.kind !== 'work_order'
      ? t(`enums.QuestionState.${ticket.state}`)
      : view === 'user'
        ? t(`enums.WorkOrderUserStatus.${status}`)
        : t(`enums.WorkOrderAdminStatus.${status}`);
  return <Tag color={DONE.has(status) ? 'default' : status === 'awaiting_acceptance' ? 'orange' : 'blue'}>{label}</Tag>;
};
