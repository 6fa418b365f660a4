import { PlusOutlined } from '@ant-design/icons';
import type { TRole, TRoleSortField } from '@fleet/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindRoles } from '../api/find-roles';
import { RoleDetailDrawer } from '../components/role-detail-drawer';
import { RoleFormDrawer, type RoleEditorState } from '../components/role-form-drawer';
import { RoleSearchForm, type RoleSearch } from '../components/role-search-form';
import { RoleTable } from '../components/role-table';

/** Role management: search, paged table, create/edit with the permission tree in a drawer. */
export const RolePage = () => {
  const { t } = useTranslation('role');
  const list = useListState<RoleSearch, TRoleSortField>();
  const [viewing, setViewing] = useState<TRole | null>(null);
  const [editor, setEditor] = useState<RoleEditorState>(null);
  const { data, isFetching } = useFindRoles(list.query);
  return (
    <>
      <ListPage title={t('title')}>
        <RoleSearchForm onSearch={list.onSearch} />
        <Flex gap={8}>
          <Permission code="role:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create' })}>
              {t('actions.create')}
            </Button>
          </Permission>
        </Flex>
        <RoleTable
          data={data}
          loading={isFetching}
          onPage={list.onPage}
          sort={list.sort}
          onSort={list.onSort}
          onView={setViewing}
          onEdit={(role) => setEditor({ mode: 'edit', role })}
        />
      </ListPage>
      <RoleDetailDrawer role={viewing} onClose={() => setViewing(null)} />
      <RoleFormDrawer state={editor} onClose={() => setEditor(null)} />
    </>
  );
};
