import type { TDeviceStatus, TLiveRobotState, TTelemetry } from '@fleet/contracts';
import type { Db } from '../db/client';
import { findStoredStates } from './gateway.repository';

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
        pose: { mapId: s.mapId, x: s.x ?? 0, y: s.y ?? 0, angle: s.angle ?? 0 },
        taskId: s.taskId,
        progress: s.progress,
        counters: (s.counters ?? undefined) as TLiveRobotState['counters'],
      }
    : {}),
});

/**
 * The newest state of each robot this instance has heard from, fed by the live flow (every uplink,
 * on every instance) and read by the live hub. A robot heard of for the first time is loaded from the
 * database once, so fields the message does not carry (firmware, upgrading, locked) are not blanked.
 */
export const createLiveStates = (db: Db, onChange: (state: TLiveRobotState) => void) => {
  const states = new Map<number, TLiveRobotState>();
  const loading = new Map<number, Promise<TLiveRobotState>>();

  const load = (id: number) => {
    const hit = states.get(id);
    if (hit) return Promise.resolve(hit);
    let p = loading.get(id);
    if (!p) {
      p = findStoredStates(db, [id])
        .then(([row]) => {
          const s: TLiveRobotState = row ? toLiveState(row) : { id, online: false, lastSeenAt: null, updatedAt: null, upgrading: false, firmware: null };
          if (!states.has(id)) states.set(id, s);
          return states.get(id)!;
        })
        .finally(() => loading.delete(id));
      loading.set(id, p);
    }
    return p;
  };

  // Messages of one robot chain on the same load promise, so they apply in arrival order.
  const update = async (id: number, change: (s: TLiveRobotState) => TLiveRobotState) => {
    const next = change(await load(id));
    states.set(id, next);
    onChange(next);
  };

  return {
    status: (id: number, m: TDeviceStatus, at: Date) =>
      update(id, (s) => ({ ...s, online: m.online, lastSeenAt: at.toISOString(), firmware: m.firmware ?? s.firmware })),
    telemetry: (id: number, { ts, ...t }: TTelemetry, at: Date) =>
      update(id, (s) => ({ ...s, ...t, online: true, lastSeenAt: at.toISOString(), updatedAt: new Date(ts).toISOString() })),
    upgrading: (id: number, upgrading: boolean, at: Date) =>
      update(id, (s) => ({ ...s, upgrading, lastSeenAt: at.toISOString() })),
    get: (id: number) => states.get(id),
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
    forget: (id: number) => states.delete(id),
  };
};
export type LiveStates = ReturnType<typeof createLiveStates>;
