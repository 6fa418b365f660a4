import { FLEET_STATES, type TFleetState, type TFleetStateCounts } from '@fleet/contracts';
import { Badge, Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * design.md §7's colours: working blue, idle (online, normal) green, charging cyan, fault red,
 * offline and locked grey; paused is purple as in ENUM_COLOURS (a mode, no status meaning).
 */
const COLOUR: Record<TFleetState, string> = {
  working: 'blue',
  idle: 'green',
  charging: 'cyan',
  paused: 'purple',
  fault: 'red',
  offline: 'default',
  locked: 'default',
};

const badge = (colour: string) => (colour === 'default' ? { status: 'default' as const } : { color: colour });

/**
 * One tile per state (FLEET_STATES' precedence: each robot counted once). `mapLinks`: each tile opens
 * the geography view filtered to its state (when the user may open it).
 */
export const StateTiles = ({ states, mapLinks = false }: { states: TFleetStateCounts; mapLinks?: boolean }) => {
  const { t } = useTranslation('home');
  return (
    <Flex wrap gap={12} role="group" aria-label={t('dashboard.statesLabel')}>
      {FLEET_STATES.map((s) => {
        const label = t(`dashboard.states.${s}`);
        const tile = (
          <Card size="small" hoverable={mapLinks} style={{ height: '100%' }} data-state={s}>
            <Statistic title={<Badge {...badge(COLOUR[s])} text={label} />} value={states[s]} />
          </Card>
        );
        return mapLinks ? (
          <Link
            key={s}
            to={`/contentPage/robotMonitor?state=${s}`}
            aria-label={t('dashboard.showOnMap', { state: label, count: states[s] })}
            style={{ flex: '1 1 120px' }}
          >
            {tile}
          </Link>
        ) : (
          <div key={s} style={{ flex: '1 1 120px' }}>
            {tile}
          </div>
        );
      })}
    </Flex>
  );
};
