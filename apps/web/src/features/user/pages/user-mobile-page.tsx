import { PlusOutlined } from '@ant-design/icons';
import type { TUser } from '@fleet/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { loadMoreProps, MobileCardList } from '../../../components/mobile-card-list';
import { Permission } from '../../../components/permission';
import { useFindUsersInfinite } from '../api/find-users';
import { UserDetailDrawer } from '../components/user-detail-drawer';
import { StatusTag } from '../components/user-fields';
import { UserFormModal, type UserEditorState } from '../components/user-form-modal';
import { UserLandmarksDrawer } from '../components/user-landmarks-drawer';
import { UserRowActions } from '../components/user-row-actions';

/** User management on phones: searchable cards, details on tap, a full-screen form. */
export const UserMobilePage = () => {
  const { t } = useTranslation('user');
  const [account, setAccount] = useState('');
  const [viewing, setViewing] = useState<TUser | null>(null);
  const [editor, setEditor] = useState<UserEditorState>(null);
  const [landmarks, setLandmarks] = useState<TUser | null>(null);
  const query = useFindUsersInfinite({ account: account || undefined });
  return (
    <ListPage title={t('title')} mobile>
      <MobileCardList<TUser>
        {...loadMoreProps(query)}
        itemKey={(u) => u.id}
        searchLabel={t('mobileSearch')}
        onSearch={setAccount}
        emptyText={t('empty')}
        onOpen={setViewing}
        renderTitle={(u) => `${u.userName} (${u.account})`}
        renderBody={(u) => (
          <Flex vertical gap={4}>
            <span>
              <StatusTag enabled={u.enabled} /> {u.roleName}
            </span>
            <Typography.Text type="secondary">
              {u.orgName} · {u.phone || '—'}
            </Typography.Text>
          </Flex>
        )}
        renderActions={(u) => (
          <UserRowActions
            user={u}
            size="large"
            onView={setViewing}
            onEdit={(user) => setEditor({ mode: 'edit', user })}
            onLandmarks={setLandmarks}
          />
        )}
        toolbar={
          <Permission code="user:create">
            <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create' })}>
              {t('actions.create')}
            </Button>
          </Permission>
        }
      />
      <UserDetailDrawer user={viewing} onClose={() => setViewing(null)} mobile />
      <UserFormModal state={editor} onClose={() => setEditor(null)} mobile />
      <UserLandmarksDrawer user={landmarks} onClose={() => setLandmarks(null)} mobile />
    </ListPage>
  );
};
