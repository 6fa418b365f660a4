import { PlusOutlined } from '@ant-design/icons';
import type { TUser, TUserSortField } from '@fleet/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindUsers } from '../api/find-users';
import { UserDetailDrawer } from '../components/user-detail-drawer';
import { UserFormModal, type UserEditorState } from '../components/user-form-modal';
import { UserLandmarksDrawer } from '../components/user-landmarks-drawer';
import { UserSearchForm, type UserSearch } from '../components/user-search-form';
import { UserTable } from '../components/user-table';

/** User management (desktop): search form, toolbar, server-paged table. */
export const UserPage = () => {
  const { t } = useTranslation('user');
  const list = useListState<UserSearch, TUserSortField>();
  const [viewing, setViewing] = useState<TUser | null>(null);
  const [editor, setEditor] = useState<UserEditorState>(null);
  const [landmarks, setLandmarks] = useState<TUser | null>(null);
  const { data, isFetching } = useFindUsers(list.query);
  return (
    <>
      <ListPage title={t('title')}>
        <UserSearchForm onSearch={list.onSearch} />
        <Flex gap={8}>
          <Permission code="user:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create' })}>
              {t('actions.create')}
            </Button>
          </Permission>
        </Flex>
        <UserTable
          data={data}
          loading={isFetching}
          onPage={list.onPage}
          sort={list.sort}
          onSort={list.onSort}
          onView={setViewing}
          onEdit={(user) => setEditor({ mode: 'edit', user })}
          onLandmarks={setLandmarks}
        />
      </ListPage>
      <UserDetailDrawer user={viewing} onClose={() => setViewing(null)} />
      <UserFormModal state={editor} onClose={() => setEditor(null)} />
      <UserLandmarksDrawer user={landmarks} onClose={() => setLandmarks(null)} />
    </>
  );
};
