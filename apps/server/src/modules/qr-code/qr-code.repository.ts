import { BindState, type TBindState, type TListSort, type TQrCodeSortField, type TQrCodeState } from '@fleet/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, qrCodeNumbers, qrCodes, robots, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const boundUser = alias(users, 'bound_user');
const createdUser = alias(users, 'created_user');
const discardedUser = alias(users, 'discarded_user');

/** What a change checks (contracts' qrCodeRefusal reads state and robotId) and names in the log. */
const fields = { id: qrCodes.id, number: qrCodes.number, state: qrCodes.state, robotId: qrCodes.robotId };

const columns = {
  ...fields,
  deviceNumber: robots.deviceNumber,
  robotAlias: robots.alias,
  robotType: robots.robotType,
  boundAt: qrCodes.boundAt,
  boundBy: boundUser.userName,
  downloads: qrCodes.downloads,
  orgId: qrCodes.orgId,
  orgName: organizations.name,
  createdBy: createdUser.userName,
  createdAt: qrCodes.createdAt,
  discardedAt: qrCodes.discardedAt,
  discardedBy: discardedUser.userName,
};

const sortBy = {
  number: qrCodes.number,
  state: qrCodes.state,
  boundAt: qrCodes.boundAt,
  downloads: qrCodes.downloads,
  createdAt: qrCodes.createdAt,
};

export interface QrCodeFilters extends TListSort<TQrCodeSortField> {
  keyword?: string;
  state?: TQrCodeState;
  bindState?: TBindState;
  ids?: number[];
  number?: string;
}

/** Codes owned in the subtree at `scopePath` (the caller's, or an organisation of it): nothing else exists for them. */
const where = (scopePath: string, f: QrCodeFilters) => {
  const keyword = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    scopeCondition(organizations.path, scopePath),
    f.state ? eq(qrCodes.state, f.state) : undefined,
    f.bindState === undefined ? undefined : f.bindState === BindState.BOUND ? isNotNull(qrCodes.robotId) : isNull(qrCodes.robotId),
    f.ids ? inArray(qrCodes.id, f.ids) : undefined,
    f.number ? eq(qrCodes.number, f.number) : undefined,
    keyword ? or(...[qrCodes.number, robots.deviceNumber, robots.alias].map((c) => sql`${c} ilike ${keyword}`)) : undefined,
  );
};

/** One page of the list, or (`offset` without a count) a batch of the export. Newest codes first. */
export const pageQrCodes = (db: Tx, scopePath: string, f: QrCodeFilters, limit: number, offset: number) =>
  db
    .select(columns)
    .from(qrCodes)
    .innerJoin(organizations, eq(organizations.id, qrCodes.orgId))
    .leftJoin(robots, eq(robots.id, qrCodes.robotId))
    .leftJoin(boundUser, eq(boundUser.id, qrCodes.boundBy))
    .leftJoin(createdUser, eq(createdUser.id, qrCodes.createdBy))
    .leftJoin(discardedUser, eq(discardedUser.id, qrCodes.discardedBy))
    .where(where(scopePath, f))
    .orderBy(...listOrder(f, sortBy, qrCodes.id, [desc(qrCodes.id)]))
    .limit(limit)
    .offset(offset);
export type QrCodeRow = Awaited<ReturnType<typeof pageQrCodes>>[number];

export const countQrCodes = async (db: Tx, scopePath: string, f: QrCodeFilters) => {
  const [row] = await db
    .select({ n: count() })
    .from(qrCodes)
    .innerJoin(organizations, eq(organizations.id, qrCodes.orgId))
    .leftJoin(robots, eq(robots.id, qrCodes.robotId))
    .where(where(scopePath, f));
  return row?.n ?? 0;
};

/** Codes of the caller's subtree among `ids`, locked for the change that follows. */
export const lockQrCodesInScope = (db: Tx, ids: number[], scopePath: string) =>
  db
    .select({ ...fields, deviceNumber: robots.deviceNumber })
    .from(qrCodes)
    .innerJoin(organizations, eq(organizations.id, qrCodes.orgId))
    .leftJoin(robots, eq(robots.id, qrCodes.robotId))
    .where(and(inArray(qrCodes.id, ids), scopeCondition(organizations.path, scopePath)))
    .orderBy(qrCodes.id)
    .for('update', { of: qrCodes });

/** The code a robot carries, if any (whoever owns it: a robot carries one code, full stop). */
export const findQrCodeOfRobot = async (db: Tx, robotId: number) => {
  const [row] = await db.select(fields).from(qrCodes).where(eq(qrCodes.robotId, robotId));
  return row;
};

/**
 * `n` numbers from the one sequence, in order. The lock keeps a batch's numbers consecutive while two
 * batches are issued at once, so its first and last name the sheet; it is held until the transaction ends.
 */
export const nextQrCodeSeqs = async (db: Tx, n: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('qr_code_numbers'))`);
  const r = await db.execute<{ n: string }>(sql`select nextval(${qrCodeNumbers.seqName}::regclass) as n from generate_series(1, ${n})`);
  return r.rows.map((x) => Number(x.n)).sort((a, b) => a - b);
};

export const insertQrCodes = (db: Tx, values: (typeof qrCodes.$inferInsert)[]) =>
  db.insert(qrCodes).values(values).returning({ id: qrCodes.id, number: qrCodes.number });

export const updateQrCode = (db: Tx, id: number, values: Partial<typeof qrCodes.$inferInsert>) =>
  db.update(qrCodes).set(values).where(eq(qrCodes.id, id));

export const countDownloads = (db: Tx, ids: number[]) =>
  db
    .update(qrCodes)
    .set({ downloads: sql`${qrCodes.downloads} + 1` })
    .where(inArray(qrCodes.id, ids));

/** A robot being deleted lets go of its code, which is free again; answers the numbers let go (for the log). */
export const unbindQrCodesOfRobot = async (db: Tx, robotId: number) =>
  (
    await db
      .update(qrCodes)
      .set({ robotId: null, boundAt: null, boundBy: null })
      .where(eq(qrCodes.robotId, robotId))
      .returning({ number: qrCodes.number })
  ).map((r) => r.number);
