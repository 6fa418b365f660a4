import { Histogram, type Registry } from 'prom-client';
import type { FleetGateway } from '../gateway/gateway.plugin';
import { REJECTION_STATS, type TStatName } from '../gateway/stats';
import { scrapedSeries } from '../lib/scraped-series';

/**
 * The device gateway's series. The gateway counts for itself (stats.ts: tests and benchmarks read the
 * same numbers), so these are read from it at scrape time; only the batch-size histogram is observed as
 * batches are written. Every label takes its values from a closed list (kinds, reasons, command
 * types): never a robot, a device number or an organisation.
 */

/** Uplinks dropped before they took effect, by why: label value → the gateway's count. */
const REFUSED: Record<string, TStatName> = {
  invalid_json: 'invalidJson',
  invalid_payload: 'invalidPayload',
  unknown_topic: 'unknownTopic',
  unknown_robot: 'unknownRobot',
  unhandled: 'unhandled',
  oversized: 'oversized',
  acl_denied: 'aclDenied',
};

/** Rows per flush: from one robot's status to a fleet's second of telemetry. */
const BATCH_BUCKETS = [1, 5, 25, 100, 500, 1_000, 2_500, 5_000, 10_000, 25_000];

export const registerGatewayMetrics = (registry: Registry, gateway: FleetGateway) => {
  const s = scrapedSeries(registry);
  const stats = () => gateway.stats();

  s.gauge(
    'fleet_robots_connected',
    'Robots online as this instance sees them (behind an external broker every instance sees the whole fleet).',
    () => gateway.robotsOnline(),
  );
  s.labelledCounter(
    'fleet_uplinks_received_total',
    'Uplinks received on a known topic, by kind (counted by the instance that ingests them).',
    ['kind'],
    () => Object.entries(gateway.breakdown().uplinks).map(([kind, n]) => [{ kind }, n]),
  );
  s.labelledCounter('fleet_uplinks_refused_total', 'Uplinks and packets dropped before they took effect, by reason.', ['reason'], () => {
    const now = stats();
    return Object.entries(REFUSED).map(([reason, name]) => [{ reason }, now[name]]);
  });
  s.labelledCounter(
    'fleet_device_rejected_total',
    "Robots' messages refused, by the reason the robot's vendor sees (invalidJson, schema, tsOutOfWindow, unknownTopic, oversized).",
    ['reason'],
    () => {
      const now = stats();
      return Object.entries(REJECTION_STATS).map(([reason, name]) => [{ reason }, now[name]]);
    },
  );
  s.counter(
    'fleet_device_auth_refused_total',
    'MQTT logins refused (unknown robot, wrong secret, bad client id or keep-alive).',
    () => stats().authRefused,
  );
  s.counter('fleet_events_rate_limited_total', "Robot events over their robot's rate limit, not stored.", () => stats().eventsLimited);
  s.counter(
    'fleet_ingest_write_errors_total',
    'Ingest writes that failed and were dropped (database away, queue full).',
    () => stats().writeErrors,
  );
  s.counter(
    'fleet_ingest_rows_rejected_total',
    'Rows the database refused for their data, dropped alone while the rest of their batch was written.',
    () => stats().rowsRejected,
  );
  const batches = new Histogram({
    name: 'fleet_ingest_batch_rows',
    help: 'Rows written per ingest flush, by batch (presence, state, samples, events).',
    labelNames: ['batch'],
    buckets: BATCH_BUCKETS,
    registers: [registry],
  });
  gateway.onIngestBatch((batch, rows) => batches.observe({ batch }, rows));

  s.gauge('fleet_live_browsers', "Browser sockets connected to this instance's live hub.", () => gateway.liveConnections());
  s.counter(
    'fleet_live_states_superseded_total',
    'Robot states a browser did not get because a newer state replaced them first.',
    () => stats().liveSuperseded,
  );
  s.counter(
    'fleet_live_frames_dropped_total',
    'Video frames a slow browser did not get because a newer frame replaced them.',
    () => stats().liveFramesDropped,
  );

  s.labelledCounter(
    'fleet_commands_total',
    'Commands by type and outcome (sent, resent, refused_offline, success, failure, timeout).',
    ['command', 'outcome'],
    () =>
      Object.entries(gateway.breakdown().commands).flatMap(([command, outcomes]) =>
        Object.entries(outcomes).map(([outcome, n]): [Record<string, string>, number] => [{ command, outcome }, n]),
      ),
  );
};
