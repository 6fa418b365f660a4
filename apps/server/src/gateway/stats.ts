import type { FastifyBaseLogger } from 'fastify';
import { describeDbError } from '../db/connection-error';

/** What the gateway counts; exposed by `app.gateway.stats()` for tests, health pages and benchmarks. */
export const STAT_NAMES = [
  'received', 'ingested', 'invalidJson', 'invalidPayload', 'unknownTopic', 'unknownRobot', 'video',
  'aclDenied', 'authRefused', 'writeErrors', 'acks', 'lateAcks', 'unknownAcks', 'timeouts', 'commandsSent',
  /** States a browser did not get because a newer state of the same robot replaced them first (coalescing). */
  'liveSuperseded',
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
] as const;
export type TStatName = (typeof STAT_NAMES)[number];
export type GatewayStats = Record<TStatName, number>;

/** A burst of bad messages (one broken firmware on 1,000 robots) must not flood the log. */
const LOG_EVERY_MS = 10_000;

export const createStats = (log: FastifyBaseLogger) => {
  const counts = Object.fromEntries(STAT_NAMES.map((n) => [n, 0])) as GatewayStats;
  const lastLog = new Map<TStatName, { at: number; suppressed: number }>();
  return {
    count(name: TStatName, n = 1) {
      counts[name] += n;
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
    snapshot: (): GatewayStats => ({ ...counts }),
  };
};
export type Stats = ReturnType<typeof createStats>;
