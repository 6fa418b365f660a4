import {
  versionText,
  type TListSort,
  type TRobotType,
  type TPackageSortField,
  type TPackageState,
  type TPackageType,
  type TSoftwareType,
} from '@fleet/contracts';
import { and, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { files, organizations, packageReleaseOrgs, versionPackages, versions, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';
import { versionTextSql } from '../version/version.repository';

const submitter = alias(users, 'submitter');
const releaser = alias(users, 'releaser');

/**
 * Released to an organisation at or above `orgPath` (a release to an organisation covers its subtree).
 * The one rule for "which released packages may org X use": the lists here call it with the caller's
 * path, OTA campaigns with each robot's organisation path (a column).
 */
export const releasedToCondition = (orgPath: string | AnyColumn | SQL): SQL =>
  and(
    eq(versionPackages.state, 'released'),
    sql`exists (select 1 from ${packageReleaseOrgs} join ${organizations} as release_org on release_org.id = ${packageReleaseOrgs.orgId}
      where ${packageReleaseOrgs.packageId} = ${versionPackages.id} and starts_with(${orgPath}, release_org.path))`,
  )!;

/**
 * Who sees a package: the builders (its version's organisation lies in the caller's subtree) and those it
 * was released to (releasedToCondition). A package of business A is never visible to business B.
 * Needs `organizations` joined as the version's organisation.
 */
export const packageVisibleCondition = (orgPath: string): SQL =>
  or(scopeCondition(organizations.path, orgPath), releasedToCondition(orgPath))!;

const columns = {
  id: versionPackages.id,
  versionId: versionPackages.versionId,
  softwareType: versions.softwareType,
  major: versions.major,
  minor: versions.minor,
  packageType: versionPackages.packageType,
  source: versionPackages.source,
  fileId: versionPackages.fileId,
  fileName: files.name,
  storedName: files.storedName,
  url: versionPackages.url,
  md5: versionPackages.md5,
  sha256: versionPackages.sha256,
  size: versionPackages.size,
  note: versionPackages.note,
  state: versionPackages.state,
  submittedBy: submitter.userName,
  submittedAt: versionPackages.submittedAt,
  releasedBy: releaser.userName,
  releasedAt: versionPackages.releasedAt,
  /** The version's organisation path: whether the caller is among the builders. */
  orgPath: organizations.path,
};

const base = (db: Tx) =>
  db
    .select(columns)
    .from(versionPackages)
    .innerJoin(versions, eq(versions.id, versionPackages.versionId))
    .innerJoin(organizations, eq(organizations.id, versions.orgId))
    .leftJoin(files, eq(files.id, versionPackages.fileId))
    .leftJoin(submitter, eq(submitter.id, versionPackages.submittedBy))
    .leftJoin(releaser, eq(releaser.id, versionPackages.releasedBy));

export interface PackageFilters extends TListSort<TPackageSortField> {
  versionId?: number;
  softwareType?: TSoftwareType;
  packageType?: TPackageType;
  state?: TPackageState;
  keyword?: string;
}

const sortBy = { submittedAt: versionPackages.submittedAt, releasedAt: versionPackages.releasedAt };

export const listPackages = async (db: Tx, orgPath: string, f: PackageFilters, page: number, pageSize: number) => {
  const where = and(
    packageVisibleCondition(orgPath),
    f.versionId !== undefined ? eq(versionPackages.versionId, f.versionId) : undefined,
    f.softwareType ? eq(versions.softwareType, f.softwareType) : undefined,
    f.packageType ? eq(versionPackages.packageType, f.packageType) : undefined,
    f.state ? eq(versionPackages.state, f.state) : undefined,
    f.keyword
      ? or(sql`${versionTextSql} ilike ${containsPattern(f.keyword)}`, sql`${versionPackages.note} ilike ${containsPattern(f.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...listOrder(f, sortBy, versionPackages.id, [desc(versionPackages.submittedAt), desc(versionPackages.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(versionPackages)
      .innerJoin(versions, eq(versions.id, versionPackages.versionId))
      .innerJoin(organizations, eq(organizations.id, versions.orgId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
export type PackageRow = Awaited<ReturnType<typeof listPackages>>['rows'][number];

/** A package the caller may see (builders or released to them), for a download. */
export const findVisiblePackage = async (db: Tx, id: number, orgPath: string) => {
  const [row] = await base(db).where(and(eq(versionPackages.id, id), packageVisibleCondition(orgPath)));
  return row;
};

/** A package of a version of the caller's subtree (the builders), locked for the change that follows. */
export const findPackageInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await base(db)
    .where(and(eq(versionPackages.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: versionPackages });
  return row;
};

/** The organisations each package is released to, by package id. */
export const releaseOrgsOf = async (db: Tx, ids: readonly number[]) => {
  const byId = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ packageId: packageReleaseOrgs.packageId, id: organizations.id, name: organizations.name })
    .from(packageReleaseOrgs)
    .innerJoin(organizations, eq(organizations.id, packageReleaseOrgs.orgId))
    .where(inArray(packageReleaseOrgs.packageId, [...ids]))
    .orderBy(organizations.path);
  for (const r of rows) byId.set(r.packageId, [...(byId.get(r.packageId) ?? []), { id: r.id, name: r.name }]);
  return byId;
};

/** The versions defined in the caller's subtree, newest first (the pickers). */
export const listVersionOptions = (db: Tx, scopePath: string) =>
  db
    .select({
      id: versions.id,
      softwareType: versions.softwareType,
      major: versions.major,
      minor: versions.minor,
      robotTypes: sql<TRobotType[]>`${versions.robotTypes}`,
    })
    .from(versions)
    .innerJoin(organizations, eq(organizations.id, versions.orgId))
    .where(scopeCondition(organizations.path, scopePath))
    .orderBy(desc(versions.createdAt), desc(versions.id));

export const insertPackage = async (db: Tx, values: typeof versionPackages.$inferInsert) => {
  const [row] = await db.insert(versionPackages).values(values).returning({ id: versionPackages.id });
  return row!.id;
};

export const updatePackageRow = (db: Tx, id: number, values: Partial<typeof versionPackages.$inferInsert>) =>
  db.update(versionPackages).set(values).where(eq(versionPackages.id, id));

export const deletePackageRow = (db: Tx, id: number) => db.delete(versionPackages).where(eq(versionPackages.id, id));

export const insertReleaseOrgs = (db: Tx, packageId: number, orgIds: readonly number[]) =>
  db.insert(packageReleaseOrgs).values(orgIds.map((orgId) => ({ packageId, orgId })));

/** Packages built from a file (the file store's "in use" check: a package's file cannot be deleted under it). */
export const findPackagesUsingFile = async (db: Tx, fileId: number) =>
  (
    await db
      .select({ id: versionPackages.id, major: versions.major, minor: versions.minor })
      .from(versionPackages)
      .innerJoin(versions, eq(versions.id, versionPackages.versionId))
      .where(eq(versionPackages.fileId, fileId))
  ).map((p) => `package:${p.id} ${versionText(p)}`);
