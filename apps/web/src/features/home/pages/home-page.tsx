import { Space } from 'antd';
import { Permission } from '../../../components/permission';
import { FleetOverview } from '../components/fleet-overview';
import { QuickLinks } from '../components/quick-links';
import { WelcomeCard } from '../components/welcome-card';
import type { MenuEntry } from '../menu-entries';

/** Desktop home: the welcome card, the fleet at a glance (live), and quick links the user's permissions allow. */
export const HomePage = ({ entries }: { entries: readonly MenuEntry[] }) => (
  <Space orientation="vertical" size="large" style={{ width: '100%' }}>
    <WelcomeCard />
    <Permission code="home:view">
      <FleetOverview />
    </Permission>
    <QuickLinks entries={entries} />
  </Space>
);
