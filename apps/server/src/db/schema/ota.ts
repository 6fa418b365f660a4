import type { TCampaignState, TOtaWaitReason, TSoftwareType, TTargetState } from '@fleet/contracts';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { robots } from './robot';
import { users } from './user';
import { versionPackages } from './version';

/**
 * Package download grants (issue 15, device protocol §11): the address an `otaUpgrade` command gives a
 * robot carries a 256-bit token, of which only the SHA-256 is kept (as for display links). A grant reads
 * one package, for one robot (which must also present its device credential), until `expires_at`.
 * Kept in the database, not signed with a server key, so every instance honours it without shared config.
 */
export const packageGrants = pgTable(
  'package_grants',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => versionPackages.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_grants_expires_idx').on(t.expiresAt)],
);

/**
 * OTA campaigns (issue 15): one released package sent to chosen robots in waves. Owned by the
 * organisation of its creator; states move as contracts' CAMPAIGN_MOVES allows. `wave_plan` holds the
 * robots per wave (planWaves); `current_wave` is the index of the wave being run. A rollback campaign
 * names the campaign it undoes.
 */
export const otaCampaigns = pgTable(
  'ota_campaigns',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => versionPackages.id),
    unit: varchar('unit', { length: 16 }).notNull().$type<TSoftwareType>(),
    /** The version text robots will report after the upgrade. */
    version: varchar('version', { length: 60 }).notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 24 }).notNull().$type<TCampaignState>(),
    wavePlan: integer('wave_plan').array().notNull(),
    currentWave: smallint('current_wave').notNull().default(0),
    /** auto: the next wave starts by itself; confirm: a person starts it. */
    advance: varchar('advance', { length: 8 }).notNull().$type<'auto' | 'confirm'>(),
    successPercent: smallint('success_percent').notNull(),
    haltPercent: smallint('halt_percent').notNull(),
    haltCount: integer('halt_count').notNull(),
    /** Maintenance window "HH:MM"–"HH:MM" in `time_zone`; both null: any time. */
    windowStart: varchar('window_start', { length: 5 }),
    windowEnd: varchar('window_end', { length: 5 }),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    minBattery: smallint('min_battery').notNull(),
    retries: smallint('retries').notNull(),
    retryBackoffSeconds: integer('retry_backoff_seconds').notNull(),
    robotTimeoutMinutes: integer('robot_timeout_minutes').notNull(),
    rollbackOf: integer('rollback_of').references((): AnyPgColumn => otaCampaigns.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('ota_campaigns_org_idx').on(t.orgId), index('ota_campaigns_state_idx').on(t.state)],
);

/**
 * The robots of a campaign, each in its wave, moving as contracts' TARGET_MOVES allows. `reason` is
 * the wait reason (upgradeWaitReason) while waiting; `result` the last result code the robot sent.
 */
export const otaTargets = pgTable(
  'ota_targets',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => otaCampaigns.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    wave: smallint('wave').notNull(),
    state: varchar('state', { length: 16 }).notNull().$type<TTargetState>(),
    reason: varchar('reason', { length: 24 }).$type<TOtaWaitReason>(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    commandId: varchar('command_id', { length: 36 }),
    step: smallint('step'),
    percent: smallint('percent'),
    result: smallint('result'),
    /** What the robot reported for the unit before the campaign (a rollback sends it back to it). */
    fromVersion: varchar('from_version', { length: 60 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.robotId] }),
    index('ota_targets_robot_idx').on(t.robotId),
    index('ota_targets_state_idx').on(t.campaignId, t.wave, t.state),
  ],
);

/** Each robot's timeline in a campaign: state changes and the steps it reported. */
export const otaTargetEvents = pgTable(
  'ota_target_events',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => otaCampaigns.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    state: varchar('state', { length: 16 }).$type<TTargetState>(),
    step: smallint('step'),
    percent: smallint('percent'),
    result: smallint('result'),
    reason: varchar('reason', { length: 24 }),
  },
  (t) => [index('ota_target_events_robot_idx').on(t.campaignId, t.robotId, t.at)],
);
