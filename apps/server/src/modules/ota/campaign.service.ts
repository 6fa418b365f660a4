/*
 * Over 300 lines, knowingly: create, the moves and rollback share insertCampaignWithTargets and the
 * audit helper; the rollback (its package lookup and checks) is the piece to move to campaign-rollback.ts
 * when this file grows again.
 */
import {
  CAMPAIGN_CSV_HEADERS,
  CampaignAdvance,
  CampaignState,
  canMoveCampaign,
  isCampaignSending,
  noTargetCounts,
  planWaves,
  STEP_ENUM_OF_UNIT,
  TargetState,
  toCsv,
  translate,
  ZCampaignCreateBody,
  type Lang,
  type TCampaign,
  type TCampaignCreateBody,
  type TCampaignListQuery,
  type TCampaignPreviewBody,
  type TCampaignRollbackBody,
  type TCampaignState,
  type TCampaignTargetQuery,
  type TCampaignTargetRow,
  type TOperationAction,
} from '@fleet/contracts';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otaTargets, versionPackages, versions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { versionTextSql } from '../version/version.repository';
import type { OtaEngine } from './campaign-engine';
import { findCampaignPackage, previewTargets, type CampaignPackage } from './campaign-preview';
import {
  countsByCampaign,
  countsByWave,
  findCampaignInScope,
  findCampaignRow,
  findRollbackOf,
  insertCampaign,
  insertTargetEvents,
  insertTargets,
  listCampaigns,
  listTargets,
  moveTargets,
  targetTimeline,
  updateCampaign,
  type CampaignListRow,
  type TargetListRow,
} from './campaign.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toCampaign = (r: CampaignListRow, counts: TCampaign['counts'] | undefined): TCampaign => {
  const { campaign: c } = r;
  return {
    id: c.id,
    name: c.name,
    packageId: c.packageId,
    packageType: r.packageType,
    unit: c.unit,
    version: c.version,
    orgId: c.orgId,
    orgName: r.orgName,
    createdBy: r.createdByName,
    state: c.state,
    wavePlan: c.wavePlan,
    currentWave: Math.min(c.currentWave, c.wavePlan.length - 1),
    advance: c.advance,
    successPercent: c.successPercent,
    haltPercent: c.haltPercent,
    haltCount: c.haltCount,
    window: c.windowStart && c.windowEnd ? { start: c.windowStart, end: c.windowEnd } : null,
    timeZone: c.timeZone,
    minBattery: c.minBattery,
    retries: c.retries,
    retryBackoffSeconds: c.retryBackoffSeconds,
    robotTimeoutMinutes: c.robotTimeoutMinutes,
    rollbackOf: c.rollbackOf,
    rolledBackBy: r.rolledBackBy,
    createdAt: c.createdAt.toISOString(),
    endedAt: iso(c.endedAt),
    counts: counts ?? noTargetCounts(),
  };
};

const toTarget = ({ target: t, ...r }: TargetListRow): TCampaignTargetRow => ({
  robotId: t.robotId,
  deviceNumber: r.deviceNumber,
  name: r.name,
  orgName: r.orgName,
  wave: t.wave,
  state: t.state,
  reason: t.reason,
  attempts: t.attempts,
  nextAttemptAt: iso(t.nextAttemptAt),
  step: t.step,
  percent: t.percent,
  result: t.result,
  fromVersion: t.fromVersion,
  sentAt: iso(t.sentAt),
  endedAt: iso(t.endedAt),
  updatedAt: t.updatedAt.toISOString(),
});

export const previewCampaign = (db: Db, session: SessionContext, body: TCampaignPreviewBody) =>
  db.transaction(async (tx) =>
    previewTargets(tx, session.orgPath, await findCampaignPackage(tx, body.packageId, session.orgPath), body.target),
  );

const audited = (
  tx: Tx,
  audit: AuditContext,
  action: TOperationAction,
  c: { id: number; name: string },
  detail?: Record<string, unknown>,
) => recordOperation(tx, { audit, action, target: `campaign:${c.id} ${c.name}`, result: 'success', ...(detail && { detail }) });

