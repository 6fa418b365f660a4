import type { TComponentModel, TComponentModelSortField } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindComponentModels } from '../api/component-models';
import { ComponentModelEditorDrawer } from '../components/component-model-editor-drawer';
import { ComponentModelSearchForm, type ComponentModelSearch } from '../components/component-model-search-form';
import { ComponentModelTable } from '../components/component-model-table';

/** The component catalogue (issue 16): the parts robots are built from, and how long each consumable lasts. */
export const ComponentConfigPage = () => {
  const { t } = useTranslation('component');
  const list = useListState<ComponentModelSearch, TComponentModelSortField>();
  const { data, isFetching } = useFindComponentModels(list.query);
  const [editing, setEditing] = useState<TComponentModel | 'new'>();
  const close = () => setEditing(undefined);
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <ComponentModelSearchForm onSearch={list.onSearch} />
      <Flex gap={8}>
        <Permission code="componentConfig:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        </Permission>
      </Flex>
      <ComponentModelTable
        data={data}
        loading={isFetching}
        onPage={list.onPage}
        sort={list.sort}
        onSort={list.onSort}
        onEdit={setEditing}
      />
      {editing === 'new' && <ComponentModelEditorDrawer onClose={close} />}
      {editing && editing !== 'new' && <ComponentModelEditorDrawer model={editing} onClose={close} />}
    </ListPage>
  );
};
