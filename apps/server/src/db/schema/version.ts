import type { TPackageSource, TPackageState, TPackageType, TSoftwareType } from '@fleet/contracts';
import { bigint, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { documents } from './document';
import { files } from './file';
import { organizations } from './org';
import { users } from './user';

/**
 * Requirements (issue 15, the demand screen): what a coming version must deliver, owned by an
 * organisation (its staff and the staff above read and change it). `state` moves only as contracts'
 * DEMAND_MOVES allows; `robot_types` are codes of the robot-type catalogue.
 */
export const demands = pgTable(
  'demands',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    description: text('description').notNull().default(''),
    robotTypes: smallint('robot_types').array().notNull(),
    priority: smallint('priority').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('open'),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demands_org_idx').on(t.orgId), index('demands_state_idx').on(t.state, t.priority)],
);

/**
 * Version definitions (the definition screen). One number per software type across the platform
 * (VERSION_EXISTS): a robot reports "2.4.1" for its main unit without saying whose definition it is.
 * `minor` is stored in contracts' normal spelling (normalVersionMinor).
 */
export const versions = pgTable(
  'versions',
  {
    id: serial('id').primaryKey(),
    softwareType: varchar('software_type', { length: 16 }).notNull().$type<TSoftwareType>(),
    major: integer('major').notNull(),
    minor: varchar('minor', { length: 12 }).notNull(),
    description: text('description').notNull(),
    robotTypes: smallint('robot_types').array().notNull(),
    /** Release notes: a version document; the version stays when the document is deleted. */
    releaseNoteId: integer('release_note_id').references(() => documents.id, { onDelete: 'set null' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('versions_number_uq').on(t.softwareType, t.major, t.minor), index('versions_org_idx').on(t.orgId)],
);

/** The requirements a version delivers. */
export const versionDemands = pgTable(
  'version_demands',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => versions.id, { onDelete: 'cascade' }),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.demandId] }), index('version_demands_demand_idx').on(t.demandId)],
);

/**
 * Submitted builds of a version (the submit screen) and their release (the issue screen). An upload's
 * bytes are a file-store file (kind package); an external one has only its url. md5 is what robots
 * check; sha-256 is computed by the server for uploads.
 */
export const versionPackages = pgTable(
  'version_packages',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => versions.id, { onDelete: 'cascade' }),
    packageType: varchar('package_type', { length: 16 }).notNull().$type<TPackageType>(),
    source: varchar('source', { length: 8 }).notNull().$type<TPackageSource>(),
    fileId: integer('file_id').references(() => files.id),
    url: varchar('url', { length: 500 }),
    md5: varchar('md5', { length: 32 }).notNull(),
    sha256: varchar('sha256', { length: 64 }),
    size: bigint('size', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    state: varchar('state', { length: 16 }).notNull().default('submitted').$type<TPackageState>(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('version_packages_version_idx').on(t.versionId), index('version_packages_state_idx').on(t.state)],
);

/** The organisations a package is released to; each covers its subtree. */
export const packageReleaseOrgs = pgTable(
  'package_release_orgs',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => versionPackages.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.orgId] }), index('package_release_orgs_org_idx').on(t.orgId)],
);
