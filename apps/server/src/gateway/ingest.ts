import {
  decodeVideoFrame,
  deviceTsProblem,
  findDeviceTsProblem,
  FLOOD_EVENT_TYPE,
  parseTopic,
  UP_KINDS,
  upTopicDeviceNumber,
  VIDEO_FRAME_MAX_BYTES,
  ZCommandAck,
  ZConfigReport,
  ZDeviceEvent,
  ZDeviceStatus,
  ZLogUpload,
  ZMapGrid,
  ZMapManifest,
  ZOtaProgress,
  ZRunReport,
  ZTelemetry,
  type TCommandAck,
  type TDeviceEvent,
  type TDeviceStatus,
  type TDeviceTsWindow,
  type TRejectionReason,
  type TUpKind,
} from '@fleet/contracts';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { UplinkFlow } from './bus';
import type { EventLimiter } from './event-limiter';
import type { DomainUplinks, DomainUpKind } from './gateway.types';
import type { IngestWriter } from './ingest-writer';
import type { LiveStates } from './live-state';
import type { RejectionLog } from './rejection-log';
import type { RobotDirectory } from './robot-directory';
import { REJECTION_STATS, type Stats } from './stats';

export interface IngestDeps {
  db: Db;
  stats: Stats;
  directory: RobotDirectory;
  live: LiveStates;
  writer: IngestWriter;
  /** Refused messages per robot, for the vendor (rejection-log.ts). */
  rejections: RejectionLog;
  /** Timestamps accepted around the server's clock (DEVICE_TS_PAST_DAYS, DEVICE_TS_FUTURE_SECONDS). */
  tsWindow: TDeviceTsWindow;
  /** Events stored per robot (event-limiter.ts). */
  events: EventLimiter;
  handleAck: (robotId: number, ack: TCommandAck, at: Date) => Promise<void>;
  /** A robot said it is online (its status, or the embedded broker's at CONNECT): the commands it missed. */
  cameOnline?: (robotId: number, at: number) => Promise<void>;
  /** The module's handler of a domain uplink (gateway.onUplink). */
  domain: <K extends DomainUpKind>(kind: K, robotId: number, msg: DomainUplinks[K], at: Date) => Promise<void>;
  /** An event was ingested (once cluster-wide): gateway.onEvent listeners (incident clips). */
  event?: (robotId: number, e: TDeviceEvent, at: Date) => void;
  /** A video frame reached this instance's live flow (every instance): the video relay. */
  video?: (robotId: number, ts: number, jpeg: Buffer) => void;
  /** A known robot was heard on this instance's live flow (with its status when it was one): the presence watch. */
  heard?: (robotId: number, deviceNumber: string, at: number, status?: TDeviceStatus) => void;
}

/**
 * One row of the dispatch table: the payload schema, what the live flow does, what the ingest flow
 * writes. A handler returns nothing when it is done (the hot path: telemetry of a loaded robot is
 * synchronous) or a promise when it had to wait (a first load, an ack's transaction). `at` is epoch ms.
 */
type Outcome = Promise<unknown> | void;
interface UplinkRoute<S extends z.ZodType> {
  schema: S;
  live?: (d: IngestDeps, robotId: number, msg: z.output<S>, at: number) => Outcome;
  ingest?: (d: IngestDeps, robotId: number, msg: z.output<S>, at: number) => Outcome;
}
const route = <S extends z.ZodType>(r: UplinkRoute<S>) => r;

/** An upgrade is running until the robot reports it done or sends its result code. */
export const upgradingOf = (m: { done: boolean; result?: number | undefined }) => !m.done && m.result === undefined;

/**
 * The status the embedded broker publishes for a robot at its CONNECT carries this mark (gateway.plugin.ts):
 * the robot is online, but has not subscribed yet (it says online itself once it has, docs/device-protocol.md
 * §1), so what it missed is re-sent at its own status only. Re-sent at CONNECT, a command published before
 * the subscription was lost and a later one got through: the robot saw the newer first.
 */
export const BROKER_CONNECT_MARK = 'brokerConnect';
const ZIngestStatus = ZDeviceStatus.extend({ [BROKER_CONNECT_MARK]: z.literal(true).optional() });

/**
 * Topic kind → schema → handlers (conventions rule 10). Presence goes to the writer's presence batch
 * (written within a round trip, one statement for every robot that changed meanwhile) and upgrade
 * flags are written at once (the console shows them within a second); telemetry and events go through
 * the batch writer, events within their robot's rate limit (event-limiter.ts); acks go to the command tracker; maps, runs and configuration go to the module that
 * registered for them (gateway.onUplink). Video frames are binary and never touch JSON nor the database
 * (`handleVideo` below): the live flow of every instance hands them to its video relay.
 */
