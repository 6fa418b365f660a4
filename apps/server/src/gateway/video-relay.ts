import {
  downTopic,
  StreamingVersion,
  TOPIC_QOS,
  VIDEO_LEASE_MS,
  VIDEO_LEASE_RENEW_MS,
  VIDEO_PROFILES,
  type TStreamingVersion,
  type TVideoControl,
} from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Bus } from './bus';
import type { Stats } from './stats';

/** A frame as this instance's live flow received it; `message()` is the live hub's JSON, built once per frame. */
export interface RelayedFrame {
  robotId: number;
  ts: number;
  jpeg: Buffer;
  message(): string;
}
export type FrameListener = (frame: RelayedFrame) => void;

interface Watched {
  listeners: Set<FrameListener>;
}

/** What the lease asks of the camera: the streaming version the robot last reported (2.0 before it did). */
export const videoProfile = (version: TStreamingVersion | null | undefined) => VIDEO_PROFILES[version ?? StreamingVersion.V2];

const leaseTargets = async (db: Db, ids: number[]) => {
  const r = await db.execute(sql`
    select r.id, r.device_number as "deviceNumber", (c.values->>'streamingVersion')::int as "version"
    from robots r left join robot_config c on c.robot_id = r.id
    where r.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and r.deleted_at is null`);
  return r.rows as { id: number; deviceNumber: string; version: TStreamingVersion | null }[];
};

/**
 * The video relay of one instance. Whoever wants a robot's frames (a browser socket through the live
 * hub, a clip recorder) registers a listener; while a robot has any, this instance publishes its lease
 * on `down/video` at once and every VIDEO_LEASE_RENEW_MS, and hands it the frames its live flow
 * receives. The last listener gone, the lease is simply not renewed: the robot stops by itself within
 * VIDEO_LEASE_MS, and another instance still watching keeps it going with its own leases.
 */
export const createVideoRelay = (deps: { db: Db; bus: Pick<Bus, 'publish'>; stats: Stats; renewMs?: number }) => {
  const watched = new Map<number, Watched>();

  const lease = async (ids: number[]) => {
    if (ids.length === 0) return;
    const now = Date.now();
    for (const t of await leaseTargets(deps.db, ids)) {
      if (!watched.has(t.id)) continue;
      const control: TVideoControl = { until: now + VIDEO_LEASE_MS, ...videoProfile(t.version) };
      await deps.bus.publish(downTopic(t.deviceNumber, 'video'), JSON.stringify(control), { qos: TOPIC_QOS.video });
    }
  };
  const leaseQuietly = (ids: number[]) =>
    void lease(ids).catch((e: unknown) => deps.stats.warn('writeErrors', { op: 'video lease', err: e }));

  const timer = setInterval(() => leaseQuietly([...watched.keys()]), deps.renewMs ?? VIDEO_LEASE_RENEW_MS);
  timer.unref();

  return {
    /** Starts (or joins) the robot's stream; the returned function leaves it. */
    watch(robotId: number, listener: FrameListener): () => void {
      let w = watched.get(robotId);
      if (!w) {
        watched.set(robotId, (w = { listeners: new Set() }));
        leaseQuietly([robotId]);
      }
      w.listeners.add(listener);
      return () => {
        const cur = watched.get(robotId);
        if (!cur) return;
        cur.listeners.delete(listener);
        if (cur.listeners.size === 0) watched.delete(robotId);
      };
    },
    watching: (robotId: number) => watched.has(robotId),
    /** A frame from the live flow; dropped at once when nobody here watches the robot. */
    frame(robotId: number, ts: number, jpeg: Buffer) {
      const w = watched.get(robotId);
      if (!w) return;
      let json: string | undefined;
      const f: RelayedFrame = {
        robotId,
        ts,
        jpeg,
        message: () => (json ??= JSON.stringify({ type: 'frame', robotId, ts, jpeg: jpeg.toString('base64') })),
      };
      for (const l of w.listeners) {
        try {
          l(f);
        } catch (e) {
          deps.stats.warn('writeErrors', { op: 'video listener', err: e });
        }
      }
    },
    close() {
      clearInterval(timer);
      watched.clear();
    },
  };
};
export type VideoRelay = ReturnType<typeof createVideoRelay>;
