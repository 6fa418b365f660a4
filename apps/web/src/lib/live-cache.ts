import { decodeFleetRow, fleetState, OperateState, type FleetRobot } from '@fleet/contracts';
import type { TCommand, TGeography, TGeoRobotRow, TListResult, TLiveDataTopic, TLiveRobotState, TRobot } from '@fleet/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { LiveFleetTick } from './live';
import { rememberEarlyCommandState, robotDataKeys, robotKeys } from './robot-api';

/** One robot with a newer live state: presence, telemetry and the lock flag when the hub sends it. */
export const mergeLive = (robot: TRobot, state: TLiveRobotState): TRobot => {
  const { id: _id, locked, ...live } = state;
  return { ...robot, locked: locked ?? robot.locked, live: { ...robot.live, ...live } };
};

type Cached = TRobot | TListResult<TRobot> | InfiniteData<TListResult<TRobot>> | TGeography | undefined;

/**
 * A geography row with a newer live state: its fleet state from the same rule as the server's, its
 * own GPS fix when the robot sends one (else the site's place it had).
 */
const patchGeoRow = (row: TGeoRobotRow, s: TLiveRobotState): TGeoRobotRow => {
  const [id, deviceNumber, name, robotType, orgId, state, battery, , , , lng, lat, gps] = row;
  const locked = s.locked ?? state === 'locked';
  const next = fleetState({ ...s, locked });
  const place = s.geo ? ([s.geo.lng, s.geo.lat, true] as const) : ([lng, lat, gps] as const);
  return [id, deviceNumber, name, robotType, orgId, next, s.battery ?? battery, s.online, s.lastSeenAt, s.updatedAt, ...place];
};

/**
 * Epoch ms → ISO, once per distinct value of a tick: its times are whole seconds and thousands of rows
 * share a few of them, while a conversion each would be most of the tick's cost (bench:map).
 */
const isoMemo = () => {
  const seen = new Map<number, string>();
  return (ms: number | null) => {
    if (ms === null) return null;
    let s = seen.get(ms);
    if (s === undefined) seen.set(ms, (s = new Date(ms).toISOString()));
    return s;
  };
};

/** A geography row with a robot of the compact fleet view: its state, battery, times and own GPS fix. */
const patchGeoRowFromFleet = (row: TGeoRobotRow, r: FleetRobot, iso: ReturnType<typeof isoMemo>): TGeoRobotRow => {
  const [id, deviceNumber, name, robotType, orgId, , battery, , , , lng, lat, gps] = row;
  const place = r.geo ? ([r.geo.lng, r.geo.lat, true] as const) : ([lng, lat, gps] as const);
  return [
    id,
    deviceNumber,
    name,
    robotType,
    orgId,
    r.state,
    r.battery ?? battery,
    r.state !== 'offline',
    iso(r.seenAt),
    iso(r.reportedAt),
    ...place,
  ];
};

/**
 * Writes a tick of the compact fleet view into the cached geography: changed robots patched in place,
 * robots that left the view (scope, a hosting window that ended) taken out.
 */
export const writeFleetTick = (qc: QueryClient, tick: LiveFleetTick, queryKey: readonly unknown[]) => {
  const before = qc.getQueryData<TGeography>(queryKey);
  if (!before) return;
  const rows = new Map(tick.rows.map((r) => [r[0], decodeFleetRow(r)]));
  const gone = new Set(tick.removed);
  if (!before.robots.some((r) => rows.has(r[0]) || gone.has(r[0]))) return;
  const iso = isoMemo();
  const robots = before.robots
    .filter((r) => !gone.has(r[0]))
    .map((r) => (rows.has(r[0]) ? patchGeoRowFromFleet(r, rows.get(r[0])!, iso) : r));
  qc.setQueryData<TGeography>(queryKey, { ...before, robots });
};

const patchGeography = (data: TGeography, states: ReadonlyMap<number, TLiveRobotState>): TGeography => {
  if (!data.robots.some((r) => states.has(r[0]))) return data;
  return { ...data, robots: data.robots.map((r) => (states.has(r[0]) ? patchGeoRow(r, states.get(r[0])!) : r)) };
};

const patchList = (page: TListResult<TRobot>, states: ReadonlyMap<number, TLiveRobotState>) => {
  if (!page.list.some((r) => states.has(r.id))) return page;
  return { ...page, list: page.list.map((r) => (states.has(r.id) ? mergeLive(r, states.get(r.id)!) : r)) };
};

/** The same cache entry with the rows of `states` merged in; untouched entries keep their identity. */
export const patchCached = (data: Cached, states: ReadonlyMap<number, TLiveRobotState>): Cached => {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data) {
    const pages = data.pages.map((p) => patchList(p, states));
    return pages.every((p, i) => p === data.pages[i]) ? data : { ...data, pages };
  }
  if ('list' in data) return patchList(data, states);
  if ('robots' in data && 'sites' in data) return patchGeography(data, states);
  if ('live' in data && states.has(data.id)) return mergeLive(data, states.get(data.id)!);
  return data;
};

/**
 * Writes live states into every cached robot list (paged and infinite) and robot detail, by id
 * (conventions rule 9: live data flows into the query cache, never through an event bus).
 */
export const writeLiveStates = (qc: QueryClient, robots: readonly TLiveRobotState[]) => {
  if (robots.length === 0) return;
  const states = new Map(robots.map((r) => [r.id, r]));
  for (const query of qc.getQueryCache().findAll({ queryKey: robotKeys.all })) {
    const before = query.state.data as Cached;
    const after = patchCached(before, states);
    if (after !== before) qc.setQueryData(query.queryKey, after);
  }
};

/**
 * A command's answer: the cached command follows it, with the robot's reason when it failed; a success
 * also changes the robot (lock…).
 */
export const writeCommandState = (qc: QueryClient, commandId: string, operateState: number, reason?: string | null) => {
  const key = robotKeys.command(commandId);
  const before = qc.getQueryData<TCommand>(key);
  if (!before) {
    rememberEarlyCommandState(commandId, operateState, reason);
    return;
  }
  const nextReason = reason ?? before.reason;
  if (before.operateState === operateState && before.reason === nextReason) return;
  qc.setQueryData<TCommand>(key, { ...before, operateState: operateState as TCommand['operateState'], reason: nextReason });
  if (operateState === OperateState.SUCCESS) void qc.invalidateQueries({ queryKey: robotKeys.all });
};

/** A robot's maps, schedule, records or configuration changed: what is cached of them is reloaded. */
export const writeDataNotice = (qc: QueryClient, robotId: number, topic: TLiveDataTopic) => {
  void qc.invalidateQueries({ queryKey: robotDataKeys.topic(topic, robotId) });
  void qc.invalidateQueries({ queryKey: robotDataKeys.topic(topic, 'fleet') });
};
