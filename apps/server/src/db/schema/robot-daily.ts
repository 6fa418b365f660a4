import { bigint, date, index, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Daily rollups per robot (issue 13), so statistics and dashboards read one row per robot and day
 * instead of raw runs and events. A day is a calendar day in the database's time zone
 * (lib/daily-rollup.ts says why). Measured figures are `numeric`: they are sums of the runs' `real`
 * values taken as the decimals the robot reported (lib/sql-measured.ts), so adding a run and
 * recomputing the day give the same number to the last digit. Units are the runs' own: m², seconds,
 * kWh, L, km. Maintained in the writers' transactions (a finished run, an inserted event batch);
 * `modules/statistics/rollup-rebuild.ts` recomputes any range from the raw rows.
 */
export const robotDaily = pgTable(
  'robot_daily',
  {
    robotId: integer('robot_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    runs: integer('runs').notNull().default(0),
    areaM2: numeric('area_m2', { mode: 'number' }).notNull().default(0),
    runSeconds: numeric('run_seconds', { mode: 'number' }).notNull().default(0),
    energyKwh: numeric('energy_kwh', { mode: 'number' }).notNull().default(0),
    waterL: numeric('water_l', { mode: 'number' }).notNull().default(0),
    distanceKm: numeric('distance_km', { mode: 'number' }).notNull().default(0),
    /** Events of level warning or above (device payloads' EVENT_LEVELS) stamped on this day. */
    faults: integer('faults').notNull().default(0),
    /** Seconds the robot was reporting (lib/daily-rollup.ts: telemetry samples credited with their gaps). */
    onlineSeconds: integer('online_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.robotId, t.day] }), index('robot_daily_day_idx').on(t.day)],
);

/** The summed figures of robot_daily (not online time, which no reader sums over robots or days yet). */
const sums = () => ({
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  areaM2: numeric('area_m2', { mode: 'number' }).notNull().default(0),
  runSeconds: numeric('run_seconds', { mode: 'number' }).notNull().default(0),
  energyKwh: numeric('energy_kwh', { mode: 'number' }).notNull().default(0),
  waterL: numeric('water_l', { mode: 'number' }).notNull().default(0),
  distanceKm: numeric('distance_km', { mode: 'number' }).notNull().default(0),
  faults: bigint('faults', { mode: 'number' }).notNull().default(0),
});

/**
 * Running totals per robot (migration 0020): the row of (robot, day) holds the robot's robot_daily
 * sums of every day up to and including `day`, so any range of a robot is two rows, the last row on
 * or before its end minus the last row before its start (lib/rollup-ranges.ts). A day without a row
 * has the totals of the robot's row before it. Kept by the trigger on robot_daily (migration 0020),
 * recomputed by the rebuild; `rollup.test.ts` holds it equal to robot_daily.
 */
export const robotDailyCum = pgTable(
  'robot_daily_cum',
  { robotId: integer('robot_id').notNull(), day: date('day', { mode: 'string' }).notNull(), ...sums() },
  (t) => [primaryKey({ columns: [t.robotId, t.day] })],
);

/**
 * robot_daily summed per day, owning organisation and robot type over the robots not deleted
 * (migration 0020): the fleet, site and type trends read a few rows per day instead of one per robot.
 * Kept by the triggers on robot_daily and on robots (a robot that moves organisation, changes type or
 * is deleted takes its days with it), recomputed by the rebuild; `rollup.test.ts` holds it equal to
 * robot_daily. A hosted robot is here under its owner: a host reads its days from robot_daily.
 */
export const robotDailyGroup = pgTable(
  'robot_daily_group',
  {
    day: date('day', { mode: 'string' }).notNull(),
    orgId: integer('org_id').notNull(),
    robotType: smallint('robot_type').notNull(),
    /** robot_daily rows summed here: a day a robot of the group has a row for (even online time only) is a day of its trend. */
    robotDays: integer('robot_days').notNull().default(0),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.day, t.orgId, t.robotType] })],
);
