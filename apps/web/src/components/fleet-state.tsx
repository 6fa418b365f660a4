import { FLEET_STATES, type TFleetState } from '@fleet/contracts';
import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from './cell-stack';
import { STATE_COLOURS } from './geo-map/geo-features';

/** A robot's fleet state as the home page and the geography view name and colour it (home's labels, the map's colours). */
export const FleetStateBadge = ({ state, count }: { state: TFleetState; count?: number }) => {
  const { t } = useTranslation('home');
  const label = t(`dashboard.states.${state}`);
  return <Badge color={STATE_COLOURS[state]} text={count === undefined ? label : `${label} ${count}`} />;
};

/**
 * How many robots a place has (an area, a landmark) and how many are in each state, in FLEET_STATES'
 * order ("Working 3 · Offline 1"): what a list row says of them without opening the place.
 */
export const FleetStateSummary = ({ robots }: { robots: readonly { state: TFleetState }[] }) => {
  const { t } = useTranslation('robot');
  const counts = new Map<TFleetState, number>();
  for (const r of robots) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
  return (
    <CellStack>
      <Typography.Text>{t('robotCount', { count: robots.length })}</Typography.Text>
      {counts.size > 0 && (
        <Flex gap={8} wrap>
          {FLEET_STATES.filter((s) => counts.has(s)).map((s) => (
            <FleetStateBadge key={s} state={s} count={counts.get(s)} />
          ))}
        </Flex>
      )}
    </CellStack>
  );
};
