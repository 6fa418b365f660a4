import type { TDemand, TDemandSortField } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindDemands } from '../api/demands';
import { DemandEditorDrawer } from '../components/demand-editor-drawer';
import { DemandSearchForm, type DemandSearch } from '../components/demand-search-form';
import { DemandTable } from '../components/demand-table';

/** Requirements (spec §2 demand): what coming versions must deliver, by priority and state. */
export const DemandPage = () => {
  const { t } = useTranslation('version');
  const list = useListState<DemandSearch, TDemandSortField>();
  const { data, isFetching } = useFindDemands(list.query);
  const [editing, setEditing] = useState<TDemand | 'new'>();
  const close = () => setEditing(undefined);
  return (
    <ListPage title={t('demand.title')} subtitle={t('demand.subtitle')}>
      <DemandSearchForm onSearch={list.onSearch} />
      <Flex gap={8}>
        <Permission code="demand:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('demand.new')}
          </Button>
        </Permission>
      </Flex>
      <DemandTable data={data} loading={isFetching} onPage={list.onPage} sort={list.sort} onSort={list.onSort} onEdit={setEditing} />
      {editing === 'new' && <DemandEditorDrawer onClose={close} />}
      {editing && editing !== 'new' && <DemandEditorDrawer demand={editing} onClose={close} />}
    </ListPage>
  );
};
