import type { ROBOT_TYPE_SORT_FIELDS, TListSort, TRobotCapability } from '@fleet/contracts';
import { and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { componentModels, demands, products, robots, robotTypes, users, versions } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';

const option = {
  code: robotTypes.code,
  model: robotTypes.model,
  nameZh: robotTypes.nameZh,
  nameEn: robotTypes.nameEn,
  nameJa: robotTypes.nameJa,
  capabilities: robotTypes.capabilities,
};
/** What a change compares against. */
const fields = { ...option, consumables: robotTypes.consumables, pictureId: robotTypes.pictureId };

/** Robots of a type; deleted ones keep their row but no longer hold the type. */
const robotsOfType = sql<number>`(select count(*)::int from ${robots} where ${robots.robotType} = ${robotTypes.code} and ${robots.deletedAt} is null)`;

export const listRobotTypeOptions = (db: Tx) => db.select(option).from(robotTypes).orderBy(asc(robotTypes.code));

const sortBy = { code: robotTypes.code, model: sql`lower(${robotTypes.model})`, updatedAt: robotTypes.updatedAt };

export interface RobotTypeFilters extends TListSort<(typeof ROBOT_TYPE_SORT_FIELDS)[number]> {
  keyword?: string;
  capability?: TRobotCapability;
}

export const listRobotTypes = async (db: Tx, f: RobotTypeFilters, page: number, pageSize: number) => {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  const where = and(
    like
      ? or(
          sql`${robotTypes.model} ilike ${like}`,
          sql`${robotTypes.nameZh} ilike ${like}`,
          sql`${robotTypes.nameEn} ilike ${like}`,
          sql`${robotTypes.nameJa} ilike ${like}`,
        )
      : undefined,
    f.capability ? sql`${robotTypes.capabilities} @> ${JSON.stringify([f.capability])}::jsonb` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...fields,
        robots: robotsOfType,
        updatedBy: users.userName,
        createdAt: robotTypes.createdAt,
        updatedAt: robotTypes.updatedAt,
      })
      .from(robotTypes)
      .leftJoin(users, eq(users.id, robotTypes.updatedBy))
      .where(where)
      .orderBy(...listOrder(f, sortBy, robotTypes.code, [asc(robotTypes.code)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robotTypes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/**
 * One type; locked 'update' for a change of the type, 'share' for a registration that relies on its
 * model, so the two wait for each other instead of a robot getting a number of a model just changed.
 */
export const findRobotType = async (db: Tx, code: number, lock?: 'update' | 'share') => {
  const q = db.select(fields).from(robotTypes).where(eq(robotTypes.code, code));
  const [row] = await (lock ? q.for(lock) : q);
  return row;
};

export const insertRobotType = (db: Tx, values: typeof robotTypes.$inferInsert) => db.insert(robotTypes).values(values);

export const updateRobotTypeFields = (db: Tx, code: number, values: Partial<typeof robotTypes.$inferInsert>) =>
  db
    .update(robotTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(robotTypes.code, code));

export const deleteRobotTypeRow = (db: Tx, code: number) => db.delete(robotTypes).where(eq(robotTypes.code, code));

/** Robots registered with the type, deleted ones aside. */
export const countRobotsOfType = async (db: Tx, code: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(robots)
    .where(and(eq(robots.robotType, code), isNull(robots.deletedAt)));
  return row?.n ?? 0;
};

/**
 * Everything else that names the type: products (the foreign key's backstop), component models, versions
 * and requirements (arrays of codes, no foreign key), and deleted robots, whose rows keep their type for history.
 */
export const countTypeListings = async (db: Tx, code: number) => {
  const has = (col: AnyPgColumn) => sql`${code} = any(${col})`;
  // One after the other: the queries share the transaction's connection.
  const counts = [
    await db.select({ n: count() }).from(products).where(eq(products.robotType, code)),
    await db.select({ n: count() }).from(componentModels).where(has(componentModels.robotTypes)),
    await db.select({ n: count() }).from(versions).where(has(versions.robotTypes)),
    await db.select({ n: count() }).from(demands).where(has(demands.robotTypes)),
    await db
      .select({ n: count() })
      .from(robots)
      .where(and(eq(robots.robotType, code), isNotNull(robots.deletedAt))),
  ];
  return counts.reduce((sum, x) => sum + (x[0]?.n ?? 0), 0);
};

/** Robot types showing the file as their picture, for the refusal to delete it (modules/file/file-uses.ts). */
export const findRobotTypesUsingFile = async (db: Tx, fileId: number) =>
  (await db.select({ name: robotTypes.nameEn }).from(robotTypes).where(eq(robotTypes.pictureId, fileId))).map((t) => `‘${t.name}’`);

/** Which of `codes` the catalogue has, share-locked so a concurrent delete of one waits for the write that names it. */
export const lockTypeCodes = async (db: Tx, codes: readonly number[]) =>
  (
    await db
      .select({ code: robotTypes.code })
      .from(robotTypes)
      .where(sql`${robotTypes.code} = any(${sql.param([...codes])}::smallint[])`)
      .for('share')
  ).map((r) => r.code);
