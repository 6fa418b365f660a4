import type { TDeviceStatus, TLiveRobotState, TTelemetry } from '@fleet/contracts';
import type { Db } from '../db/client';
import { findStoredStates } from './gateway.repository';
import { createStatusOrder } from './status-order';

type StoredRow = Awaited<ReturnType<typeof findStoredStates>>[number];

/** The stored row as the live hub shows it (also the first picture a browser gets). */
export const toLiveState = ({ id, locked, state: s }: StoredRow): TLiveRobotState => ({
  id,
  locked,
  online: s?.online ?? false,
  lastSeenAt: s?.lastSeenAt?.toISOString() ?? null,
  updatedAt: s?.updatedAt?.toISOString() ?? null,
  upgrading: s?.upgrading ?? false,
  firmware: s?.firmware ?? null,
  ...(s?.updatedAt
    ? {
        battery: s.battery ?? undefined,
        workStatus: (s.workStatus ?? undefined) as TLiveRobotState['workStatus'],
        deviceState: (s.deviceState ?? undefined) as TLiveRobotState['deviceState'],
        locationState: (s.locationState ?? undefined) as TLiveRobotState['locationState'],
        chargeStatus: (s.chargeStatus ?? undefined) as TLiveRobotState['chargeStatus'],
        speed: s.speed ?? undefined,
        signal: s.signal ?? undefined,
        pose: { mapId: s.mapId, x: s.x ?? 0, y: s.y ?? 0, angle: s.angle ?? 0 },
        taskId: s.taskId,
        progress: s.progress,
        counters: (s.counters ?? undefined) as TLiveRobotState['counters'],
        geo: s.geoLat != null && s.geoLng != null ? { lat: s.geoLat, lng: s.geoLng } : undefined,
      }
    : {}),
});

/** ISO strings of the same millisecond are shared: a burst of messages costs one conversion. */
let lastIsoMs = -1;
let lastIso = '';
export const isoOf = (ms: number) => {
  if (ms !== lastIsoMs) {
    lastIsoMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
};

/**
 * The state after a telemetry message, spelled out field by field: the hot path runs it 10,000 times a
 * second, and a literal of one fixed shape costs a fraction of `{ ...s, ...t }` (and serialises faster).
 */
const withTelemetry = (s: TLiveRobotState, t: TTelemetry, at: number): TLiveRobotState => ({
  id: s.id,
  locked: s.locked,
  online: true,
  lastSeenAt: isoOf(at),
  updatedAt: new Date(t.ts).toISOString(),
  upgrading: s.upgrading,
  firmware: s.firmware,
  battery: t.battery,
  workStatus: t.workStatus,
  deviceState: t.deviceState,
  locationState: t.locationState,
  chargeStatus: t.chargeStatus,
  speed: t.speed,
  signal: t.signal,
  pose: t.pose,
  taskId: t.taskId,
  progress: t.progress,
  counters: t.counters ?? s.counters,
  // The last fix is kept: a robot that loses GPS for a message stays where it was last seen.
  geo: t.geo ?? s.geo,
});

const LOAD_BATCH = 1_000;
/** Robots first heard of within this window share one query (a reconnect storm: thousands a second). */
const LOAD_WINDOW_MS = 10;
const blank = (id: number): TLiveRobotState => ({ id, online: false, lastSeenAt: null, updatedAt: null, upgrading: false, firmware: null });

/**
 * The newest state of each robot this instance has heard from, fed by the live flow (every uplink,
 * on every instance) and read by the live hub. A robot heard of for the first time is loaded from the
 * database once, so fields the message does not carry (firmware, upgrading, locked) are not blanked;
 * the robots first heard of in one event-loop turn share one query.
 *
 * An update of a loaded robot is synchronous (the hot path: no promise per message). Updates that
 * arrive while the robot is loading wait for the load and then apply in arrival order, each to the
 * state the previous one left (never to the loaded row: a status must not undo the telemetry before it).
 */
export const createLiveStates = (db: Db, onChange: (state: TLiveRobotState) => void) => {
  const states = new Map<number, TLiveRobotState>();
  const loading = new Map<number, Promise<void>>();
  let queued = new Map<number, { resolve: () => void; reject: (e: unknown) => void }>();

  const runQueued = () => {
    const batch = queued;
    queued = new Map();
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += LOAD_BATCH) {
      const part = ids.slice(i, i + LOAD_BATCH);
      findStoredStates(db, part).then(
        (rows) => {
          const found = new Map(rows.map((r) => [r.id, r]));
          for (const id of part) {
            const row = found.get(id);
            if (!states.has(id)) states.set(id, row ? toLiveState(row) : blank(id));
            batch.get(id)!.resolve();
          }
        },
        (e: unknown) => part.forEach((id) => batch.get(id)!.reject(e)),
      );
    }
  };

  const load = (id: number): Promise<void> => {
    let p = loading.get(id);
    if (!p) {
      if (queued.size === 0) setTimeout(runQueued, LOAD_WINDOW_MS);
      p = new Promise<void>((resolve, reject) => queued.set(id, { resolve, reject })).finally(() => loading.delete(id));
      loading.set(id, p);
    }
    return p;
  };

  const apply = (id: number, change: (s: TLiveRobotState) => TLiveRobotState) => {
    const next = change(states.get(id) ?? blank(id));
    states.set(id, next);
    onChange(next);
  };
  const update = (id: number, change: (s: TLiveRobotState) => TLiveRobotState): Promise<void> | undefined => {
    if (states.has(id) && !loading.has(id)) {
      apply(id, change);
      return undefined;
    }
    return load(id).then(() => apply(id, change));
  };

  const statusOrder = createStatusOrder();

  return {
    /** A status older than the one shown (status-order.ts) only says the robot was heard: it never moves presence back. */
    status: (id: number, m: TDeviceStatus, at: number) =>
      update(id, (s) => {
        if (!statusOrder.take(id, m.ts)) return { ...s, lastSeenAt: isoOf(at) };
        return { ...s, online: m.online, lastSeenAt: isoOf(at), firmware: m.firmware ?? s.firmware };
      }),
    /**
     * Telemetry older than the state shown (a late message, stored in history by the ingest flow) only
     * says the robot was heard: the live state never moves back. The gateway refused timestamps outside
     * the accepted window before this, so no future ts can hold the state either.
     */
    telemetry: (id: number, t: TTelemetry, at: number) =>
      update(id, (s) =>
        s.updatedAt !== null && t.ts < Date.parse(s.updatedAt) ? { ...s, lastSeenAt: isoOf(at) } : withTelemetry(s, t, at),
      ),
    upgrading: (id: number, upgrading: boolean, at: number) => update(id, (s) => ({ ...s, upgrading, lastSeenAt: isoOf(at) })),
    get: (id: number) => states.get(id),
    /** Robots this instance's live flow shows online (/metrics: a walk of the map, per scrape, not per message). */
    onlineCount() {
      let n = 0;
      for (const s of states.values()) if (s.online) n += 1;
      return n;
    },
    /** Registration changed (locked, disabled …): read it again and show it. */
    async refresh(id: number) {
      const [row] = await findStoredStates(db, [id]);
      if (!row) return;
      const fresh = toLiveState(row);
      // The live flow is newer than the table (flushed every second): only take the registration.
      const prev = states.get(id);
      const next = prev ? { ...prev, locked: fresh.locked } : fresh;
      states.set(id, next);
      onChange(next);
    },
    forget: (id: number) => {
      statusOrder.forget(id);
      return states.delete(id);
    },
  };
};
export type LiveStates = ReturnType<typeof createLiveStates>;
