import { FLEET_STATES, type TGeoRobot } from '@fleet/contracts';
import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNow } from '../../../lib/clock';
import { findOrgNode, flattenOrgTree, useOrgTree } from '../../../lib/org-tree';
import { useGeography } from '../api/get-geography';
import { useMapStyle } from '../../../lib/map-style-api';
import { GeoFilters, type GeoFilter } from '../components/geo-filters';
import { decodeGeoRows, isGeoStale, toFeatures } from '../../../components/geo-map/geo-features';
import { GeoMap } from '../../../components/geo-map/geo-map';
import { GeoRobotList } from '../components/geo-robot-list';
import { RobotCard } from '../components/robot-card';
import { StateCounts } from '../components/state-counts';

/*
 * Live ticks reach the page at most once a second (lib/live-geo-rows.ts), at 10,000 robots nearly all
 * changed. The map's points are the urgent part; the counts and the list (tens of antd components) follow a deferred copy of the robots,
 * which React renders in the background in short slices, and the filters re-render only when they
 * change: without this, every tick was one long task of the main thread (bench:map).
 */
const Filters = memo(GeoFilters);
const Counts = memo(StateCounts);
const RobotList = memo(GeoRobotList);

const matches = (r: TGeoRobot, f: GeoFilter, orgIds: Set<number> | null) =>
  (!orgIds || orgIds.has(r.orgId)) &&
  (f.robotType === undefined || r.robotType === f.robotType) &&
  (f.state === undefined || r.state === f.state) &&
  (!f.keyword || `${r.deviceNumber} ${r.name}`.toLowerCase().includes(f.keyword.toLowerCase()));

/** robotMonitor's index tab: every robot in scope on a map, live (spec §2, issue 13). */
export const GeographyPage = () => {
  const { t } = useTranslation('robotMonitor');
  const geography = useGeography();
  const style = useMapStyle();
  const { data: tree = [] } = useOrgTree();
  const now = useNow();
  const [params] = useSearchParams();
  // A link may open the map on one state (home's tiles: ?state=fault); anything else is ignored.
  const [filter, setFilter] = useState<GeoFilter>(() => {
    const state = FLEET_STATES.find((s) => s === params.get('state'));
    return state ? { keyword: '', state } : { keyword: '' };
  });
  const [selected, setSelected] = useState<number>();

  const all = useMemo(() => (geography.data ? decodeGeoRows(geography.data.robots) : []), [geography.data]);
  const orgIds = useMemo(() => {
    const node = findOrgNode(tree, filter.orgId);
    return node ? new Set(flattenOrgTree([node]).map((n) => n.id)) : null;
  }, [tree, filter.orgId]);
  const robots = useMemo(() => all.filter((r) => matches(r, filter, orgIds)), [all, filter, orgIds]);
  const staleMinutes = geography.data?.staleMinutes ?? 5;
  // The features change with the data or the minute, not every clock tick: the map redraws at most once a second anyway.
  const minute = Math.floor(now / 60_000);
  const features = useMemo(() => toFeatures(robots, minute * 60_000, staleMinutes), [robots, minute, staleMinutes]);
  const deferred = useDeferredValue(robots);
  // The first answer is shown at once (no "0 robots" before the background render catches up).
  const listed = deferred.length === 0 ? robots : deferred;
  const chosen = all.find((r) => r.id === selected);

  if (geography.isError || style.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('error')}
        action={<Button onClick={() => void Promise.all([geography.refetch(), style.refetch()])}>{t('retry')}</Button>}
      />
    );
  }
  if (geography.isPending || style.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (all.length === 0) return <Empty description={`${t('emptyTitle')} ${t('emptyText')}`} />;

  return (
    <Flex vertical gap={12}>
      <Filters value={filter} onChange={setFilter} />
      <Counts robots={listed} />
      {features.features.length === 0 && all.every((r) => r.lng === null) && (
        <Alert type="info" showIcon title={t('noCoordsTitle')} description={t('noCoordsText')} />
      )}
      <Flex gap={12} align="stretch">
        <Card size="small" style={{ flex: 1, minWidth: 0 }} styles={{ body: { padding: 0 } }}>
          <div style={{ position: 'relative', height: 'max(420px, calc(100vh - 300px))' }}>
            <GeoMap base={style.data} robots={features} onSelect={setSelected} label={t('map')} />
          </div>
        </Card>
        <Flex vertical gap={12} style={{ width: 320, flex: 'none', maxHeight: 'max(420px, calc(100vh - 300px))', overflowY: 'auto' }}>
          <RobotCard robot={chosen} stale={!!chosen && isGeoStale(chosen, now, staleMinutes)} staleMinutes={staleMinutes} />
          <RobotList robots={listed} onSelect={setSelected} />
        </Flex>
      </Flex>
    </Flex>
  );
};
