import { date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

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
