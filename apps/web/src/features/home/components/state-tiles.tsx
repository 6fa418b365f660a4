import { FLEET_STATES, type TFleetState, type TFleetStateCounts } from '@fleet/contracts';
import { Badge, Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

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
 * One tile per state (FLEET_STATES' precedence: each robot counted once). No links: the robot lists
 * have no state filter a link could set yet.
 */
export const StateTiles = ({ states }: { states: TFleetStateCounts }) => {
  const { t } = useTranslation('home');
  return (
    <Flex wrap gap={12} role="group" aria-label={t('dashboard.statesLabel')}>
      {FLEET_STATES.map((s) => (
        <Card key={s} size="small" style={{ flex: '1 1 120px' }} data-state={s}>
          <Statistic title={<Badge {...badge(COLOUR[s])} text={t(`dashboard.states.${s}`)} />} value={states[s]} />
        </Card>
      ))}
    </Flex>
  );
};
