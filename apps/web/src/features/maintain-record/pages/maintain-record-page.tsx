import type { TMaintainRecord } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useExportMaintainRecords, useFindMaintainRecords } from '../api/maintain-records';
import { MaintainDetailDrawer } from '../components/maintain-detail-drawer';
import { MaintainEditor } from '../components/maintain-editor';
import { MaintainSearchForm, type MaintainSearch } from '../components/maintain-search-form';
import { MaintainTable } from '../components/maintain-table';
import { ExportButton } from '../../../components/export-button';

/** What is open over the list: a new record, the edit of one, or one read in full. */
type Open = { kind: 'new' } | { kind: 'edit'; record: TMaintainRecord } | { kind: 'detail'; record: TMaintainRecord };

/**
 * Maintenance records (issue 16): who maintained which robot, when, where, why and what was found,
 * with pictures and the components replaced (moved in the inventory as the record is saved).
 */
export const MaintainRecordPage = () => {
  const { t } = useTranslation('maintainRecord');
  const list = useListState<MaintainSearch, 'maintainedAt' | 'maintainer' | 'category'>();
  const { data, isFetching } = useFindMaintainRecords(list.query);
  const exporter = useExportMaintainRecords();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  // The filters and the order on screen, without paging: the server streams every matching record.
  const exportCsv = () =>
    exporter.mutate({ ...list.search, ...list.sort }, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  const filtered = Object.values(list.search).some((v) => v !== undefined);
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <MaintainSearchForm onSearch={list.onSearch} />
      <Flex gap={8} wrap>
        <Permission code="maintainRecord:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'new' })}>
            {t('new')}
          </Button>
        </Permission>
        <ExportButton
          code="maintainRecord:export"
          label={t('export')}
          hint={t('exportHint')}
          empty={!data?.list.length}
          busy={exporter.isPending}
          onClick={exportCsv}
        />
      </Flex>
      <MaintainTable
        data={data}
        loading={isFetching}
        onPage={list.onPage}
        sort={list.sort}
        onSort={list.onSort}
        emptyText={filtered ? t('noMatch') : t('empty')}
        onOpen={(record) => setOpen({ kind: 'detail', record })}
        onEdit={(record) => setOpen({ kind: 'edit', record })}
      />
      {open?.kind === 'new' && <MaintainEditor onClose={close} />}
      {open?.kind === 'edit' && <MaintainEditor record={open.record} onClose={close} />}
      {open?.kind === 'detail' && (
        <MaintainDetailDrawer record={open.record} onClose={close} onEdit={(record) => setOpen({ kind: 'edit', record })} />
      )}
    </ListPage>
  );
};