export const UPLINK_ROUTES = {
  status: route({
    schema: ZIngestStatus,
    live: (d, id, m, at) => d.live.status(id, m, at),
    ingest: (d, id, m, at) => {
      d.writer.presence(id, m, at);
      // On the ingest flow: one instance re-sends, whichever holds the robot's connection or its share.
      return m.online && !m[BROKER_CONNECT_MARK] ? d.cameOnline?.(id, at) : undefined;
    },
  }),
  telemetry: route({
    schema: ZTelemetry,
    live: (d, id, m, at) => d.live.telemetry(id, m, at),
    ingest: (d, id, m, at) => d.writer.telemetry(id, m, at),
  }),
  event: route({
    schema: ZDeviceEvent,
    ingest: (d, id, m, at) => {
      const admission = d.events.admit(id, at);
      if (admission === 'store') {
        d.writer.event(id, m, at);
        d.event?.(id, m, new Date(at));
        return;
      }
      d.stats.warn('eventsLimited', { robotId: id, type: m.type });
      // Stamped with the server's time: the robot's clock is what may be flooding.
      if (admission === 'flood') d.writer.event(id, { ts: at, type: FLOOD_EVENT_TYPE, level: 'warning' }, at);
    },
  }),
  ack: route({ schema: ZCommandAck, ingest: (d, id, m, at) => d.handleAck(id, m, new Date(at)) }),
  ota: route({
    schema: ZOtaProgress,
    live: (d, id, m, at) => d.live.upgrading(id, upgradingOf(m), at),
    // Through the robot's ordered domain queue, whose first effect is the upgrading flag (gateway.plugin.ts):
    // a robot's steps come milliseconds apart, and an earlier step's flag must never land after the last.
    ingest: (d, id, m, at) => d.domain('ota', id, m, new Date(at)),
  }),
  video: null,
  maps: route({ schema: ZMapManifest, ingest: (d, id, m, at) => d.domain('maps', id, m, new Date(at)) }),
  map: route({ schema: ZMapGrid, ingest: (d, id, m, at) => d.domain('map', id, m, new Date(at)) }),
  run: route({ schema: ZRunReport, ingest: (d, id, m, at) => d.domain('run', id, m, new Date(at)) }),
  config: route({ schema: ZConfigReport, ingest: (d, id, m, at) => d.domain('config', id, m, new Date(at)) }),
  log: route({ schema: ZLogUpload, ingest: (d, id, m, at) => d.domain('log', id, m, new Date(at)) }),
} satisfies Record<TUpKind, UplinkRoute<z.ZodType> | null>;

