import type { TListSort, TMaintainCategory } from '@fleet/contracts';
import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { componentModels, components, maintainRecords, maintainReplacements, organizations, robots, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { robotOwnedCondition } from '../../lib/robot-scope';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const fields = {
  id: maintainRecords.id,
  robotId: maintainRecords.robotId,
  maintainer: maintainRecords.maintainer,
  maintainedAt: maintainRecords.maintainedAt,
  address: maintainRecords.address,
  cause: maintainRecords.cause,
  problem: maintainRecords.problem,
  phone: maintainRecords.phone,
  category: maintainRecords.category,
  pictures: sql<number[]>`${maintainRecords.pictures}`,
};
const columns = {
  ...fields,
  deviceNumber: robots.deviceNumber,
  robotAlias: robots.alias,
  orgId: maintainRecords.orgId,
  orgName: organizations.name,
  createdBy: users.userName,
  createdAt: maintainRecords.createdAt,
  updatedAt: maintainRecords.updatedAt,
};
const sortBy = { maintainedAt: maintainRecords.maintainedAt, maintainer: maintainRecords.maintainer, category: maintainRecords.category };

export interface MaintainFilters extends TListSort<'maintainedAt' | 'maintainer' | 'category'> {
  keyword?: string;
  category?: TMaintainCategory;
  robotId?: number;
  start?: string;
  end?: string;
}

/**
 * Who sees a record: the subtree of the organisation that wrote it, and the subtree owning its robot (an
 * owner reads what its service partners recorded on its robots).
 */
const visible = (scopePath: string): SQL => or(scopeCondition(organizations.path, scopePath), robotOwnedCondition(scopePath))!;

const where = (scopePath: string, f: MaintainFilters) =>
  and(
    visible(scopePath),
    f.category ? eq(maintainRecords.category, f.category) : undefined,
    f.robotId ? eq(maintainRecords.robotId, f.robotId) : undefined,
    f.start ? gte(maintainRecords.maintainedAt, new Date(f.start)) : undefined,
    f.end ? lte(maintainRecords.maintainedAt, new Date(f.end)) : undefined,
    f.keyword
      ? or(
          ...[maintainRecords.maintainer, maintainRecords.address, maintainRecords.problem, robots.deviceNumber].map(
            (c) => sql`${c} ilike ${containsPattern(f.keyword!)}`,
          ),
        )
      : undefined,
  );

/** A page of the list, or a batch of the export. */
export const pageMaintainRecords = (db: Tx, scopePath: string, f: MaintainFilters, limit: number, offset: number) =>
  db
    .select(columns)
    .from(maintainRecords)
    .innerJoin(robots, eq(robots.id, maintainRecords.robotId))
    .innerJoin(organizations, eq(organizations.id, maintainRecords.orgId))
    .leftJoin(users, eq(users.id, maintainRecords.createdBy))
    .where(where(scopePath, f))
    .orderBy(...listOrder(f, sortBy, maintainRecords.id, [desc(maintainRecords.maintainedAt), desc(maintainRecords.id)]))
    .limit(limit)
    .offset(offset);
export type MaintainRow = Awaited<ReturnType<typeof pageMaintainRecords>>[number];

export const countMaintainRecords = async (db: Tx, scopePath: string, f: MaintainFilters) => {
  const [row] = await db
    .select({ n: count() })
    .from(maintainRecords)
    .innerJoin(robots, eq(robots.id, maintainRecords.robotId))
    .innerJoin(organizations, eq(organizations.id, maintainRecords.orgId))
    .where(where(scopePath, f));
  return row?.n ?? 0;
};

/** A record the caller may change: written in the caller's subtree (an owner reads a partner's records, not edits them). */
export const findMaintainRecordToChange = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(fields)
    .from(maintainRecords)
    .innerJoin(organizations, eq(organizations.id, maintainRecords.orgId))
    .where(and(eq(maintainRecords.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: maintainRecords });
  return row;
};

export const insertMaintainRecord = async (db: Tx, values: typeof maintainRecords.$inferInsert) =>
  (await db.insert(maintainRecords).values(values).returning({ id: maintainRecords.id }))[0]!.id;

export const updateMaintainRecordFields = (db: Tx, id: number, values: Partial<typeof maintainRecords.$inferInsert>) =>
  db
    .update(maintainRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(maintainRecords.id, id));

export const deleteMaintainRecordRow = (db: Tx, id: number) => db.delete(maintainRecords).where(eq(maintainRecords.id, id));

export const insertReplacement = (db: Tx, values: typeof maintainReplacements.$inferInsert) =>
  db.insert(maintainReplacements).values(values);

const removed = alias(components, 'removed');
const removedModel = alias(componentModels, 'removed_model');
const installed = alias(components, 'installed');
const installedModel = alias(componentModels, 'installed_model');

/** The replacements of the given records, each side named by serial number and model. */
export const replacementsOf = (db: Tx, recordIds: number[]) =>
  recordIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          recordId: maintainReplacements.recordId,
          removedId: removed.id,
          removedSerial: removed.serialNo,
          removedModel: removedModel.model,
          removedKind: removedModel.kind,
          removedTo: maintainReplacements.removedTo,
          installedId: installed.id,
          installedSerial: installed.serialNo,
          installedModel: installedModel.model,
          installedKind: installedModel.kind,
        })
        .from(maintainReplacements)
        .leftJoin(removed, eq(removed.id, maintainReplacements.removedId))
        .leftJoin(removedModel, eq(removedModel.id, removed.componentModelId))
        .leftJoin(installed, eq(installed.id, maintainReplacements.installedId))
        .leftJoin(installedModel, eq(installedModel.id, installed.componentModelId))
        .where(inArray(maintainReplacements.recordId, recordIds))
        .orderBy(maintainReplacements.id);
