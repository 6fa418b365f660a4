import type { TListSort, TOperationLogSortField } from '@fleet/contracts';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { operationLog, organizations } from '../../db/schema';
import { scopeCondition } from '../../lib/tenancy';

export interface LogFilters extends TListSort<TOperationLogSortField> {
  userId?: number;
  account?: string;
  action?: string;
  result?: 'success' | 'failure';
  start?: string;
  end?: string;
}

const columns = {
  id: operationLog.id,
  userId: operationLog.userId,
  account: operationLog.account,
  orgId: operationLog.orgId,
  orgName: organizations.name,
  action: operationLog.action,
  target: operationLog.target,
  result: operationLog.result,
  ip: operationLog.ip,
  createdAt: operationLog.createdAt,
};

const sortBy = {
  time: operationLog.createdAt,
  account: operationLog.account,
  organization: organizations.name,
  action: operationLog.action,
  result: operationLog.result,
};

/**
 * Entries of organisations in the scope; entries without an organisation (sign-in attempts for
 * unknown accounts) only for a scope that is a whole tree (the platform).
 */
const where = (scopePath: string, f: LogFilters) => {
  const wholeTree = scopePath.split('/').filter(Boolean).length === 1;
  return and(
    wholeTree
      ? or(scopeCondition(organizations.path, scopePath), isNull(operationLog.orgId))
      : scopeCondition(organizations.path, scopePath),
    f.userId ? eq(operationLog.userId, f.userId) : undefined,
    f.account ? sql`${operationLog.account} ilike ${containsPattern(f.account)}` : undefined,
    f.action ? eq(operationLog.action, f.action) : undefined,
    f.result ? eq(operationLog.result, f.result) : undefined,
    f.start ? gte(operationLog.createdAt, new Date(f.start)) : undefined,
    f.end ? lte(operationLog.createdAt, new Date(f.end)) : undefined,
  );
};

export const listLog = async (db: Tx, scopePath: string, f: LogFilters, limit: number, offset: number) => {
  const w = where(scopePath, f);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(operationLog)
      .leftJoin(organizations, eq(organizations.id, operationLog.orgId))
      .where(w)
      .orderBy(...listOrder(f, sortBy, operationLog.id, [desc(operationLog.id)]))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(operationLog)
      .leftJoin(organizations, eq(organizations.id, operationLog.orgId))
      .where(w),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The actions recorded within the scope (the same rows the list would show). */
export const listActions = async (db: Tx, scopePath: string) =>
  (
    await db
      .selectDistinct({ action: operationLog.action })
      .from(operationLog)
      .leftJoin(organizations, eq(organizations.id, operationLog.orgId))
      .where(where(scopePath, {}))
      .orderBy(operationLog.action)
  ).map((r) => r.action);
