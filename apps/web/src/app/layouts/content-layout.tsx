import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { UserMenu } from '../../features/account/components/user-menu';
import { NotificationBell } from '../../features/notification/components/notification-bell';
import { useSession } from '../../lib/session';
import { FullPageSpin } from '../../components/full-page-spin';
import { HeaderTitle } from './header-title';
import { SideMenu } from './side-menu';

const COLLAPSED_KEY = 'sideCollapsed';

/** The desktop shell of /contentPage: sidebar, header (breadcrumb + user menu), the screen. */
export const ContentLayout = () => {
  const { t } = useTranslation('shell');
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const network = useSession((s) => s.network);
  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220}>
        <div style={{ color: '#fff', fontWeight: 600, padding: '16px 24px', whiteSpace: 'nowrap', overflow: 'hidden' }}>
          {collapsed ? 'FC' : t('common:appName')}
        </div>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 16px' }}>
          <Flex align="center" justify="space-between" style={{ height: '100%' }}>
            <Flex align="center" gap={8}>
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={toggle}
                aria-label={collapsed ? t('expand') : t('collapse')}
                aria-expanded={!collapsed}
              />
              <HeaderTitle />
            </Flex>
            <Flex align="center" gap={4}>
              <NotificationBell />
              <UserMenu />
            </Flex>
          </Flex>
        </Layout.Header>
        {!network && <Alert type="warning" banner title={t('common:offline')} />}
        <Layout.Content style={{ margin: 16 }}>
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
};
