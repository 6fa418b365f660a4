import { COMMAND_TYPES, UP_KINDS, type TCommandType, type TRejectionReason, type TUpKind } from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describeDbError } from '../db/connection-error';

/** What the gateway counts; exposed by `app.gateway.stats()` for tests, health pages, benchmarks and /metrics. */
export const STAT_NAMES = [
  'ingested',
  'invalidJson',
  'invalidPayload',
  'unknownTopic',
  'unknownRobot',
  'video',
  'aclDenied',
  'authRefused',
  'writeErrors',
  'acks',
  /** Acks of a command that had already ended as wait timeout (after its expiry, or after the sweeper). */
  'lateAcks',
  /** Acks of a command already answered: a robot answers a re-sent command again with its first ack. */
  'duplicateAcks',
  'unknownAcks',
  /** States a browser did not get because a newer state of the same robot replaced them first (coalescing). */
  'liveSuperseded',
  /** Notices from other server instances that were not JSON or not of their schema (notices.ts): dropped. */
  'invalidNotices',
  /** Video frames a browser did not get: a newer frame of the robot replaced them while its socket was behind. */
  'liveFramesDropped',
  /** Domain uplinks (maps, runs, configuration) no module registered for. */
  'unhandled',
  /** Rows the database refused for their data, dropped alone while the rest of their batch was written. */
  'rowsRejected',
  /** Packets over the size limit of their topic: the robot's connection was closed (embedded broker). */
  'oversized',
  /** Publishes a robot marked retained on a topic other than up/status: delivered, not retained. */
  'retainStripped',
  /** Events over a robot's rate limit, not stored (one `flood` event per minute is stored instead). */
  'eventsLimited',
  /** Uplinks whose timestamp lies outside DEVICE_TS_PAST_DAYS … DEVICE_TS_FUTURE_SECONDS around the server's clock: refused. */
  'tsOutOfWindow',
] as const;
export type TStatName = (typeof STAT_NAMES)[number];

/**
 * The count behind each rejection reason a vendor sees (contracts device/rejections.ts; /metrics
 * `fleet_device_rejected_total`): the same counts as the refusals above, named as the protocol names them.
 */
export const REJECTION_STATS: Record<TRejectionReason, TStatName> = {
  invalidJson: 'invalidJson',
  schema: 'invalidPayload',
  tsOutOfWindow: 'tsOutOfWindow',
  unknownTopic: 'unknownTopic',
  oversized: 'oversized',
};

/**
 * How a command went, as far as this instance saw it: sent (stored and published), resent (published
 * again when its robot came back online, once per time), refused because the robot was offline (nothing
 * stored), or answered: success, failure, or timeout (no ack before the expiry, including an ack that
 * came after it).
 */
export const COMMAND_OUTCOMES = ['sent', 'resent', 'refused_offline', 'success', 'failure', 'timeout'] as const;
export type TCommandOutcome = (typeof COMMAND_OUTCOMES)[number];

/**
 * The totals are sums of the labelled counts (`breakdown()`): each uplink or command outcome is counted
 * once, by kind or by type. `received`: uplinks on a known topic; `timeouts`: commands that ended so.
 */
export type GatewayStats = Record<TStatName | 'received' | 'commandsSent' | 'timeouts', number>;
export interface GatewayBreakdown {
  uplinks: Record<TUpKind, number>;
  commands: Record<TCommandType, Record<TCommandOutcome, number>>;
}

/** A burst of bad messages (one broken firmware on 1,000 robots) must not flood the log. */
const LOG_EVERY_MS = 10_000;

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

export const createStats = (log: FastifyBaseLogger) => {
  const counts = zeros(STAT_NAMES);
  const uplinks = zeros(UP_KINDS);
  const commands = Object.fromEntries(COMMAND_TYPES.map((t) => [t, zeros(COMMAND_OUTCOMES)])) as GatewayBreakdown['commands'];
  const lastLog = new Map<TStatName, { at: number; suppressed: number }>();
  return {
    count(name: TStatName, n = 1) {
      counts[name] += n;
    },
    /** An uplink on a known topic (the ingest flow: once cluster-wide). */
    uplink(kind: TUpKind) {
      uplinks[kind] += 1;
    },
    command(type: TCommandType, outcome: TCommandOutcome) {
      // A row of a type the contracts no longer define (an old command) has no counter: not worth one.
      const byOutcome = commands[type] as Record<TCommandOutcome, number> | undefined;
      if (byOutcome) byOutcome[outcome] += 1;
    },
    /** Counts and logs at most once per kind every 10 s, saying how many were not logged in between; `err` in one short line. */
    warn(name: TStatName, detail: Record<string, unknown>) {
      counts[name] += 1;
      const now = Date.now();
      const last = lastLog.get(name);
      if (last && now - last.at < LOG_EVERY_MS) {
        last.suppressed += 1;
        return;
      }
      const err = 'err' in detail ? { err: describeDbError(detail.err) } : {};
      log.warn({ ...detail, ...err, kind: name, suppressed: last?.suppressed ?? 0 }, `gateway: ${name}`);
      lastLog.set(name, { at: now, suppressed: 0 });
    },
    snapshot: (): GatewayStats => {
      const byType = Object.values(commands);
      return {
        ...counts,
        received: sum(uplinks),
        commandsSent: byType.reduce((n, o) => n + o.sent, 0),
        timeouts: byType.reduce((n, o) => n + o.timeout, 0),
      };
    },
    breakdown: (): GatewayBreakdown => ({
      uplinks: { ...uplinks },
      commands: Object.fromEntries(Object.entries(commands).map(([t, o]) => [t, { ...o }])) as GatewayBreakdown['commands'],
    }),
  };
};
export type Stats = ReturnType<typeof createStats>;
