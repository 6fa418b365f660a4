import type { TComponentKind, TComponentSortField, TComponentState, TListSort } from '@fleet/contracts';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { componentEvents, componentModels, components, organizations, robots, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

/** What a change compares against and checks: the component with its model's kind, types and owner. */
const fields = {
  id: components.id,
  componentModelId: components.componentModelId,
  model: componentModels.model,
  robotTypes: sql<number[]>`${componentModels.robotTypes}`,
  orgId: componentModels.orgId,
  serialType: components.serialType,
  serialNo: components.serialNo,
  state: components.state,
  expiresAt: components.expiresAt,
  robotId: components.robotId,
  note: components.note,
};

const columns = {
  ...fields,
  kind: componentModels.kind,
  consumable: componentModels.consumable,
  lifespanHours: componentModels.lifespanHours,
  orgName: organizations.name,
  deviceNumber: robots.deviceNumber,
  robotAlias: robots.alias,
  installedAt: components.installedAt,
  updatedBy: users.userName,
  createdAt: components.createdAt,
  updatedAt: components.updatedAt,
};

const sortBy = {
  serialNo: sql`lower(${components.serialNo})`,
  model: sql`lower(${componentModels.model})`,
  state: components.state,
  expiresAt: components.expiresAt,
  updatedAt: components.updatedAt,
};

export interface ComponentFilters extends TListSort<TComponentSortField> {
  keyword?: string;
  kind?: TComponentKind;
  componentModelId?: number;
  state?: TComponentState;
  robotId?: number;
}

/** Components of models owned in the caller's subtree: anything else does not exist for them. */
const where = (scopePath: string, f: ComponentFilters) =>
  and(
    scopeCondition(organizations.path, scopePath),
    f.kind ? eq(componentModels.kind, f.kind) : undefined,
    f.componentModelId ? eq(components.componentModelId, f.componentModelId) : undefined,
    f.state ? eq(components.state, f.state) : undefined,
    f.robotId ? eq(components.robotId, f.robotId) : undefined,
    f.keyword
      ? or(
          sql`${components.serialNo} ilike ${containsPattern(f.keyword)}`,
          sql`${componentModels.model} ilike ${containsPattern(f.keyword)}`,
          sql`${robots.deviceNumber} ilike ${containsPattern(f.keyword)}`,
        )
      : undefined,
  );

/** One page of the list, or (`offset` without a count) a batch of the export. */
export const pageComponents = (db: Tx, scopePath: string, f: ComponentFilters, limit: number, offset: number) =>
  db
    .select(columns)
    .from(components)
    .innerJoin(componentModels, eq(componentModels.id, components.componentModelId))
    .innerJoin(organizations, eq(organizations.id, componentModels.orgId))
    .leftJoin(robots, eq(robots.id, components.robotId))
    .leftJoin(users, eq(users.id, components.updatedBy))
    .where(where(scopePath, f))
    .orderBy(...listOrder(f, sortBy, components.id, [desc(components.updatedAt), desc(components.id)]))
    .limit(limit)
    .offset(offset);
export type ComponentRow = Awaited<ReturnType<typeof pageComponents>>[number];

export const listComponents = async (db: Tx, scopePath: string, f: ComponentFilters, page: number, pageSize: number) => {
  const [rows, [total]] = await Promise.all([
    pageComponents(db, scopePath, f, pageSize, (page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(components)
      .innerJoin(componentModels, eq(componentModels.id, components.componentModelId))
      .innerJoin(organizations, eq(organizations.id, componentModels.orgId))
      .leftJoin(robots, eq(robots.id, components.robotId))
      .where(where(scopePath, f)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One component of the caller's subtree, locked for the change that follows. */
export const findComponentInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(fields)
    .from(components)
    .innerJoin(componentModels, eq(componentModels.id, components.componentModelId))
    .innerJoin(organizations, eq(organizations.id, componentModels.orgId))
    .where(and(eq(components.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: components });
  return row;
};

export const insertComponents = (db: Tx, values: (typeof components.$inferInsert)[]) =>
  db.insert(components).values(values).returning({ id: components.id, serialNo: components.serialNo });

export const updateComponentFields = (db: Tx, id: number, values: Partial<typeof components.$inferInsert>) =>
  db
    .update(components)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(components.id, id));

export const insertComponentEvents = (db: Tx, values: (typeof componentEvents.$inferInsert)[]) =>
  values.length ? db.insert(componentEvents).values(values) : Promise.resolve();

export const componentHistory = (db: Tx, componentId: number) =>
  db
    .select({
      id: componentEvents.id,
      event: componentEvents.event,
      fromState: componentEvents.fromState,
      toState: componentEvents.toState,
      deviceNumber: robots.deviceNumber,
      note: componentEvents.note,
      userName: users.userName,
      at: componentEvents.at,
    })
    .from(componentEvents)
    .leftJoin(robots, eq(robots.id, componentEvents.robotId))
    .leftJoin(users, eq(users.id, componentEvents.userId))
    .where(eq(componentEvents.componentId, componentId))
    .orderBy(desc(componentEvents.at), desc(componentEvents.id));

/** How many components of a model the inventory holds (any state): a model with stock is not deleted. */
export const countComponentsOfModel = async (db: Tx, componentModelId: number) => {
  const [row] = await db.select({ n: count() }).from(components).where(eq(components.componentModelId, componentModelId));
  return row?.n ?? 0;
};

/** The models of the caller's subtree whose numbers an import names, letter case aside (keyed by lower-case model). */
export const modelsByNumber = async (db: Tx, scopePath: string, numbers: string[]) =>
  numbers.length === 0
    ? []
    : db
        .select({ id: componentModels.id, model: componentModels.model, orgPath: organizations.path })
        .from(componentModels)
        .innerJoin(organizations, eq(organizations.id, componentModels.orgId))
        .where(
          and(
            scopeCondition(organizations.path, scopePath),
            inArray(
              sql`lower(${componentModels.model})`,
              numbers.map((n) => n.toLowerCase()),
            ),
          ),
        );

/** Serial numbers among `pairs` already in the inventory (lower-cased "modelId:serial"). */
export const takenSerials = async (db: Tx, pairs: { componentModelId: number; serialNo: string }[]) => {
  if (pairs.length === 0) return new Set<string>();
  const rows = await db
    .select({ m: components.componentModelId, s: sql<string>`lower(${components.serialNo})` })
    .from(components)
    .where(
      and(
        inArray(
          components.componentModelId,
          pairs.map((p) => p.componentModelId),
        ),
        inArray(
          sql`lower(${components.serialNo})`,
          pairs.map((p) => p.serialNo.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.m}:${r.s}`));
};
