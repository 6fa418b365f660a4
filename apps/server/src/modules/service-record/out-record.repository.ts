import type { TListSort } from '@fleet/contracts';
import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organizations, outRecordRobots, outRecords, products, robots, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { robotOwnedCondition } from '../../lib/robot-scope';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const fields = {
  id: outRecords.id,
  principal: outRecords.principal,
  lidarModel: outRecords.lidarModel,
  batterySpec: outRecords.batterySpec,
  flowCard: outRecords.flowCard,
  hardwareVersion: outRecords.hardwareVersion,
  shippedAt: outRecords.shippedAt,
  destination: outRecords.destination,
  remark: outRecords.remark,
  productId: outRecords.productId,
};
const columns = {
  ...fields,
  productName: products.name,
  productModel: products.model,
  orgId: outRecords.orgId,
  orgName: organizations.name,
  createdBy: users.userName,
  createdAt: outRecords.createdAt,
  updatedAt: outRecords.updatedAt,
};
const sortBy = { shippedAt: outRecords.shippedAt, principal: outRecords.principal };

export interface OutFilters extends TListSort<'shippedAt' | 'principal'> {
  keyword?: string;
  productId?: number;
  robotId?: number;
  start?: string;
  end?: string;
}

const shippedRobot = (cond: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${outRecordRobots} orr join ${robots} r on r.id = orr.robot_id where orr.record_id = ${outRecords.id} and ${cond})`;

/** Shipment records written in the caller's subtree. */
const where = (scopePath: string, f: OutFilters) =>
  and(
    scopeCondition(organizations.path, scopePath),
    f.productId ? eq(outRecords.productId, f.productId) : undefined,
    f.robotId ? shippedRobot(sql`orr.robot_id = ${f.robotId}`) : undefined,
    f.start ? gte(outRecords.shippedAt, new Date(f.start)) : undefined,
    f.end ? lte(outRecords.shippedAt, new Date(f.end)) : undefined,
    f.keyword
      ? or(
          ...[outRecords.principal, outRecords.destination, outRecords.flowCard].map((c) => sql`${c} ilike ${containsPattern(f.keyword!)}`),
          shippedRobot(sql`r.device_number ilike ${containsPattern(f.keyword)}`),
        )
      : undefined,
  );

export const pageOutRecords = (db: Tx, scopePath: string, f: OutFilters, limit: number, offset: number) =>
  db
    .select(columns)
    .from(outRecords)
    .innerJoin(organizations, eq(organizations.id, outRecords.orgId))
    .leftJoin(products, eq(products.id, outRecords.productId))
    .leftJoin(users, eq(users.id, outRecords.createdBy))
    .where(where(scopePath, f))
    .orderBy(...listOrder(f, sortBy, outRecords.id, [desc(outRecords.shippedAt), desc(outRecords.id)]))
    .limit(limit)
    .offset(offset);
export type OutRow = Awaited<ReturnType<typeof pageOutRecords>>[number];

export const countOutRecords = async (db: Tx, scopePath: string, f: OutFilters) => {
  const [row] = await db
    .select({ n: count() })
    .from(outRecords)
    .innerJoin(organizations, eq(organizations.id, outRecords.orgId))
    .where(where(scopePath, f));
  return row?.n ?? 0;
};

/** The robots of the given records, in device-number order. */
export const robotsOf = (db: Tx, recordIds: number[]) =>
  recordIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ recordId: outRecordRobots.recordId, id: robots.id, deviceNumber: robots.deviceNumber, alias: robots.alias })
        .from(outRecordRobots)
        .innerJoin(robots, eq(robots.id, outRecordRobots.robotId))
        .where(inArray(outRecordRobots.recordId, recordIds))
        .orderBy(robots.deviceNumber);

/** Robots the caller's subtree owns (not deleted), by device number: what a shipment may list. */
export const ownedRobotsByNumber = (db: Tx, scopePath: string, numbers: string[]) =>
  db
    .select({ id: robots.id, deviceNumber: robots.deviceNumber, robotType: robots.robotType })
    .from(robots)
    .where(and(inArray(robots.deviceNumber, numbers), isNull(robots.deletedAt), robotOwnedCondition(scopePath)));

export const findOutRecordInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(fields)
    .from(outRecords)
    .innerJoin(organizations, eq(organizations.id, outRecords.orgId))
    .where(and(eq(outRecords.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: outRecords });
  return row;
};

export const insertOutRecord = async (db: Tx, values: typeof outRecords.$inferInsert) =>
  (await db.insert(outRecords).values(values).returning({ id: outRecords.id }))[0]!.id;

export const updateOutRecordFields = (db: Tx, id: number, values: Partial<typeof outRecords.$inferInsert>) =>
  db
    .update(outRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(outRecords.id, id));

export const replaceOutRobots = async (db: Tx, recordId: number, robotIds: number[]) => {
  await db.delete(outRecordRobots).where(eq(outRecordRobots.recordId, recordId));
  if (robotIds.length) await db.insert(outRecordRobots).values(robotIds.map((robotId) => ({ recordId, robotId })));
};

export const deleteOutRecordRow = (db: Tx, id: number) => db.delete(outRecords).where(eq(outRecords.id, id));
