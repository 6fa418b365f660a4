import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orgLandmarks, organizations, userLandmarks } from '../../db/schema';

export const findLandmark = async (db: Tx, orgId: number) => {
  const [row] = await db.select().from(orgLandmarks).where(eq(orgLandmarks.orgId, orgId));
  return row;
};

export const upsertLandmark = (db: Tx, row: typeof orgLandmarks.$inferInsert) =>
  db
    .insert(orgLandmarks)
    .values(row)
    .onConflictDoUpdate({
      target: orgLandmarks.orgId,
      set: {
        fileName: row.fileName,
        size: row.size,
        sha256: row.sha256,
        storedName: row.storedName,
        uploadedBy: row.uploadedBy,
        uploadedAt: sql`now()`,
      },
    });

export const boundLandmarks = (db: Tx, userId: number) =>
  db
    .select({ orgId: organizations.id, name: organizations.name, code: organizations.code, fileName: orgLandmarks.fileName })
    .from(userLandmarks)
    .innerJoin(organizations, eq(organizations.id, userLandmarks.orgId))
    .leftJoin(orgLandmarks, eq(orgLandmarks.orgId, userLandmarks.orgId))
    .where(eq(userLandmarks.userId, userId))
    .orderBy(organizations.name);

export const bind = (db: Tx, userId: number, orgIds: number[]) =>
  db
    .insert(userLandmarks)
    .values(orgIds.map((orgId) => ({ userId, orgId })))
    .onConflictDoNothing();

export const unbind = (db: Tx, userId: number, orgIds: number[]) =>
  db.delete(userLandmarks).where(and(eq(userLandmarks.userId, userId), inArray(userLandmarks.orgId, orgIds)));