/**
 * Creates a campaign from its preview's robots, shuffled into waves (a first wave of 1 % is a random
 * robot, not the first device number), and starts its first wave; the engine then sends the commands.
 */
const insertCampaignWithTargets = async (
  tx: Tx,
  session: SessionContext,
  pkg: CampaignPackage,
  b: ReturnType<typeof ZCampaignCreateBody.parse>,
  rollbackOf: number | null,
) => {
  const preview = await previewTargets(tx, session.orgPath, pkg, b.target);
  if (preview.included.length === 0) throw new AppError('CAMPAIGN_NO_ROBOTS');
  const robots = [...preview.included];
  for (let i = robots.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [robots[i], robots[j]] = [robots[j]!, robots[i]!];
  }
  const plan = planWaves(robots.length, b.waveSizes ? { sizes: b.waveSizes } : { percents: b.wavePercents });
  const c = await insertCampaign(tx, {
    name: b.name,
    packageId: pkg.id,
    unit: pkg.unit,
    version: pkg.version,
    orgId: session.orgId,
    createdBy: session.userId,
    state: CampaignState.RUNNING,
    wavePlan: plan,
    currentWave: 0,
    advance: b.advance,
    successPercent: b.successPercent,
    haltPercent: b.haltPercent,
    haltCount: b.haltCount,
    windowStart: b.window?.start ?? null,
    windowEnd: b.window?.end ?? null,
    timeZone: b.timeZone,
    minBattery: b.minBattery,
    retries: b.retries,
    retryBackoffSeconds: b.retryBackoffSeconds,
    robotTimeoutMinutes: b.robotTimeoutMinutes,
    rollbackOf,
  });
  const now = new Date();
  let at = 0;
  const rows = plan.flatMap((size, wave) =>
    robots.slice(at, (at += size)).map((r) => ({
      campaignId: c.id,
      robotId: r.robotId,
      wave,
      state: wave === 0 ? TargetState.WAITING : TargetState.PENDING,
      fromVersion: r.currentVersion,
    })),
  );
  await insertTargets(tx, rows);
  await insertTargetEvents(
    tx,
    rows.map((r) => ({ campaignId: c.id, robotId: r.robotId, at: now, state: r.state })),
  );
  return c;
};

export const createCampaign = async (
  db: Db,
  engine: OtaEngine,
  audit: AuditContext,
  session: SessionContext,
  body: TCampaignCreateBody,
) => {
  const b = ZCampaignCreateBody.parse(body);
  const c = await db.transaction(async (tx) => {
    const pkg = await findCampaignPackage(tx, b.packageId, session.orgPath);
    const c = await insertCampaignWithTargets(tx, session, pkg, b, null);
    await audited(tx, audit, 'campaign.create', c, {
      packageId: pkg.id,
      version: pkg.version,
      robots: c.wavePlan.reduce((s, n) => s + n, 0),
    });
    return c;
  });
  await engine.runNow();
  return { id: c.id };
};

export const findCampaigns = async (db: Db, session: SessionContext, q: TCampaignListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listCampaigns(db, session.orgPath, q);
  const counts = await countsByCampaign(
    db,
    rows.map((r) => r.campaign.id),
  );
  return { list: rows.map((r) => toCampaign(r, counts.get(r.campaign.id))), total, page: q.page, pageSize: q.pageSize };
};

export const getCampaign = async (db: Db, session: SessionContext, id: number) => {
  const row = await findCampaignRow(db, id, session.orgPath);
  if (!row) throw notFound();
  const waves = await countsByWave(db, id, row.campaign.wavePlan.length);
  const counts = waves.reduce((s, w) => {
    for (const k of Object.keys(s) as (keyof typeof s)[]) s[k] += w[k];
    return s;
  }, noTargetCounts());
  return { ...toCampaign(row, counts), waves };
};

