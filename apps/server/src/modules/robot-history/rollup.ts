import { TELEMETRY_RETENTION_DAYS_DEFAULT } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { startLockedJob } from '../../lib/locked-job';
import { retentionCutoff } from '../../lib/retention';

/** Rollups are kept this long: a year of monitor history, and a day more. */
export const ROLLUP_RETENTION_DAYS = 366;
const ROLLUP_LOCK = 0x70_6c_6c_75; // 'pllu': one instance rolls up at a time
/** Buckets this far back are recomputed on every run: samples of slow instances land late. */
const LATE_MS = 30 * 60_000;

/**
 * Recomputes the 15-minute rollups of every bucket that has samples in [from, to). Idempotent: a
 * bucket is recomputed whole from its samples, so running twice, or on two instances, gives the same rows.
 */
export const rollupTelemetry = (db: Tx, from: Date, to: Date) =>
  db.execute(sql`
    with b as (select date_bin(interval '15 minutes', ${from.toISOString()}::timestamptz, timestamptz 'epoch') as start)
    insert into robot_telemetry_15m (robot_id, bucket, samples, battery_avg, battery_min, battery_max, speed_avg, speed_max,
      signal_avg, working, charging, fault)
    select robot_id, date_bin(interval '15 minutes', ts, timestamptz 'epoch'), count(*), avg(battery), min(battery), max(battery),
      avg(speed), max(speed), avg(signal), count(*) filter (where work_status = 1), count(*) filter (where charge_status > 0),
      count(*) filter (where device_state in (2, 4))
    from robot_telemetry, b
    where ts >= b.start and ts < ${to.toISOString()}
    group by 1, 2
    on conflict (robot_id, bucket) do update set samples = excluded.samples, battery_avg = excluded.battery_avg,
      battery_min = excluded.battery_min, battery_max = excluded.battery_max, speed_avg = excluded.speed_avg,
      speed_max = excluded.speed_max, signal_avg = excluded.signal_avg, working = excluded.working,
      charging = excluded.charging, fault = excluded.fault`);

/** Samples older than `sampleDays` (TELEMETRY_RETENTION_DAYS) and rollups older than a year. */
export const pruneHistory = async (db: Tx, now: Date, sampleDays = TELEMETRY_RETENTION_DAYS_DEFAULT) => {
  await db.execute(sql`delete from robot_telemetry where ts < ${retentionCutoff(now, sampleDays).toISOString()}`);
  await db.execute(sql`delete from robot_telemetry_15m where bucket < ${retentionCutoff(now, ROLLUP_RETENTION_DAYS).toISOString()}`);
};

/** Where a run starts after a restart: the newest rolled-up bucket, else the oldest sample kept. */
const resumePoint = async (db: Tx) => {
  const r = (
    await db.execute(sql`
    select coalesce((select max(bucket) from robot_telemetry_15m), (select min(ts) from robot_telemetry)) as "at"`)
  ).rows[0] as { at: string | Date | null } | undefined;
  return r?.at ? new Date(r.at) : null;
};

/**
 * The rollup job: every `everyMs`, on one instance at a time (advisory lock); hourly it also drops
 * samples and rollups past their retention.
 */
export const startTelemetryRollup = (
  db: Db,
  log: FastifyBaseLogger,
  opts: { everyMs: number; sampleRetentionDays?: number | undefined },
) => {
  let since: Date | null = null;
  let lastPrune = 0;
  return startLockedJob(db, log, {
    name: 'telemetry rollup',
    lockKey: ROLLUP_LOCK,
    everyMs: opts.everyMs,
    work: async (tx) => {
      const now = new Date();
      const from = since ?? (await resumePoint(tx)) ?? now;
      await rollupTelemetry(tx, new Date(Math.min(from.getTime(), now.getTime() - LATE_MS)), now);
      since = now;
      if (now.getTime() - lastPrune > 3_600_000) {
        await pruneHistory(tx, now, opts.sampleRetentionDays);
        lastPrune = now.getTime();
      }
    },
  });
};
