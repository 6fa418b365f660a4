import { MenuOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Layout, Menu } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin';
import { UserMenu } from '../../features/account/components/user-menu';
import { NotificationBell } from '../../features/notification/components/notification-bell';
import { useSession } from '../../lib/session';
import { useOperateCodes } from '../../lib/session-api';
import { MOBILE_BASE } from '../resources';
import { MOBILE_ENTRIES } from './mobile-entries';

/** The mobile shell of /contentPageMobile: a top bar, a drawer listing the Mobile pages, cards below. */
export const MobileLayout = () => {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const codes = useOperateCodes();
  const network = useSession((s) => s.network);
  const entries = MOBILE_ENTRIES.filter((e) => e.code === 'home' || codes.has(e.code));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', padding: '0 8px', position: 'sticky', top: 0, zIndex: 10 }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Button
            type="text"
            size="large"
            icon={<MenuOutlined />}
            aria-label={t('openMenu')}
            onClick={() => setOpen(true)}
            style={{ minWidth: 48, height: 48 }}
          />
          <Link to={MOBILE_BASE} style={{ fontWeight: 600, fontSize: 18 }}>
            {t('common:appName')}
          </Link>
          <Flex align="center">
            <NotificationBell />
            <UserMenu compact />
          </Flex>
        </Flex>
      </Layout.Header>
      {!network && <Alert type="warning" banner title={t('common:offline')} />}
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" title={t('mobileMenu')} size={280}>
        <nav aria-label={t('mobileMenu')}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            style={{ borderInlineEnd: 0, fontSize: 16 }}
            onClick={() => setOpen(false)}
            items={entries.map((e) => ({
              key: e.href,
              style: { height: 52, lineHeight: '52px' },
              label: <Link to={e.href}>{t(e.labelKey)}</Link>,
            }))}
          />
        </nav>
      </Drawer>
      <Layout.Content style={{ padding: 12 }}>
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
};
