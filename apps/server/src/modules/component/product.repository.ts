import type { TListSort, TProductSortField, TRobotType } from '@fleet/contracts';
import { and, asc, count, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { componentModels, organizations, productComponents, products, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

/** What a change compares against; the list adds where, who and when. */
const fields = {
  id: products.id,
  name: products.name,
  model: products.model,
  robotType: products.robotType,
  description: products.description,
};

const columns = {
  ...fields,
  orgId: products.orgId,
  orgName: organizations.name,
  updatedBy: users.userName,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** Names and model numbers sort as people read them, letter case aside. */
const sortBy = { name: sql`lower(${products.name})`, model: sql`lower(${products.model})`, updatedAt: products.updatedAt };

export interface ProductFilters extends TListSort<TProductSortField> {
  keyword?: string;
  robotType?: TRobotType;
  componentModelId?: number;
}

export type BillLine = { componentModelId: number; count: number };

/** The bills of the given products, each line with its model's number and kind, by kind then model. */
export const billsOf = (db: Tx, productIds: number[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          productId: productComponents.productId,
          componentModelId: productComponents.componentModelId,
          count: productComponents.count,
          model: componentModels.model,
          kind: componentModels.kind,
        })
        .from(productComponents)
        .innerJoin(componentModels, eq(componentModels.id, productComponents.componentModelId))
        .where(inArray(productComponents.productId, productIds))
        .orderBy(asc(componentModels.kind), sql`lower(${componentModels.model})`);

/** Products of organisations in the caller's subtree: anything else does not exist for them. */
export const listProducts = async (db: Tx, scopePath: string, f: ProductFilters, page: number, pageSize: number) => {
  const where = and(
    scopeCondition(organizations.path, scopePath),
    f.robotType !== undefined ? eq(products.robotType, f.robotType) : undefined,
    f.componentModelId !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productComponents)
            .where(and(eq(productComponents.productId, products.id), eq(productComponents.componentModelId, f.componentModelId))),
        )
      : undefined,
    f.keyword
      ? or(sql`${products.name} ilike ${containsPattern(f.keyword)}`, sql`${products.model} ilike ${containsPattern(f.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .innerJoin(organizations, eq(organizations.id, products.orgId))
      .leftJoin(users, eq(users.id, products.updatedBy))
      .where(where)
      .orderBy(...listOrder(f, sortBy, products.id, [desc(products.updatedAt), desc(products.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(products).innerJoin(organizations, eq(organizations.id, products.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One product of the caller's subtree with its bill, locked for the change that follows. */
export const findProductInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(fields)
    .from(products)
    .innerJoin(organizations, eq(organizations.id, products.orgId))
    .where(and(eq(products.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: products });
  if (!row) return undefined;
  const bill = await db
    .select({ componentModelId: productComponents.componentModelId, count: productComponents.count })
    .from(productComponents)
    .where(eq(productComponents.productId, id));
  return { ...row, components: bill };
};

/**
 * The component models among `ids` the caller sees, share-locked: neither deleted nor given other robot
 * types while the bill that was checked against them is written.
 */
export const billModelsInScope = (db: Tx, ids: number[], scopePath: string) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: componentModels.id, model: componentModels.model, robotTypes: sql<TRobotType[]>`${componentModels.robotTypes}` })
        .from(componentModels)
        .innerJoin(organizations, eq(organizations.id, componentModels.orgId))
        .where(and(inArray(componentModels.id, ids), scopeCondition(organizations.path, scopePath)))
        .for('share', { of: componentModels });

export const insertProduct = async (db: Tx, values: typeof products.$inferInsert) => {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
};

export const updateProductFields = (db: Tx, id: number, values: Partial<typeof products.$inferInsert>) =>
  db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));

/** The bill is replaced whole, as the edit sends it. */
export const replaceBill = async (db: Tx, productId: number, lines: BillLine[]) => {
  await db.delete(productComponents).where(eq(productComponents.productId, productId));
  if (lines.length > 0) await db.insert(productComponents).values(lines.map((l) => ({ productId, ...l })));
};

export const deleteProductRow = (db: Tx, id: number) => db.delete(products).where(eq(products.id, id));

/** How many products' bills hold the component model. */
export const countProductsUsing = async (db: Tx, componentModelId: number) => {
  const [row] = await db.select({ n: count() }).from(productComponents).where(eq(productComponents.componentModelId, componentModelId));
  return row?.n ?? 0;
};

/** Products of the caller's subtree by model number, letter case aside (what a shipment CSV names). */
export const productsByModel = (db: Tx, scopePath: string, models: string[]) =>
  models.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: products.id, model: products.model, robotType: products.robotType })
        .from(products)
        .innerJoin(organizations, eq(organizations.id, products.orgId))
        .where(
          and(
            scopeCondition(organizations.path, scopePath),
            inArray(
              sql`lower(${products.model})`,
              models.map((m) => m.toLowerCase()),
            ),
          ),
        );
