import { LANDMARK_ORG_LEVEL } from '@fleet/contracts';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { areas, orgLandmarks, organizations, userLandmarks, users } from '../../db/schema';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const parent = alias(organizations, 'parent');

export interface LandmarkFilters {
  keyword?: string | undefined;
  ids?: number[];
}

/** Landmarks are the point-level organisations of the subtree at `scopePath`; nothing else exists for these routes. */
const where = (scopePath: string, f: LandmarkFilters) => {
  const keyword = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    eq(organizations.level, LANDMARK_ORG_LEVEL),
    scopeCondition(organizations.path, scopePath),
    f.ids ? inArray(organizations.id, f.ids) : undefined,
    keyword ? or(sql`${organizations.name} ilike ${keyword}`, sql`${organizations.code} ilike ${keyword}`) : undefined,
  );
};

/** One page, by name (the id breaks ties), with the parent's name and the landmark file when there is one. */
export const pageLandmarks = (db: Tx, scopePath: string, f: LandmarkFilters, limit: number, offset: number) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      code: organizations.code,
      parentId: organizations.parentId,
      parentName: parent.name,
      longitude: organizations.longitude,
      latitude: organizations.latitude,
      fileName: orgLandmarks.fileName,
      fileSize: orgLandmarks.size,
      fileSha256: orgLandmarks.sha256,
      fileUploadedAt: orgLandmarks.uploadedAt,
    })
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.parentId))
    .leftJoin(orgLandmarks, eq(orgLandmarks.orgId, organizations.id))
    .where(where(scopePath, f))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit)
    .offset(offset);
export type LandmarkRow = Awaited<ReturnType<typeof pageLandmarks>>[number];

export const countLandmarks = async (db: Tx, scopePath: string, f: LandmarkFilters) => {
  const [row] = await db.select({ n: count() }).from(organizations).where(where(scopePath, f));
  return row?.n ?? 0;
};

/** Areas per landmark, for a page of them. */
export const countAreasOf = async (db: Tx, orgIds: number[]) =>
  orgIds.length === 0
    ? new Map<number, number>()
    : new Map(
        (await db.select({ orgId: areas.orgId, n: count() }).from(areas).where(inArray(areas.orgId, orgIds)).groupBy(areas.orgId)).map(
          (r) => [r.orgId, r.n],
        ),
      );

/** Users bound to each landmark; a deleted user keeps its binding rows but operates nothing. */
export const countUsersOf = async (db: Tx, orgIds: number[]) =>
  orgIds.length === 0
    ? new Map<number, number>()
    : new Map(
        (
          await db
            .select({ orgId: userLandmarks.orgId, n: count() })
            .from(userLandmarks)
            .innerJoin(users, eq(users.id, userLandmarks.userId))
            .where(and(inArray(userLandmarks.orgId, orgIds), isNull(users.deletedAt)))
            .groupBy(userLandmarks.orgId)
        ).map((r) => [r.orgId, r.n]),
      );
