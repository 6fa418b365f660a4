import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Flex, Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin';
import { UserMenu } from '../../features/account/components/user-menu';
import { useSession } from '../../lib/session';

/**
 * The slim shell of the top-level mounts (/operateContent, /visualization, /largeScreen): full width
 * for the screen, and still a way back to the console, the user menu, the language and sign-out.
 */
export const StandaloneLayout = ({ labelKey, children }: { labelKey: string; children: React.ReactNode }) => {
  const { t } = useTranslation('shell');
  const network = useSession((s) => s.network);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }} gap={16}>
          <Flex align="center" gap={12} style={{ minWidth: 0 }}>
            <Link to="/contentPage" style={{ whiteSpace: 'nowrap' }}>
              <ArrowLeftOutlined /> {t('backToConsole')}
            </Link>
            <Typography.Text strong ellipsis>
              {t(labelKey)}
            </Typography.Text>
          </Flex>
          <UserMenu />
        </Flex>
      </Layout.Header>
      {!network && <Alert type="warning" banner title={t('common:offline')} />}
      <Layout.Content style={{ margin: 16 }}>
        <Suspense fallback={<FullPageSpin />}>{children}</Suspense>
      </Layout.Content>
    </Layout>
  );
};
