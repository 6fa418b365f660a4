import { PlusOutlined } from '@ant-design/icons';
import type { TOwnTicketQuery, TTicket } from '@fleet/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { readWorkOrderPrefill } from '../../../lib/work-order-prefill';
import { useOwnTickets } from '../api/find-own-tickets';
import { NewTicketModal } from '../components/new-ticket-modal';
import { ticketColumns } from '../components/ticket-columns';
import { SUBMITTER_STEPS, TicketDrawer } from '../components/ticket-drawer';
import { useOpenTicket } from '../hooks/use-open-ticket';

/**
 * workOrderRecord: the tickets the caller submitted (work orders and questions), newest first, each
 * with its timeline in a drawer where the submitter takes their steps (check a handled order, follow
 * up or close a question); "Submit" files a new one.
 */
export const WorkOrderRecordPage = () => {
  const { t } = useTranslation('workOrder');
  const { t: ts } = useTranslation('shared');
  const list = useListState<TOwnTicketQuery>();
  const { data, isLoading, isPlaceholderData } = useOwnTickets(list.query);
  const [open, setOpen] = useOpenTicket();
  const [params] = useSearchParams();
  // Opened from a fault ("create a work order"): the form starts open and filled.
  const [prefill] = useState(() => readWorkOrderPrefill(params));
  const [creating, setCreating] = useState(prefill !== null);
  return (
    <ListPage title={t('recordTitle')} subtitle={t('recordSubtitle')}>
      <Flex gap={8}>
        <Permission code="workOrderRecord:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('newTicket')}
          </Button>
        </Permission>
      </Flex>
      <PagedTable<TTicket>
        data={data}
        loading={isLoading || isPlaceholderData}
        columns={ticketColumns(t, ts, 'user', setOpen)}
        onPage={list.onPage}
        emptyText={t('empty')}
      />
      <TicketDrawer id={open} view="user" offered={SUBMITTER_STEPS} onClose={() => setOpen(null)} />
      {creating && <NewTicketModal initial={prefill} onClose={() => setCreating(false)} />}
    </ListPage>
  );
};
