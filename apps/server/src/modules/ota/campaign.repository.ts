import { noTargetCounts, TargetState, type TCampaignListQuery, type TTargetCounts, type TTargetState } from '@fleet/contracts';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, otaCampaigns, otaTargetEvents, otaTargets, robots, users, versionPackages } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const creator = alias(users, 'creator');
const rollback = alias(otaCampaigns, 'rollback');

export type CampaignInsert = typeof otaCampaigns.$inferInsert;
export type CampaignRow = typeof otaCampaigns.$inferSelect;
export type TargetRow = typeof otaTargets.$inferSelect;

export const insertCampaign = async (tx: Tx, c: CampaignInsert) => {
  const [row] = await tx.insert(otaCampaigns).values(c).returning();
  return row!;
};

export const insertTargets = async (tx: Tx, rows: (typeof otaTargets.$inferInsert)[]) => {
  // A few thousand robots: chunks keep each statement under PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(otaTargets).values(rows.slice(i, i + 1000));
};

export type TargetEvent = Omit<typeof otaTargetEvents.$inferInsert, 'id'>;
export const insertTargetEvents = async (tx: Tx, rows: TargetEvent[]) => {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(otaTargetEvents).values(rows.slice(i, i + 1000));
};

/** A campaign of the caller's subtree, locked for the change that follows when `lock`. */
export const findCampaignInScope = async (tx: Tx, id: number, orgPath: string, lock = false) => {
  const q = tx
    .select({ campaign: otaCampaigns })
    .from(otaCampaigns)
    .innerJoin(organizations, eq(organizations.id, otaCampaigns.orgId))
    .where(and(eq(otaCampaigns.id, id), scopeCondition(organizations.path, orgPath)));
  const [row] = lock ? await q.for('update', { of: otaCampaigns }) : await q;
  return row?.campaign;
};

/** The campaign, locked: the engine and the moves change one campaign at a time. */
export const lockCampaign = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(otaCampaigns).where(eq(otaCampaigns.id, id)).for('update');
  return row;
};

export const updateCampaign = (tx: Tx, id: number, set: Partial<CampaignInsert>) =>
  tx
    .update(otaCampaigns)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(otaCampaigns.id, id));

/** The rollback campaign of this one, if it has one. */
export const findRollbackOf = async (tx: Tx, id: number) =>
  (await tx.select({ id: otaCampaigns.id }).from(otaCampaigns).where(eq(otaCampaigns.rollbackOf, id)).limit(1))[0]?.id;

export const runningCampaignIds = async (tx: Tx) =>
  (await tx.select({ id: otaCampaigns.id }).from(otaCampaigns).where(eq(otaCampaigns.state, 'running'))).map((r) => r.id);

/** Robots per state and wave of each campaign. */
const countRows = (tx: Tx, campaignIds: readonly number[]) =>
  tx
    .select({ campaignId: otaTargets.campaignId, wave: otaTargets.wave, state: otaTargets.state, n: count() })
    .from(otaTargets)
    .where(inArray(otaTargets.campaignId, [...campaignIds]))
    .groupBy(otaTargets.campaignId, otaTargets.wave, otaTargets.state);

const add = (c: TTargetCounts, state: TTargetState, n: number) => {
  c[state] += n;
  c.total += n;
};

export const countsByCampaign = async (tx: Tx, campaignIds: readonly number[]) => {
  const byId = new Map<number, TTargetCounts>();
  if (campaignIds.length === 0) return byId;
  for (const r of await countRows(tx, campaignIds)) {
    const c = byId.get(r.campaignId) ?? noTargetCounts();
    add(c, r.state, r.n);
    byId.set(r.campaignId, c);
  }
  return byId;
};

export const countsByWave = async (tx: Tx, campaignId: number, waves: number) => {
  const list = Array.from({ length: waves }, noTargetCounts);
  for (const r of await countRows(tx, [campaignId])) if (list[r.wave]) add(list[r.wave]!, r.state, r.n);
  return list;
};

/** What the live hub says of these campaigns, with their organisation's path (who may hear it). */
export const findLiveCampaigns = async (tx: Tx, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const [rows, counts] = await Promise.all([
    tx
      .select({ id: otaCampaigns.id, state: otaCampaigns.state, currentWave: otaCampaigns.currentWave, orgPath: organizations.path })
      .from(otaCampaigns)
      .innerJoin(organizations, eq(organizations.id, otaCampaigns.orgId))
      .where(inArray(otaCampaigns.id, [...ids])),
    countsByCampaign(tx, ids),
  ]);
  return rows.map((r) => ({ ...r, counts: counts.get(r.id) ?? noTargetCounts() }));
};

