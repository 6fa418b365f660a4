import type { AREA_SORT_FIELDS, TAreaKind, TListSort } from '@fleet/contracts';
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { areaNumbers, areas, organizations, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const createdUser = alias(users, 'created_user');
const updatedUser = alias(users, 'updated_user');

/** The unique index that backs AREA_NAME_TAKEN when two saves race (db/schema/area.ts). */
export const AREA_NAME_UQ = 'areas_org_name_uq';

const columns = {
  id: areas.id,
  number: areas.number,
  name: areas.name,
  kind: areas.kind,
  orgId: areas.orgId,
  orgName: organizations.name,
  address: areas.address,
  floors: areas.floors,
  zones: areas.zones,
  liftControl: areas.liftControl,
  enabled: areas.enabled,
  workArea: areas.workArea,
  frequency: areas.frequency,
  longitude: areas.longitude,
  latitude: areas.latitude,
  createdAt: areas.createdAt,
  createdBy: createdUser.userName,
  updatedAt: areas.updatedAt,
  updatedBy: updatedUser.userName,
};

const sortBy = { number: areas.number, name: areas.name, workArea: areas.workArea, createdAt: areas.createdAt };

export interface AreaFilters extends TListSort<(typeof AREA_SORT_FIELDS)[number]> {
  keyword?: string | undefined;
  kind?: TAreaKind | undefined;
  enabled?: boolean | undefined;
  ids?: number[];
}

/** Areas of organisations in the subtree at `scopePath` (the caller's, or an organisation of it): nothing else exists for them. */
const where = (scopePath: string, f: AreaFilters) => {
  const keyword = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    scopeCondition(organizations.path, scopePath),
    f.kind === undefined ? undefined : eq(areas.kind, f.kind),
    f.enabled === undefined ? undefined : eq(areas.enabled, f.enabled),
    f.ids ? inArray(areas.id, f.ids) : undefined,
    keyword ? or(...[areas.name, areas.number, areas.address].map((c) => sql`${c} ilike ${keyword}`)) : undefined,
  );
};

/** One page of the list; newest areas first when no sort is asked. */
export const pageAreas = (db: Tx, scopePath: string, f: AreaFilters, limit: number, offset: number) =>
  db
    .select(columns)
    .from(areas)
    .innerJoin(organizations, eq(organizations.id, areas.orgId))
    .leftJoin(createdUser, eq(createdUser.id, areas.createdBy))
    .leftJoin(updatedUser, eq(updatedUser.id, areas.updatedBy))
    .where(where(scopePath, f))
    .orderBy(...listOrder(f, sortBy, areas.id, [desc(areas.id)]))
    .limit(limit)
    .offset(offset);
export type AreaRow = Awaited<ReturnType<typeof pageAreas>>[number];

export const countAreas = async (db: Tx, scopePath: string, f: AreaFilters) => {
  const [row] = await db
    .select({ n: count() })
    .from(areas)
    .innerJoin(organizations, eq(organizations.id, areas.orgId))
    .where(where(scopePath, f));
  return row?.n ?? 0;
};

/** The area if the caller's subtree owns it, locked for the change that follows. */
export const lockAreaInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select({ id: areas.id, number: areas.number, name: areas.name, orgId: areas.orgId })
    .from(areas)
    .innerJoin(organizations, eq(organizations.id, areas.orgId))
    .where(and(eq(areas.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: areas });
  return row;
};

/** Whether another area of the organisation has this name, letter case aside (the unique index's rule). */
export const areaNameTaken = async (db: Tx, orgId: number, name: string, exceptId?: number) => {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(eq(areas.orgId, orgId), sql`lower(${areas.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(areas.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
};

export const nextAreaSeq = async (db: Tx) => {
  const r = await db.execute<{ n: string }>(sql`select nextval(${areaNumbers.seqName}::regclass) as n`);
  return Number(r.rows[0]!.n);
};

export const insertArea = async (db: Tx, values: typeof areas.$inferInsert) => {
  const [row] = await db.insert(areas).values(values).returning({ id: areas.id, number: areas.number });
  return row!;
};

export const updateAreaFields = (db: Tx, id: number, values: Partial<typeof areas.$inferInsert>) =>
  db.update(areas).set(values).where(eq(areas.id, id));

/** Its area_robots rows go with it (on delete cascade). */
export const deleteAreaRow = (db: Tx, id: number) => db.delete(areas).where(eq(areas.id, id));

/** The areas of an organisation (the demo seeds one per site that has none). */
export const countAreasOfOrg = async (db: Tx, orgId: number) => {
  const [row] = await db.select({ n: count() }).from(areas).where(eq(areas.orgId, orgId));
  return row?.n ?? 0;
};
