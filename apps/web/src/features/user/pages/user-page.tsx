import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type TUser } from '@fleet/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { useFindUsers } from '../api/find-users';
import { UserDetailDrawer } from '../components/user-detail-drawer';
import { UserFormModal, type UserEditorState } from '../components/user-form-modal';
import { UserLandmarksDrawer } from '../components/user-landmarks-drawer';
import { UserSearchForm, type UserSearch } from '../components/user-search-form';
import { UserTable } from '../components/user-table';

/** User management (desktop): search form, toolbar, server-paged table. */
export const UserPage = () => {
  const { t } = useTranslation('user');
  const [search, setSearch] = useState<UserSearch>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [viewing, setViewing] = useState<TUser | null>(null);
  const [editor, setEditor] = useState<UserEditorState>(null);
  const [landmarks, setLandmarks] = useState<TUser | null>(null);
  const { data, isFetching } = useFindUsers({ ...search, ...paging });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <UserSearchForm
          onSearch={(s) => {
            setSearch(s);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
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
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
          onView={setViewing}
          onEdit={(user) => setEditor({ mode: 'edit', user })}
          onLandmarks={setLandmarks}
        />
      </Flex>
      <UserDetailDrawer user={viewing} onClose={() => setViewing(null)} />
      <UserFormModal state={editor} onClose={() => setEditor(null)} />
      <UserLandmarksDrawer user={landmarks} onClose={() => setLandmarks(null)} />
    </Card>
  );
};
