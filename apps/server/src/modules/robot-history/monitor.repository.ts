import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

export interface MonitorRow {
  t: Date;
  samples: number;
  battery: number | null;
  batteryMin: number | null;
  batteryMax: number | null;
  speed: number | null;
  speedMax: number | null;
  signal: number | null;
  working: number;
  charging: number;
  fault: number;
}

/** Fault states of spec §4 device state: abnormal (2) and emergency stop (4). */
const FAULT_STATES = sql.raw('(2, 4)');

/** The current window, straight from the samples (at most an hour: a few hundred rows). */
export const monitorFromSamples = async (db: Tx, robotId: number, from: Date, to: Date, bucketSeconds: number) =>
  (
    await db.execute(sql`
      select date_bin(make_interval(secs => ${bucketSeconds}), ts, timestamptz 'epoch') as "t", count(*)::int as "samples",
        avg(battery)::float8 as "battery", min(battery)::float8 as "batteryMin", max(battery)::float8 as "batteryMax",
        avg(speed)::float8 as "speed", max(speed)::float8 as "speedMax", avg(signal)::float8 as "signal",
        (count(*) filter (where work_status = 1))::float8 / count(*) as "working",
        (count(*) filter (where charge_status > 0))::float8 / count(*) as "charging",
        (count(*) filter (where device_state in ${FAULT_STATES}))::float8 / count(*) as "fault"
      from robot_telemetry
      where robot_id = ${robotId} and ts >= ${from.toISOString()} and ts < ${to.toISOString()}
      group by 1 order by 1`)
  ).rows as unknown as MonitorRow[];

/**
 * Week and month, from the 15-minute rollups merged into wider buckets: averages weighted by their
 * sample counts, so a bucket with one sample does not weigh as much as one with ninety.
 */
export const monitorFromRollups = async (db: Tx, robotId: number, from: Date, to: Date, bucketSeconds: number) =>
  (
    await db.execute(sql`
      select date_bin(make_interval(secs => ${bucketSeconds}), bucket, timestamptz 'epoch') as "t", sum(samples)::int as "samples",
        (sum(battery_avg * samples) / nullif(sum(samples) filter (where battery_avg is not null), 0))::float8 as "battery",
        min(battery_min)::float8 as "batteryMin", max(battery_max)::float8 as "batteryMax",
        (sum(speed_avg * samples) / nullif(sum(samples) filter (where speed_avg is not null), 0))::float8 as "speed",
        max(speed_max)::float8 as "speedMax",
        (sum(signal_avg * samples) / nullif(sum(samples) filter (where signal_avg is not null), 0))::float8 as "signal",
        sum(working)::float8 / sum(samples) as "working", sum(charging)::float8 / sum(samples) as "charging",
        sum(fault)::float8 / sum(samples) as "fault"
      from robot_telemetry_15m
      where robot_id = ${robotId} and bucket >= ${from.toISOString()} and bucket < ${to.toISOString()}
      group by 1 order by 1`)
  ).rows as unknown as MonitorRow[];
