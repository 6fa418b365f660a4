import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import type { TTicket, TTicketFilters, TTicketKind } from '@fleet/contracts';
import { Button, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useExportTickets } from '../api/export-tickets';
import { useTickets } from '../api/find-tickets';
import { DispatchModal } from '../components/dispatch-modal';
import { ticketColumns } from '../components/ticket-columns';
import { STAFF_STEPS, TicketDrawer } from '../components/ticket-drawer';
import { useOpenTicket } from '../hooks/use-open-ticket';
import { TicketSearchForm } from '../components/ticket-search-form';

type Tab = 'all' | TTicketKind;

/**
 * workOrderList: the staff's after-sales list, both kinds in tabs, filtered and paged on the server,
 * with the admin view of a work order's state; selected work orders are dispatched together, and the
 * detail drawer offers only the steps the contracts flow allows this caller now.
 */
export const WorkOrderListPage = () => {
  const { t } = useTranslation('workOrder');
  const { t: ts } = useTranslation('shared');
  const [tab, setTab] = useState<Tab>('all');
  const kind = tab === 'all' ? undefined : tab;
  const list = useListState<TTicketFilters>();
  const { data, isLoading, isPlaceholderData } = useTickets({ ...list.query, kind });
  const [open, setOpen] = useOpenTicket();
  const [selected, setSelected] = useState<number[]>([]);
  const [dispatching, setDispatching] = useState(false);
  const exporter = useExportTickets();
  const changeTab = (next: string) => {
    setTab(next as Tab);
    setSelected([]);
    list.onSearch({});
  };
  const dispatch = () => (selected.length ? setDispatching(true) : void feedback().message.info(t('selectFirst')));
  const exportCsv = () =>
    exporter.mutate({ ...list.search, kind }, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  return (
    <ListPage title={t('listTitle')} subtitle={t('listSubtitle')}>
      <Tabs
        activeKey={tab}
        onChange={changeTab}
        items={(['all', 'work_order', 'question'] as const).map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
      />
      <TicketSearchForm key={tab} kind={kind} onSearch={list.onSearch} />
      <Flex gap={8}>
        {tab !== 'question' && (
          <Permission code="workOrderList:distribute">
            <Button icon={<SendOutlined />} onClick={dispatch}>
              {t('dispatchSelected')}
            </Button>
          </Permission>
        )}
        <Permission code="workOrderList:export">
          <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={exportCsv}>
            {t('export')}
          </Button>
        </Permission>
      </Flex>
      <PagedTable<TTicket>
        data={data}
        loading={isLoading || isPlaceholderData}
        columns={ticketColumns(t, ts, 'admin', setOpen)}
        onPage={list.onPage}
        emptyText={t('listEmpty')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (r) => ({ disabled: r.kind !== 'work_order' }),
        }}
      />
      <TicketDrawer id={open} view="admin" offered={STAFF_STEPS} onClose={() => setOpen(null)} />
      {dispatching && (
        <DispatchModal
          ids={selected}
          onClose={() => {
            setDispatching(false);
            setSelected([]);
          }}
        />
      )}
    </ListPage>
  );
};
