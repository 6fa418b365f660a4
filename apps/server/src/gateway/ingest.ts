import {
  parseTopic, ZCommandAck, ZDeviceEvent, ZDeviceStatus, ZOtaProgress, ZTelemetry, type TCommandAck, type TUpKind,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { UplinkFlow } from './bus';
import { writePresence, writeUpgrading } from './gateway.repository';
import type { IngestWriter } from './ingest-writer';
import type { LiveStates } from './live-state';
import type { RobotDirectory } from './robot-directory';
import type { Stats } from './stats';

export interface IngestDeps {
  db: Db;
  stats: Stats;
  directory: RobotDirectory;
  live: LiveStates;
  writer: IngestWriter;
  handleAck: (robotId: number, ack: TCommandAck, at: Date) => Promise<void>;
}

/** One row of the dispatch table: the payload schema, what the live flow does, what the ingest flow writes. */
interface UplinkRoute<S extends z.ZodType> {
  schema: S;
  live?: (d: IngestDeps, robotId: number, msg: z.output<S>, at: Date) => Promise<unknown> | void;
  ingest?: (d: IngestDeps, robotId: number, msg: z.output<S>, at: Date) => Promise<unknown> | void;
}
const route = <S extends z.ZodType>(r: UplinkRoute<S>) => r;

/** An upgrade is running until the robot reports it done or sends its result code. */
const upgradingOf = (m: { done: boolean; result?: number | undefined }) => !m.done && m.result === undefined;

/**
 * Topic kind → schema → handlers (conventions rule 10). Presence and upgrade flags are written at
 * once (the console shows them within a second); telemetry and events go through the batch writer;
 * acks go to the command tracker. Video frames are not handled yet: counted and dropped.
 */
export const UPLINK_ROUTES = {
  status: route({
    schema: ZDeviceStatus,
    live: (d, id, m, at) => d.live.status(id, m, at),
    ingest: (d, id, m, at) => writePresence(d.db, id, { online: m.online, firmware: m.firmware, at }),
  }),
  telemetry: route({
    schema: ZTelemetry,
    live: (d, id, m, at) => d.live.telemetry(id, m, at),
    ingest: (d, id, m, at) => d.writer.telemetry(id, m, at),
  }),
  event: route({ schema: ZDeviceEvent, ingest: (d, id, m, at) => d.writer.event(id, m, at) }),
  ack: route({ schema: ZCommandAck, ingest: (d, id, m, at) => d.handleAck(id, m, at) }),
  ota: route({
    schema: ZOtaProgress,
    live: (d, id, m, at) => d.live.upgrading(id, upgradingOf(m), at),
    ingest: (d, id, m, at) => writeUpgrading(d.db, id, upgradingOf(m), at),
  }),
  video: null,
} satisfies Record<TUpKind, UplinkRoute<z.ZodType> | null>;

const summary = (e: z.ZodError) => e.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.code}`);

/**
 * The uplink handler given to the bus. Never throws and never rejects: a bad message is counted (once
 * cluster-wide: by the ingest flow only) and logged at a throttled rate, then dropped.
 */
export const createIngest = (d: IngestDeps) => {
  const { stats } = d;
  const handle = async (topic: string, payload: Buffer, flow: UplinkFlow) => {
    const counted = flow.ingest;
    const parsed = parseTopic(topic);
    if (!parsed || parsed.direction !== 'up') return counted && stats.warn('unknownTopic', { topic });
    if (counted) stats.count('received');
    // An empty retained message only clears the retained status on the broker.
    if (payload.length === 0) return;
    const table = UPLINK_ROUTES[parsed.kind];
    if (!table) return counted && stats.count('video');
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return counted && stats.warn('invalidJson', { topic, bytes: payload.length });
    }
    const msg = (table.schema as z.ZodType).safeParse(json);
    if (!msg.success) return counted && stats.warn('invalidPayload', { topic, issues: summary(msg.error) });
    const robotId = await d.directory.idOf(parsed.deviceNumber);
    if (robotId === undefined) return counted && stats.warn('unknownRobot', { topic });
    const at = new Date();
    const r = table as UplinkRoute<z.ZodType>;
    if (flow.live && r.live) await r.live(d, robotId, msg.data, at);
    if (flow.ingest && r.ingest) {
      await r.ingest(d, robotId, msg.data, at);
      stats.count('ingested');
    }
  };
  return (topic: string, payload: Buffer, flow: UplinkFlow) => {
    handle(topic, payload, flow).catch((e: unknown) => stats.warn('writeErrors', { topic, err: String(e) }));
  };
};
