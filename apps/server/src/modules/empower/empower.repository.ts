import { containsPattern } from '../../lib/sql-like';
import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { apiKeys, organizations, users } from '../../db/schema';
import { scopeCondition } from '../../lib/tenancy';

const creator = alias(users, 'creator');
const columns = {
  id: apiKeys.id,
  orgId: apiKeys.orgId,
  orgName: organizations.name,
  orgPath: organizations.path,
  companyCode: apiKeys.companyCode,
  provider: apiKeys.provider,
  keyId: apiKeys.keyId,
  beginAt: apiKeys.beginAt,
  endAt: apiKeys.endAt,
  enabled: apiKeys.enabled,
  creator: creator.userName,
  createdAt: apiKeys.createdAt,
};

const stateCondition = (state?: string): SQL | undefined => {
  const now = sql`now()`;
  if (state === 'disabled') return eq(apiKeys.enabled, false);
  if (state === 'pending') return and(eq(apiKeys.enabled, true), gt(apiKeys.beginAt, now));
  if (state === 'expired') return and(eq(apiKeys.enabled, true), lte(apiKeys.endAt, now));
  if (state === 'active') return and(eq(apiKeys.enabled, true), lte(apiKeys.beginAt, now), gt(apiKeys.endAt, now));
  return undefined;
};

export const listApiKeys = async (
  db: Tx,
  scopePath: string,
  f: { companyCode?: string; provider?: string; state?: string },
  page: number,
  pageSize: number,
) => {
  const where = and(
    scopeCondition(organizations.path, scopePath),
    f.companyCode ? eq(apiKeys.companyCode, f.companyCode) : undefined,
    f.provider ? sql`${apiKeys.provider} ilike ${containsPattern(f.provider)}` : undefined,
    stateCondition(f.state),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(apiKeys)
      .innerJoin(organizations, eq(organizations.id, apiKeys.orgId))
      .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
      .where(where)
      .orderBy(desc(apiKeys.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(apiKeys).innerJoin(organizations, eq(organizations.id, apiKeys.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findApiKeyInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(columns)
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.orgId))
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.id, id), scopeCondition(organizations.path, scopePath)));
  return row;
};

export const insertApiKey = async (db: Tx, values: typeof apiKeys.$inferInsert) => {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
};

export const updateApiKey = (db: Tx, id: number, fields: Partial<typeof apiKeys.$inferInsert>) =>
  db
    .update(apiKeys)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(apiKeys.id, id));

/** The key behind an X-Api-Key header, with its organisation path. */
export const findApiKeyByKeyId = async (db: Tx, keyId: string) => {
  const [row] = await db
    .select({
      secretHash: apiKeys.secretHash,
      enabled: apiKeys.enabled,
      beginAt: apiKeys.beginAt,
      endAt: apiKeys.endAt,
      orgPath: organizations.path,
      id: apiKeys.id,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.orgId))
    .where(eq(apiKeys.keyId, keyId));
  return row;
};