const campaignOf = async (db: Tx, session: SessionContext, id: number, field?: string, lock = false) => {
  const c = await findCampaignInScope(db, id, session.orgPath, lock);
  if (!c) throw notFound(field);
  return c;
};

export const findCampaignTargets = async (
  db: Db,
  session: SessionContext,
  q: TCampaignTargetQuery & { page: number; pageSize: number },
) => {
  await campaignOf(db, session, q.campaignId, 'campaignId');
  const { rows, total } = await listTargets(db, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { list: rows.map(toTarget), total, page: q.page, pageSize: q.pageSize };
};

export const getTargetTimeline = async (db: Db, session: SessionContext, id: number, robotId: number) => {
  await campaignOf(db, session, id);
  const rows = await targetTimeline(db, id, robotId);
  if (rows.length === 0) throw notFound();
  return rows.map((e) => ({
    at: e.at.toISOString(),
    state: e.state,
    step: e.step,
    percent: e.percent,
    result: e.result,
    reason: e.reason,
  }));
};

/**
 * Pause, resume (a paused or halted campaign, or the next wave of one awaiting confirmation) and
 * cancel, as CAMPAIGN_MOVES allows. Resuming after a halt accepts the halted wave as it stands and
 * starts the next one (its robots still open finish meanwhile); after the last wave it lets the
 * campaign complete. Cancelling ends the robots not yet sent their command; those upgrading finish.
 */
export const moveCampaign = async (
  db: Db,
  engine: OtaEngine,
  audit: AuditContext,
  session: SessionContext,
  id: number,
  move: 'pause' | 'resume' | 'cancel',
) => {
  await db.transaction(async (tx) => {
    const c = await findCampaignInScope(tx, id, session.orgPath, true);
    if (!c) throw notFound();
    const to: TCampaignState =
      move === 'pause' ? CampaignState.PAUSED : move === 'cancel' ? CampaignState.CANCELLED : CampaignState.RUNNING;
    if (!canMoveCampaign(c.state, to)) throw new AppError('CAMPAIGN_STATE_REFUSED');
    const now = new Date();
    if (move === 'cancel') {
      const moved = await moveTargets(tx, id, [TargetState.PENDING, TargetState.WAITING], TargetState.CANCELLED, { now });
      await insertTargetEvents(
        tx,
        moved.map((robotId) => ({ campaignId: id, robotId, at: now, state: TargetState.CANCELLED })),
      );
      await updateCampaign(tx, id, { state: to, endedAt: now });
    } else if (move === 'resume' && (c.state === CampaignState.AWAITING_CONFIRMATION || c.state === CampaignState.HALTED)) {
      const next = c.currentWave + 1;
      await updateCampaign(tx, id, { state: to, currentWave: next });
      if (next < c.wavePlan.length) {
        const moved = await moveTargets(tx, id, [TargetState.PENDING], TargetState.WAITING, { wave: next, now });
        await insertTargetEvents(
          tx,
          moved.map((robotId) => ({ campaignId: id, robotId, at: now, state: TargetState.WAITING })),
        );
      }
    } else {
      await updateCampaign(tx, id, { state: to });
    }
    await audited(tx, audit, `campaign.${move}`, c, { from: c.state });
  });
  if (move === 'resume') await engine.runNow();
  return null;
};

/**
 * A rollback: the robots of a campaign that succeeded go back to the version they came from, by the
 * newest released package of that version the caller may use, as a campaign of its own (one wave,
 * linked by `rollbackOf`). The robots must share that earlier version; the campaign must not be sending
 * commands any more (paused, halted or ended).
 */
export const rollbackCampaign = async (
  db: Db,
  engine: OtaEngine,
  audit: AuditContext,
  session: SessionContext,
  body: TCampaignRollbackBody,
) => {
  const created = await db.transaction(async (tx) => {
    const first = await campaignOf(tx, session, body.id, 'id', true);
    // A campaign still sending commands would fight its own rollback: pause it, or let it halt or end, first.
    if (isCampaignSending(first.state)) throw new AppError('CAMPAIGN_STATE_REFUSED');
    // One rollback per campaign (of the robots chosen then): the campaign row is locked, so two at once cannot both pass.
    if ((await findRollbackOf(tx, first.id)) !== undefined) throw new AppError('CAMPAIGN_ROLLBACK_REFUSED');
    const done = await tx
      .select({ robotId: otaTargets.robotId, fromVersion: otaTargets.fromVersion })
      .from(otaTargets)
      .where(
        and(
          eq(otaTargets.campaignId, first.id),
          eq(otaTargets.state, TargetState.SUCCEEDED),
          isNotNull(otaTargets.fromVersion),
          body.robotIds ? inArray(otaTargets.robotId, body.robotIds) : undefined,
        ),
      );
    const from = new Set(done.map((t) => t.fromVersion));
    if (done.length === 0 || from.size !== 1 || (body.robotIds && done.length !== new Set(body.robotIds).size)) {
      throw new AppError('CAMPAIGN_ROLLBACK_REFUSED');
    }
    const version = [...from][0]!;
    // The newest released package of that version the caller may use (findCampaignPackage: visible, released).
    const packages = await tx
      .select({ id: versionPackages.id })
      .from(versionPackages)
      .innerJoin(versions, eq(versions.id, versionPackages.versionId))
      .where(and(eq(versions.softwareType, first.unit), eq(versionPackages.state, 'released'), sql`${versionTextSql} = ${version}`))
      .orderBy(desc(versionPackages.releasedAt), desc(versionPackages.id));
    let pkg: CampaignPackage | undefined;
    for (const { id } of packages) {
      pkg = await findCampaignPackage(tx, id, session.orgPath).catch(() => undefined);
      if (pkg) break;
    }
    if (!pkg) throw new AppError('CAMPAIGN_ROLLBACK_REFUSED');
    const b = ZCampaignCreateBody.parse({
      name: body.name ?? `${first.name.slice(0, 50)} ↩ ${version}`.slice(0, 60),
      packageId: pkg.id,
      target: { robotIds: done.map((t) => t.robotId) },
      wavePercents: [100],
      advance: CampaignAdvance.AUTO,
      successPercent: first.successPercent,
      haltPercent: 100,
      haltCount: done.length,
      window: first.windowStart && first.windowEnd ? { start: first.windowStart, end: first.windowEnd } : null,
      timeZone: first.timeZone,
      minBattery: first.minBattery,
      retries: first.retries,
      retryBackoffSeconds: first.retryBackoffSeconds,
      robotTimeoutMinutes: first.robotTimeoutMinutes,
    });
    const c = await insertCampaignWithTargets(tx, session, pkg, b, first.id);
    await audited(tx, audit, 'campaign.rollback', c, { rollbackOf: first.id, version });
    return c;
  });
  await engine.runNow();
  return { id: created.id };
};

export const exportCampaignCsv = async (db: Db, session: SessionContext, lang: Lang, id: number) => {
  const c = await campaignOf(db, session, id);
  const { rows } = await listTargets(db, { campaignId: id }, 100_000, 0);
  const steps = STEP_ENUM_OF_UNIT[c.unit];
  const lines = rows.map(({ target: t, ...r }) => [
    r.deviceNumber,
    r.name,
    r.orgName,
    t.wave + 1,
    translate(lang, `enums.TargetState.${t.state}`),
    t.reason ? translate(lang, `enums.OtaWaitReason.${t.reason}`) : '',
    t.attempts,
    t.fromVersion ?? '',
    t.step === null ? '' : translate(lang, `enums.${steps}.${t.step}`),
    t.percent ?? '',
    t.result ?? '',
    t.result === null ? '' : translate(lang, `enums.UpgradeResult.${t.result}`),
    iso(t.sentAt) ?? '',
    iso(t.endedAt) ?? '',
  ]);
  return toCsv(CAMPAIGN_CSV_HEADERS[lang], lines, { bom: true });
};
