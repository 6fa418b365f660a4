import type { TOutRecord } from '@fleet/contracts';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useExportOutRecords, useFindOutRecords, type OutRecordSortField } from '../api/out-records';
import { OutRecordEditor } from '../components/out-record-editor';
import { OutRecordImportModal } from '../components/out-record-import-modal';
import { OutRecordSearchForm, type OutRecordSearch } from '../components/out-record-search-form';
import { OutRecordTable } from '../components/out-record-table';
import { ExportButton } from '../../../components/export-button';

/**
 * Shipment records (issue 16): each shipment of robots the organization owns, to whom and where, of
 * which product, with what went along; searchable by keyword, product and days, exported as CSV and
 * imported from it.
 */
export const OutRecordPage = () => {
  const { t } = useTranslation('outRecord');
  const list = useListState<OutRecordSearch, OutRecordSortField>();
  const { data, isFetching } = useFindOutRecords(list.query);
  const exporter = useExportOutRecords();
  const [editing, setEditing] = useState<TOutRecord | 'new'>();
  const [importing, setImporting] = useState(false);
  const close = () => setEditing(undefined);
  // The search and the order on screen, without paging: the server streams every matching shipment.
  const exportCsv = () =>
    exporter.mutate({ ...list.search, ...list.sort }, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  const filtered = Object.values(list.search).some((v) => v !== undefined);
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <OutRecordSearchForm onSearch={list.onSearch} />
      <Flex gap={8} wrap>
        <Permission code="outRecord:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        </Permission>
        <Permission code="outRecord:create">
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('common:import.button')}
          </Button>
        </Permission>
        <ExportButton
          code="outRecord:export"
          label={t('export')}
          hint={t('exportHint')}
          empty={!data?.list.length}
          busy={exporter.isPending}
          onClick={exportCsv}
        />
      </Flex>
      <OutRecordTable
        data={data}
        loading={isFetching}
        onPage={list.onPage}
        sort={list.sort}
        onSort={list.onSort}
        emptyText={filtered ? t('noMatch') : t('empty')}
        onEdit={setEditing}
      />
      {editing === 'new' && <OutRecordEditor onClose={close} />}
      {editing && editing !== 'new' && <OutRecordEditor record={editing} onClose={close} />}
      {importing && <OutRecordImportModal onClose={() => setImporting(false)} />}
    </ListPage>
  );
};
