import { AreaKind, FLEET_STATES, fixedTo, UNITS, type TArea, type TAreaStatus, type TFleetState } from '@fleet/contracts';
import { Badge, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { STATE_COLOURS } from '../../../components/geo-map/geo-features';
import { ValueAge } from '../../../components/value-age';

/**
 * design.md §7's one meaning per colour: cleaning is working (blue), idle green, attention a warning
 * (orange: a fault or a pause waits for a person), offline grey; disabled and "no robots" are not a
 * robot state and stay grey too, told apart by their words.
 */
const STATUS_COLOUR: Record<TAreaStatus, string> = {
  disabled: 'default',
  noRobots: 'default',
  attention: 'orange',
  cleaning: 'blue',
  offline: 'default',
  idle: 'green',
};

/** An area's status as a tag in words, what it means on hover. */
export const AreaStatusTag = ({ status }: { status: TAreaStatus }) => {
  const { t } = useTranslation('area');
  return (
    <Tooltip title={t(`statusHint.${status}`)}>
      <Tag color={STATUS_COLOUR[status]} data-colour={STATUS_COLOUR[status]}>
        {t(`status.${status}`)}
      </Tag>
    </Tooltip>
  );
};

/** A robot's fleet state as the home page and the geography view name and colour it (home's labels, the map's colours). */
export const FleetStateBadge = ({ state, count }: { state: TFleetState; count?: number }) => {
  const { t } = useTranslation('home');
  const label = t(`dashboard.states.${state}`);
  return <Badge color={STATE_COLOURS[state]} text={count === undefined ? label : `${label} ${count}`} />;
};

/** How many robots clean the area and how many are in each state, in FLEET_STATES' order ("Working 3 · Offline 1"). */
export const RobotsSummary = ({ area }: { area: TArea }) => {
  const { t } = useTranslation('area');
  const counts = new Map<TFleetState, number>();
  for (const r of area.robots) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
  return (
    <CellStack>
      <Typography.Text>{t('robotCount', { count: area.robots.length })}</Typography.Text>
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

/** Floors and zones (a park: zones only), and lift control when the building has it. */
export const FloorsZones = ({ area }: { area: TArea }) => {
  const { t } = useTranslation('area');
  return (
    <CellStack>
      {area.kind === AreaKind.BUILDING && area.floors !== null && <span>{t('floorCount', { count: area.floors })}</span>}
      <span>{t('zoneCount', { count: area.zones })}</span>
      {area.liftControl && <Tag>{t('liftControl')}</Tag>}
    </CellStack>
  );
};

/** m² to one decimal, half away from zero like every screen (CODE_STYLE §4). */
export const squareMetres = (m2: number) => `${fixedTo(m2, 1)} ${UNITS.area}`;

/**
 * Today's coverage in percent with the cleaned area under it; without a work area there is nothing to
 * measure against: a dash, and why on hover.
 */
export const Coverage = ({ area }: { area: TArea }) => {
  const { t } = useTranslation('area');
  if (area.coverageToday === null) {
    return (
      <Tooltip title={t('coverage.noWorkArea')}>
        <Typography.Text type="secondary" data-no-coverage="true">
          —
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <CellStack>
      <Typography.Text strong>{t('coverage.value', { value: area.coverageToday })}</Typography.Text>
      <Typography.Text type="secondary">{t('coverage.cleaned', { value: fixedTo(area.cleanedTodayM2, 1) })}</Typography.Text>
    </CellStack>
  );
};

/**
 * When the shown data was read (react-query's dataUpdatedAt, epoch ms): its age ticks up between the
 * re-reads and turns stale when they fail, so the page never looks live while it is not.
 */
export const DataAge = ({ at }: { at: number }) => {
  const { t } = useTranslation('area');
  // One phrase, not two flex items: a gap between them reads as a double space.
  return (
    <span>
      <Typography.Text type="secondary">{t('updated')}</Typography.Text> <ValueAge at={at ? new Date(at).toISOString() : null} />
    </span>
  );
};
