import { index, integer, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';

/**
 * 15-minute rollups of robot_telemetry (modules/robot-history/rollup.ts), so the monitor's week and
 * month windows read 672 or 2,880 rows per robot instead of a month of samples. Counters are numbers
 * of samples, so shares (working, charging, fault) stay exact when buckets are merged into hours.
 */
export const robotTelemetry15m = pgTable(
  'robot_telemetry_15m',
  {
    robotId: integer('robot_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    samples: integer('samples').notNull(),
    batteryAvg: real('battery_avg'),
    batteryMin: real('battery_min'),
    batteryMax: real('battery_max'),
    speedAvg: real('speed_avg'),
    speedMax: real('speed_max'),
    signalAvg: real('signal_avg'),
    working: integer('working').notNull().default(0),
    charging: integer('charging').notNull().default(0),
    fault: integer('fault').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.robotId, t.bucket] }), index('robot_telemetry_15m_bucket_idx').on(t.bucket)],
);
