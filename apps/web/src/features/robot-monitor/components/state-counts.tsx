import { FLEET_STATES, type TFleetState, type TGeoRobot } from '@fleet/contracts';
import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATE_COLOURS } from '../../../components/geo-map/geo-features';

/** Counts of the filtered robots by state (each robot once, FLEET_STATES' precedence). */
export const StateCounts = ({ robots }: { robots: readonly TGeoRobot[] }) => {
  const { t } = useTranslation('robotMonitor');
  const { t: th } = useTranslation('home');
  const counts = Object.fromEntries(FLEET_STATES.map((s) => [s, 0])) as Record<TFleetState, number>;
  for (const r of robots) counts[r.state] += 1;
  return (
    <Flex gap={16} wrap align="center" role="group" aria-label={t('statesLabel')}>
      <Typography.Text strong>{t('total', { count: robots.length })}</Typography.Text>
      {FLEET_STATES.map((s) => (
        <span key={s} data-state={s} data-count={counts[s]}>
          <Badge color={STATE_COLOURS[s]} text={`${th(`dashboard.states.${s}`)} ${counts[s]}`} />
        </span>
      ))}
    </Flex>
  );
};
