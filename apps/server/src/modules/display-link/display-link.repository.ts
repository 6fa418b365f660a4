import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { displayLinks, organizations, users } from '../../db/schema';
import { scopeCondition } from '../../lib/tenancy';

const creator = alias(users, 'creator');
const columns = {
  id: displayLinks.id,
  name: displayLinks.name,
  orgId: displayLinks.orgId,
  orgName: organizations.name,
  expiresAt: displayLinks.expiresAt,
  revokedAt: displayLinks.revokedAt,
  lastUsedAt: displayLinks.lastUsedAt,
  creator: creator.userName,
  createdAt: displayLinks.createdAt,
};

const base = (db: Tx) =>
  db
    .select(columns)
    .from(displayLinks)
    .innerJoin(organizations, eq(organizations.id, displayLinks.orgId))
    .leftJoin(creator, eq(creator.id, displayLinks.createdBy));

/** Links for organisations of the subtree; a wall has a handful, so the list is not paged. */
export const listDisplayLinks = (db: Tx, scopePath: string) =>
  base(db).where(scopeCondition(organizations.path, scopePath)).orderBy(desc(displayLinks.id)).limit(500);

export const findDisplayLinkInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await base(db).where(and(eq(displayLinks.id, id), scopeCondition(organizations.path, scopePath)));
  return row;
};

export const insertDisplayLink = async (db: Tx, values: typeof displayLinks.$inferInsert) => {
  const [row] = await db.insert(displayLinks).values(values).returning({ id: displayLinks.id });
  return row!.id;
};

export const revokeDisplayLinkRow = (db: Tx, id: number) =>
  db
    .update(displayLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(displayLinks.id, id), isNull(displayLinks.revokedAt)));

export const deleteDisplayLinkRow = (db: Tx, id: number) => db.delete(displayLinks).where(eq(displayLinks.id, id));

/** The link behind a token hash with its organisation (path and name), whatever its state. */
export const findDisplayLinkByHash = async (db: Tx, tokenHash: string) => {
  const [row] = await db
    .select({
      id: displayLinks.id,
      expiresAt: displayLinks.expiresAt,
      revokedAt: displayLinks.revokedAt,
      lastUsedAt: displayLinks.lastUsedAt,
      orgPath: organizations.path,
      orgName: organizations.name,
    })
    .from(displayLinks)
    .innerJoin(organizations, eq(organizations.id, displayLinks.orgId))
    .where(eq(displayLinks.tokenHash, tokenHash));
  return row;
};

/** Last use, unless another request wrote it within `everyMs` (one write per minute per display). */
export const touchDisplayLink = (db: Tx, id: number, everyMs: number) =>
  db
    .update(displayLinks)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(displayLinks.id, id),
        or(isNull(displayLinks.lastUsedAt), lt(displayLinks.lastUsedAt, sql`now() - make_interval(secs => ${everyMs / 1000})`)),
      ),
    );
