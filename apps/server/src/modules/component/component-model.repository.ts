import type { TComponentKind, TComponentModelSortField, TListSort, TRobotType } from '@fleet/contracts';
import { and, arrayContains, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { componentModels, organizations, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

/** What a change compares against; the list adds where, who and when. */
const fields = {
  id: componentModels.id,
  model: componentModels.model,
  kind: componentModels.kind,
  vendor: componentModels.vendor,
  consumable: componentModels.consumable,
  lifespanHours: componentModels.lifespanHours,
  robotTypes: sql<TRobotType[]>`${componentModels.robotTypes}`,
  description: componentModels.description,
};

const columns = {
  ...fields,
  orgId: componentModels.orgId,
  orgName: organizations.name,
  updatedBy: users.userName,
  createdAt: componentModels.createdAt,
  updatedAt: componentModels.updatedAt,
};

/** Model numbers sort as the catalogue reads them, letter case aside. */
const sortBy = { model: sql`lower(${componentModels.model})`, kind: componentModels.kind, updatedAt: componentModels.updatedAt };

export interface ComponentModelFilters extends TListSort<TComponentModelSortField> {
  keyword?: string;
  kind?: TComponentKind;
  robotType?: TRobotType;
  consumable?: boolean;
}

/** Component models of organisations in the caller's subtree: anything else does not exist for them. */
export const listComponentModels = async (db: Tx, scopePath: string, f: ComponentModelFilters, page: number, pageSize: number) => {
  const where = and(
    scopeCondition(organizations.path, scopePath),
    f.kind ? eq(componentModels.kind, f.kind) : undefined,
    f.consumable !== undefined ? eq(componentModels.consumable, f.consumable) : undefined,
    f.robotType !== undefined ? arrayContains(componentModels.robotTypes, [f.robotType]) : undefined,
    f.keyword
      ? or(
          sql`${componentModels.model} ilike ${containsPattern(f.keyword)}`,
          sql`${componentModels.vendor} ilike ${containsPattern(f.keyword)}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(componentModels)
      .innerJoin(organizations, eq(organizations.id, componentModels.orgId))
      .leftJoin(users, eq(users.id, componentModels.updatedBy))
      .where(where)
      .orderBy(...listOrder(f, sortBy, componentModels.id, [desc(componentModels.updatedAt), desc(componentModels.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(componentModels).innerJoin(organizations, eq(organizations.id, componentModels.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One component model of the caller's subtree, locked for the change that follows. */
export const findComponentModelInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(fields)
    .from(componentModels)
    .innerJoin(organizations, eq(organizations.id, componentModels.orgId))
    .where(and(eq(componentModels.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: componentModels });
  return row;
};

export const insertComponentModel = async (db: Tx, values: typeof componentModels.$inferInsert) => {
  const [row] = await db.insert(componentModels).values(values).returning({ id: componentModels.id });
  return row!.id;
};

export const updateComponentModelFields = (db: Tx, id: number, fields: Partial<typeof componentModels.$inferInsert>) =>
  db
    .update(componentModels)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(componentModels.id, id));

export const deleteComponentModelRow = (db: Tx, id: number) => db.delete(componentModels).where(eq(componentModels.id, id));
