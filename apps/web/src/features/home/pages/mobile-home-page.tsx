import { Card, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { useOperateCodes } from '../../../lib/session-api';
import { FleetOverview } from '../components/fleet-overview';
import { WelcomeCard } from '../components/welcome-card';
import type { MenuEntry } from '../menu-entries';

/** Mobile home: the welcome card, the robots per state and those needing attention, one large card per Mobile page the user can open. */
export const MobileHomePage = ({ entries }: { entries: readonly MenuEntry[] }) => {
  const { t } = useTranslation('home');
  const codes = useOperateCodes();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <WelcomeCard column={1} />
      <Permission code="home:view">
        <FleetOverview mobile />
      </Permission>
      {entries
        .filter((e) => codes.has(e.code))
        .map((e) => (
          <Link key={e.code} to={e.href} style={{ display: 'block' }}>
            <Card hoverable style={{ minHeight: 64 }}>
              <span style={{ fontSize: 18 }}>{t(e.labelKey)}</span>
            </Card>
          </Link>
        ))}
    </Space>
  );
};
