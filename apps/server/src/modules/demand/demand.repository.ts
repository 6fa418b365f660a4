import type { TDemandPriority, TDemandSortField, TDemandState, TListSort, TRobotType } from '@fleet/contracts';
import { and, arrayContains, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { demands, organizations, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const author = alias(users, 'author');
const editor = alias(users, 'editor');

/** What a change compares against; the list adds who and when. */
const fields = {
  id: demands.id,
  title: demands.title,
  description: demands.description,
  robotTypes: sql<TRobotType[]>`${demands.robotTypes}`,
  priority: sql<TDemandPriority>`${demands.priority}`,
  state: sql<TDemandState>`${demands.state}`,
};

const columns = {
  ...fields,
  orgId: demands.orgId,
  orgName: organizations.name,
  author: author.userName,
  updatedBy: editor.userName,
  createdAt: demands.createdAt,
  updatedAt: demands.updatedAt,
};

const sortBy = { priority: demands.priority, updatedAt: demands.updatedAt, title: demands.title };

export interface DemandFilters extends TListSort<TDemandSortField> {
  keyword?: string;
  state?: TDemandState;
  priority?: TDemandPriority;
  robotType?: TRobotType;
}

/** Requirements of organisations in the caller's subtree: anything else does not exist for them. */
export const listDemands = async (db: Tx, scopePath: string, f: DemandFilters, page: number, pageSize: number) => {
  const where = and(
    scopeCondition(organizations.path, scopePath),
    f.state ? eq(demands.state, f.state) : undefined,
    f.priority !== undefined ? eq(demands.priority, f.priority) : undefined,
    f.robotType !== undefined ? arrayContains(demands.robotTypes, [f.robotType]) : undefined,
    f.keyword
      ? or(sql`${demands.title} ilike ${containsPattern(f.keyword)}`, sql`${demands.description} ilike ${containsPattern(f.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(demands)
      .innerJoin(organizations, eq(organizations.id, demands.orgId))
      .leftJoin(author, eq(author.id, demands.authorId))
      .leftJoin(editor, eq(editor.id, demands.updatedBy))
      .where(where)
      .orderBy(...listOrder(f, sortBy, demands.id, [desc(demands.priority), desc(demands.updatedAt), desc(demands.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(demands).innerJoin(organizations, eq(organizations.id, demands.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One requirement of the caller's subtree, locked for the change that follows. */
export const findDemandInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(fields)
    .from(demands)
    .innerJoin(organizations, eq(organizations.id, demands.orgId))
    .where(and(eq(demands.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: demands });
  return row;
};

export const insertDemand = async (db: Tx, values: typeof demands.$inferInsert) => {
  const [row] = await db.insert(demands).values(values).returning({ id: demands.id });
  return row!.id;
};

export const updateDemandFields = (db: Tx, id: number, fields: Partial<typeof demands.$inferInsert>) =>
  db
    .update(demands)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(demands.id, id));

export const deleteDemandRow = (db: Tx, id: number) => db.delete(demands).where(eq(demands.id, id));
