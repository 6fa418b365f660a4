import type { TComponent, TComponentAction, TComponentSortField } from '@fleet/contracts';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useExportComponents, useFindComponents } from '../api/components';
import { ComponentActionModal } from '../components/component-action-modal';
import { ComponentEditorDrawer } from '../components/component-editor-drawer';
import { ComponentHistoryDrawer } from '../components/component-history-drawer';
import { ComponentImportModal } from '../components/component-import-modal';
import { ComponentSearchForm, type ComponentSearch } from '../components/component-search-form';
import { ComponentTable } from '../components/component-table';

/** What is open over the list: the editor, a move of one component, its history, or the import. */
type Open =
  | { kind: 'new' }
  | { kind: 'edit'; component: TComponent }
  | { kind: 'action'; component: TComponent; action: TComponentAction }
  | { kind: 'history'; component: TComponent }
  | { kind: 'import' };

/**
 * The component inventory (issue 16): every physical component by serial number, its state, the robot
 * it is in and its expiry; the state moves by the contract's actions, with a history of each change.
 */
export const ComponentResourcePage = () => {
  const { t } = useTranslation('component');
  const list = useListState<ComponentSearch, TComponentSortField>();
  const { data, isFetching } = useFindComponents(list.query);
  const exporter = useExportComponents();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  // The search and the order on screen, without paging: the server streams every matching component.
  const exportCsv = () =>
    exporter.mutate(
      { ...list.search, ...list.sort },
      { onSuccess: (name) => void feedback().message.success(t('resource.exported', { name })) },
    );
  const filtered = Object.values(list.search).some((v) => v !== undefined);
  return (
    <ListPage title={t('resource.title')} subtitle={t('resource.subtitle')}>
      <ComponentSearchForm onSearch={list.onSearch} />
      <Flex gap={8} wrap>
        <Permission code="componentResource:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'new' })}>
            {t('resource.new')}
          </Button>
        </Permission>
        <Permission code="componentResource:create">
          <Button icon={<UploadOutlined />} onClick={() => setOpen({ kind: 'import' })}>
            {t('common:import.button')}
          </Button>
        </Permission>
        <Permission code="componentResource:export">
          <Tooltip title={t('resource.exportHint')}>
            <Button icon={<DownloadOutlined />} disabled={!data?.list.length} loading={exporter.isPending} onClick={exportCsv}>
              {t('resource.export')}
            </Button>
          </Tooltip>
        </Permission>
      </Flex>
      <ComponentTable
        data={data}
        loading={isFetching}
        onPage={list.onPage}
        sort={list.sort}
        onSort={list.onSort}
        emptyText={filtered ? t('resource.noMatch') : t('resource.empty')}
        onEdit={(component) => setOpen({ kind: 'edit', component })}
        onHistory={(component) => setOpen({ kind: 'history', component })}
        onAction={(component, action) => setOpen({ kind: 'action', component, action })}
      />
      {open?.kind === 'new' && <ComponentEditorDrawer onClose={close} />}
      {open?.kind === 'edit' && <ComponentEditorDrawer component={open.component} onClose={close} />}
      {open?.kind === 'action' && <ComponentActionModal component={open.component} action={open.action} onClose={close} />}
      {open?.kind === 'history' && <ComponentHistoryDrawer component={open.component} onClose={close} />}
      {open?.kind === 'import' && <ComponentImportModal onClose={close} />}
    </ListPage>
  );
};