const campaignColumns = {
  campaign: otaCampaigns,
  orgName: organizations.name,
  createdByName: creator.userName,
  packageType: versionPackages.packageType,
  rolledBackBy: rollback.id,
};

const campaignBase = (tx: Tx) =>
  tx
    .select(campaignColumns)
    .from(otaCampaigns)
    .innerJoin(organizations, eq(organizations.id, otaCampaigns.orgId))
    .innerJoin(versionPackages, eq(versionPackages.id, otaCampaigns.packageId))
    .leftJoin(creator, eq(creator.id, otaCampaigns.createdBy))
    .leftJoin(rollback, eq(rollback.rollbackOf, otaCampaigns.id));
export type CampaignListRow = Awaited<ReturnType<ReturnType<typeof campaignBase>['execute']>>[number];

const sortBy = { createdAt: otaCampaigns.createdAt } as const;

export const listCampaigns = async (tx: Tx, orgPath: string, q: TCampaignListQuery & { page: number; pageSize: number }) => {
  const where = and(
    scopeCondition(organizations.path, orgPath),
    q.state ? eq(otaCampaigns.state, q.state) : undefined,
    q.keyword
      ? or(sql`${otaCampaigns.name} ilike ${containsPattern(q.keyword)}`, sql`${otaCampaigns.version} ilike ${containsPattern(q.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    campaignBase(tx)
      .where(where)
      .orderBy(...listOrder(q, sortBy, otaCampaigns.id, [desc(otaCampaigns.createdAt), desc(otaCampaigns.id)]))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    tx.select({ n: count() }).from(otaCampaigns).innerJoin(organizations, eq(organizations.id, otaCampaigns.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findCampaignRow = async (tx: Tx, id: number, orgPath: string) => {
  const [row] = await campaignBase(tx).where(and(eq(otaCampaigns.id, id), scopeCondition(organizations.path, orgPath)));
  return row;
};

const targetColumns = {
  target: otaTargets,
  deviceNumber: robots.deviceNumber,
  name: robots.alias,
  orgName: organizations.name,
};

export const listTargets = async (
  tx: Tx,
  q: { campaignId: number; state?: TTargetState; wave?: number; keyword?: string },
  limit: number,
  offset: number,
) => {
  const where: SQL | undefined = and(
    eq(otaTargets.campaignId, q.campaignId),
    q.state ? eq(otaTargets.state, q.state) : undefined,
    q.wave !== undefined ? eq(otaTargets.wave, q.wave) : undefined,
    q.keyword
      ? or(sql`${robots.deviceNumber} ilike ${containsPattern(q.keyword)}`, sql`${robots.alias} ilike ${containsPattern(q.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select(targetColumns)
      .from(otaTargets)
      .innerJoin(robots, eq(robots.id, otaTargets.robotId))
      .innerJoin(organizations, eq(organizations.id, robots.orgId))
      .where(where)
      .orderBy(asc(otaTargets.wave), asc(robots.deviceNumber))
      .limit(limit)
      .offset(offset),
    tx.select({ n: count() }).from(otaTargets).innerJoin(robots, eq(robots.id, otaTargets.robotId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
export type TargetListRow = Awaited<ReturnType<typeof listTargets>>['rows'][number];

export const targetTimeline = (tx: Tx, campaignId: number, robotId: number) =>
  tx
    .select()
    .from(otaTargetEvents)
    .where(and(eq(otaTargetEvents.campaignId, campaignId), eq(otaTargetEvents.robotId, robotId)))
    .orderBy(asc(otaTargetEvents.at), asc(otaTargetEvents.id));

/** Moves targets of `states` (optionally of one wave) to `to`, returning the robots moved. */
export const moveTargets = async (
  tx: Tx,
  campaignId: number,
  from: readonly TTargetState[],
  to: TTargetState,
  opts: { wave?: number; now: Date },
) =>
  (
    await tx
      .update(otaTargets)
      .set({ state: to, reason: null, updatedAt: opts.now, ...(to === TargetState.CANCELLED ? { endedAt: opts.now } : {}) })
      .where(
        and(
          eq(otaTargets.campaignId, campaignId),
          inArray(otaTargets.state, [...from]),
          opts.wave !== undefined ? eq(otaTargets.wave, opts.wave) : undefined,
        ),
      )
      .returning({ robotId: otaTargets.robotId })
  ).map((r) => r.robotId);