const summary = (e: z.ZodError) => e.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.code}`);

/**
 * The first issue of a refused payload, for the vendor: the field's path (null for the message as a
 * whole) and zod's English. Our own refinements carry a translation key instead: the one on device
 * strings (device-text.ts) is spelled out.
 */
const schemaRejection = (e: z.ZodError) => {
  const issue = e.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : null;
  if (!issue) return { field, detail: 'does not match the schema of its topic' };
  const detail = !issue.message.startsWith('validation.')
    ? issue.message
    : issue.code === 'custom'
      ? 'text contains U+0000 or an unpaired UTF-16 surrogate'
      : `not accepted (${issue.code})`;
  return { field, detail };
};

const KNOWN_UP = `one of ${UP_KINDS.join(', ')}`;

/**
 * The uplink handler given to the bus. Never throws and never rejects: a bad message is counted (once
 * cluster-wide: by the ingest flow only) and logged at a throttled rate, then dropped.
 *
 * Synchronous for a robot already known (directory cached, live state loaded): parse, validate,
 * update, queue the write, push to the hub, with no promise per message. Otherwise the message waits
 * for the lookup; messages of one robot still apply in arrival order, because a lookup's answer and
 * every message waiting for it are handled in the same microtask run, before the next network read.
 * `drain()` waits for the messages still in progress (shutdown: their presence must reach the database).
 */
export const createIngest = (d: IngestDeps) => {
  const { stats } = d;
  const inFlight = new Set<Promise<unknown>>();
  const fail = (topic: string) => (e: unknown) => stats.warn('writeErrors', { topic, err: e });
  const track = (p: Promise<unknown>, topic: string) => {
    const tracked = p.catch(fail(topic)).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const dispatch = (
    r: UplinkRoute<z.ZodType>,
    robotId: number | undefined,
    msg: unknown,
    flow: UplinkFlow,
    topic: string,
    deviceNumber: string,
  ) => {
    if (robotId === undefined) return flow.ingest && stats.warn('unknownRobot', { topic });
    const at = Date.now();
    if (flow.live && d.heard) d.heard(robotId, deviceNumber, at, r === UPLINK_ROUTES.status ? (msg as TDeviceStatus) : undefined);
    if (flow.live && r.live) {
      const done = r.live(d, robotId, msg, at);
      if (done) track(done, topic);
    }
    if (flow.ingest && r.ingest) {
      const done = r.ingest(d, robotId, msg, at);
      if (done) track(done, topic);
      stats.count('ingested');
    }
  };

  /** Counted once (ingest flow), relayed by every live flow; a robot nobody watches costs a map lookup. */
  const handleVideo = (deviceNumber: string, payload: Buffer, flow: UplinkFlow, topic: string) => {
    if (flow.ingest) stats.count('video');
    // Checked on both flows: with an external broker the ingest flow, which counts, is not the live one.
    const frame = decodeVideoFrame(payload);
    if (!frame) {
      const detail = `not a video frame: 8-byte big-endian epoch-ms timestamp, then a JPEG of at most ${VIDEO_FRAME_MAX_BYTES / 1024} KB`;
      return reject(flow, deviceNumber, { topic, reason: 'schema', field: null, detail }, { bytes: payload.length });
    }
    const late = deviceTsProblem(frame.ts, Date.now(), d.tsWindow);
    if (late) return reject(flow, deviceNumber, { topic, reason: 'tsOutOfWindow', field: 'ts', detail: late }, {});
    if (!flow.live) return;
    const jpeg = frame.jpeg as Buffer;
    const show = (id: number | undefined) => {
      if (id === undefined) return;
      d.heard?.(id, deviceNumber, Date.now());
      d.video?.(id, frame.ts, jpeg);
    };
    const known = d.directory.known(deviceNumber);
    if (known !== null) return show(known);
    track(d.directory.idOf(deviceNumber).then(show), topic);
  };

  /**
   * A refused message of a robot: counted under `stat` and recorded for the robot's vendor, once
   * cluster-wide (the ingest flow); a message of an unknown device number is only counted.
   */
  const reject = (
    flow: UplinkFlow,
    deviceNumber: string | null,
    r: { topic: string; reason: TRejectionReason; field: string | null; detail: string },
    logged: Record<string, unknown>,
  ) => {
    if (!flow.ingest) return;
    stats.warn(REJECTION_STATS[r.reason], { ...logged, topic: r.topic, field: r.field, detail: r.detail });
    if (deviceNumber === null) return;
    const at = Date.now();
    const keep = (id: number | undefined) => id !== undefined && d.rejections.record(id, { ...r, at });
    const known = d.directory.known(deviceNumber);
    if (known !== null) return void keep(known);
    track(d.directory.idOf(deviceNumber).then(keep), r.topic);
  };

  const handle = (topic: string, payload: Buffer, flow: UplinkFlow) => {
    const counted = flow.ingest;
    const parsed = parseTopic(topic);
    if (!parsed || parsed.direction !== 'up') {
      const no = upTopicDeviceNumber(topic);
      const sub = topic.split('/').slice(2).join('/');
      const detail = no === null ? 'not a device uplink topic' : `${sub} is not a topic of the protocol (up/ + ${KNOWN_UP}): ignored`;
      return reject(flow, no, { topic, reason: 'unknownTopic', field: null, detail }, {});
    }
    if (counted) stats.uplink(parsed.kind);
    // An empty retained message only clears the retained status on the broker.
    if (payload.length === 0) return;
    const table = UPLINK_ROUTES[parsed.kind];
    if (!table) return handleVideo(parsed.deviceNumber, payload, flow, topic);
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch (e) {
      const detail = `not JSON: ${(e as Error).message}`;
      return reject(flow, parsed.deviceNumber, { topic, reason: 'invalidJson', field: null, detail }, { bytes: payload.length });
    }
    const msg = (table.schema as z.ZodType).safeParse(json);
    if (!msg.success) {
      const issues = summary(msg.error);
      return reject(flow, parsed.deviceNumber, { topic, reason: 'schema', ...schemaRejection(msg.error) }, { issues });
    }
    // Before the live state or the database see it: a refused timestamp moves nothing (docs "Timestamps").
    const late = findDeviceTsProblem(parsed.kind, msg.data as Record<string, unknown>, Date.now(), d.tsWindow);
    if (late) return reject(flow, parsed.deviceNumber, { topic, reason: 'tsOutOfWindow', ...late }, {});
    const r = table as UplinkRoute<z.ZodType>;
    const known = d.directory.known(parsed.deviceNumber);
    if (known !== null) return dispatch(r, known, msg.data, flow, topic, parsed.deviceNumber);
    track(
      d.directory.idOf(parsed.deviceNumber).then((id) => dispatch(r, id, msg.data, flow, topic, parsed.deviceNumber)),
      topic,
    );
  };

  return Object.assign(
    (topic: string, payload: Buffer, flow: UplinkFlow) => {
      try {
        handle(topic, payload, flow);
      } catch (e) {
        fail(topic)(e);
      }
    },
    {
      /** Waits until every message received so far is handled (and its presence queued). */
      async drain() {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      },
    },
  );
};
