import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { STORED_LANGS, type StoredLang } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Avatar, Button, Dropdown, Modal, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { logout } from '../../../lib/session';
import { ownDetailQuery, postLogout } from '../../../lib/session-api';
import { useLanguage } from '../../../lib/use-language';
import { MyAccountDrawer } from './my-account-drawer';

/** The header's user menu: who is signed in, my account, password, language, sign out. */
export const UserMenu = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation('account');
  const { modal } = App.useApp();
  const { data: me } = useQuery(ownDetailQuery());
  const { lang, switchTo } = useLanguage();
  const [drawer, setDrawer] = useState(false);
  const [password, setPassword] = useState(false);

  const who = [me?.orgName, me?.roleName].filter(Boolean).join(' · ');

  const signOut = () =>
    modal.confirm({
      title: t('signOutConfirm.title'),
      content: t('signOutConfirm.text'),
      okText: t('signOut'),
      // Cancel comes from the antd locale, so it follows the language switch like every antd text.
      onOk: async () => {
        await postLogout().catch(() => undefined); // leaving locally matters more than the answer
        logout();
      },
    });

  const items: MenuProps['items'] = [
    { key: 'who', disabled: true, label: who },
    { type: 'divider' },
    { key: 'account', label: t('myAccount'), onClick: () => setDrawer(true) },
    { key: 'password', label: t('changePassword'), onClick: () => setPassword(true) },
    { type: 'divider' },
    {
      // A group, not a submenu: the menu sits at the right edge, where a flyout would leave the screen.
      type: 'group',
      key: 'language',
      label: t('common:language'),
      children: STORED_LANGS.map((l: StoredLang) => ({
        key: `lang-${l}`,
        label: t(`common:languages.${l}`),
        onClick: () => void switchTo(l),
      })),
    },
    { type: 'divider' },
    { key: 'signOut', danger: true, label: t('signOut'), onClick: () => void signOut() },
  ];

  return (
    <>
      <Dropdown menu={{ items, selectable: true, selectedKeys: [`lang-${lang}`] }} trigger={['click']}>
        <Button type="text" aria-label={t('userMenu')} style={{ height: 48 }}>
          <Avatar size="small" icon={<UserOutlined />} />
          {!compact && <span>{me?.userName}</span>}
          {!compact && <Typography.Text type="secondary">{who}</Typography.Text>}
          <DownOutlined />
        </Button>
      </Dropdown>
      <MyAccountDrawer open={drawer} onClose={() => setDrawer(false)} />
      <Modal open={password} title={t('changePassword')} onCancel={() => setPassword(false)} footer={null} destroyOnHidden>
        <PasswordChangeForm extra={<Button onClick={() => setPassword(false)}>{t('common:cancel')}</Button>} />
      </Modal>
    </>
  );
};
