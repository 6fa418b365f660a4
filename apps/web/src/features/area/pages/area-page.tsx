import type { TArea } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { DataAge } from '../../../components/value-age';
import { useListState } from '../../../lib/use-list-state';
import { useAreaFaultRefresh, useFindAreas, type TAreaSortField } from '../api/areas';
import { AreaDetailDrawer } from '../components/area-detail-drawer';
import { AreaFormDrawer } from '../components/area-form-drawer';
import { AreaSearchForm, type AreaSearch } from '../components/area-search-form';
import { AreaTable } from '../components/area-table';

/**
 * Areas (spec §2 areaDetail): the buildings and parks of the caller's subtree, each with the robots that
 * clean it. The list is live like the home page (re-read every 15 s while visible, at once on a fault),
 * with the age of what it shows; create, edit and view in drawers beside it.
 */
export const AreaPage = () => {
  const { t } = useTranslation('area');
  const list = useListState<AreaSearch, TAreaSortField>();
  const { data, isFetching, isPlaceholderData, isError, refetch, dataUpdatedAt } = useFindAreas(list.query);
  useAreaFaultRefresh();
  const [editing, setEditing] = useState<TArea | 'new'>();
  const [viewing, setViewing] = useState<number>();
  const filtered = Object.values(list.search).some((v) => v !== undefined);
  const edit = (a: TArea) => {
    setViewing(undefined);
    setEditing(a);
  };

  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <AreaSearchForm onSearch={list.onSearch} />
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Permission code="areaDetail:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        </Permission>
        {data && <DataAge at={dataUpdatedAt} />}
      </Flex>
      {isError && !data ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} />
      ) : (
        <AreaTable
          data={data}
          // A new page, search or sort spins over the old rows; the 15 s re-read of the same rows does not.
          loading={isFetching && isPlaceholderData}
          onPage={list.onPage}
          sort={list.sort}
          onSort={list.onSort}
          emptyText={filtered ? t('noMatch') : t('empty')}
          onView={(a) => setViewing(a.id)}
          onEdit={edit}
        />
      )}
      {editing && <AreaFormDrawer area={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      {viewing !== undefined && <AreaDetailDrawer id={viewing} onClose={() => setViewing(undefined)} onEdit={edit} />}
    </ListPage>
  );
};
