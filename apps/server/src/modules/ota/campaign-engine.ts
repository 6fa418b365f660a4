/*
 * Over 300 lines on purpose, for now: settling, judging, claiming and dispatching share the campaign row,
 * its lock discipline and the target-event helpers, and read best as one state machine. The natural split
 * (dispatch and claim into campaign-dispatch.ts, beside the report handler) is the next change here.
 */
import {
  CampaignAdvance,
  CampaignState,
  NotificationKind,
  OperateState,
  OtaWaitReason,
  PackageSource,
  TargetState,
  isTargetEnded,
  nextReservationAt,
  upgradeWaitReason,
  waveVerdict,
  type NotificationKey,
  type TOtaProgress,
  type TOtaWaitReason,
  type TTargetState,
} from '@fleet/contracts';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { files, otaCampaigns, otaTargets, robotCommands, robotReservations, robots, robotState, versionPackages } from '../../db/schema';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { startPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep';
import { notifyUsers } from '../notification/notification.service';
import { OPEN_TARGET_STATES } from './campaign-preview';
import {
  countsByWave,
  insertTargetEvents,
  lockCampaign,
  moveTargets,
  runningCampaignIds,
  updateCampaign,
  type CampaignRow,
  type TargetEvent,
} from './campaign.repository';
import { grantPackageDownload } from './package-grant';

/** Guards are read again this often: a robot that docked or came online is sent its command within it. */
export const OTA_SWEEP_MS = 5_000;

export interface OtaEngineDeps {
  db: Db;
  gateway: Gateway;
  /** Where robots reach this server over HTTP (DEVICE_BASE_URL): the address in their download grants. */
  baseUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export const campaignLink = (id: number) => `/contentPage/ota?id=${id}`;

const event = (c: { id: number }, robotId: number, at: Date, e: Omit<TargetEvent, 'campaignId' | 'robotId' | 'at'>): TargetEvent => ({
  campaignId: c.id,
  robotId,
  at,
  ...e,
});

const notifyOwner = async (tx: Tx, c: CampaignRow, key: NotificationKey, params: Record<string, string | number>) => {
  if (c.createdBy !== null) {
    await notifyUsers(tx, [c.createdBy], {
      kind: NotificationKind.SYSTEM,
      key,
      params: { name: c.name, ...params },
      link: campaignLink(c.id),
    });
  }
};

/**
 * A failed attempt (refused or timed-out command, a result code, no news within the robot timeout):
 * with retries left the robot waits for its back-off (longer after each attempt), else it has failed.
 */
export const failAttempt = async (tx: Tx, c: CampaignRow, t: { robotId: number; attempts: number }, now: Date, result: number | null) => {
  const retry = t.attempts <= c.retries;
  const state: TTargetState = retry ? TargetState.WAITING : TargetState.FAILED;
  await tx
    .update(otaTargets)
    .set({
      state,
      reason: retry ? OtaWaitReason.RETRY_LATER : null,
      nextAttemptAt: retry ? new Date(now.getTime() + c.retryBackoffSeconds * 1000 * t.attempts) : null,
      ...(result !== null && { result }),
      endedAt: retry ? null : now,
      updatedAt: now,
    })
    .where(and(eq(otaTargets.campaignId, c.id), eq(otaTargets.robotId, t.robotId)));
  await insertTargetEvents(tx, [event(c, t.robotId, now, { state, result, reason: retry ? OtaWaitReason.RETRY_LATER : null })]);
};

/** Robots sent their command that the command tracker saw refused or unanswered, or that were silent past the robot timeout. */
const settleSent = async (tx: Tx, c: CampaignRow, now: Date) => {
  const deadline = new Date(now.getTime() - c.robotTimeoutMinutes * 60_000);
  const stuck = await tx
    .select({ robotId: otaTargets.robotId, attempts: otaTargets.attempts })
    .from(otaTargets)
    .leftJoin(robotCommands, sql`${robotCommands.id}::text = ${otaTargets.commandId}`)
    .where(
      and(
        eq(otaTargets.campaignId, c.id),
        inArray(otaTargets.state, [TargetState.SENT, TargetState.UPGRADING]),
        or(
          and(
            eq(otaTargets.state, TargetState.SENT),
            inArray(robotCommands.operateState, [OperateState.FAILED, OperateState.WAIT_TIMEOUT]),
          ),
          lte(otaTargets.sentAt, deadline),
        ),
      ),
    );
  for (const t of stuck) await failAttempt(tx, c, t, now, null);
};

const startWave = async (tx: Tx, c: CampaignRow, wave: number, now: Date) => {
  await updateCampaign(tx, c.id, { currentWave: wave });
  c.currentWave = wave;
  const moved = await moveTargets(tx, c.id, [TargetState.PENDING], TargetState.WAITING, { wave, now });
  await insertTargetEvents(
    tx,
    moved.map((robotId) => event(c, robotId, now, { state: TargetState.WAITING })),
  );
};

const openCount = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(otaTargets)
      .where(and(eq(otaTargets.campaignId, id), inArray(otaTargets.state, OPEN_TARGET_STATES)))
  )[0]?.n ?? 0;

const complete = async (tx: Tx, c: CampaignRow, now: Date) => {
  await updateCampaign(tx, c.id, { state: CampaignState.COMPLETED, endedAt: now });
  c.state = CampaignState.COMPLETED;
  const totals = (await countsByWave(tx, c.id, c.wavePlan.length)).reduce(
    (s, w) => ({ succeeded: s.succeeded + w.succeeded, failed: s.failed + w.failed }),
    { succeeded: 0, failed: 0 },
  );
  await notifyOwner(tx, c, 'notifications.ota.completed', totals);
};

/**
 * Judges the running wave (waveVerdict): halts the campaign and tells its owner when failures reached
 * a limit; once the wave succeeded starts the next one (or waits for a confirmation); completes the
 * campaign when its last wave succeeded and no robot is left open. `currentWave` past the last wave
 * means a person resumed after a halt of the last wave: only completion is left to judge.
 */
const judgeWave = async (tx: Tx, c: CampaignRow, now: Date) => {
  const last = c.wavePlan.length - 1;
  if (c.currentWave > last) {
    if ((await openCount(tx, c.id)) === 0) await complete(tx, c, now);
    return;
  }
  const w = (await countsByWave(tx, c.id, c.wavePlan.length))[c.currentWave]!;
  const verdict = waveVerdict(
    { size: w.total, succeeded: w.succeeded, failed: w.failed, open: w.pending + w.waiting + w.sent + w.upgrading },
    { successPercent: c.successPercent, haltPercent: c.haltPercent, haltCount: c.haltCount },
  );
  if (verdict === 'halt') {
    await updateCampaign(tx, c.id, { state: CampaignState.HALTED });
    c.state = CampaignState.HALTED;
    await notifyOwner(tx, c, 'notifications.ota.halted', { wave: c.currentWave + 1, failed: w.failed });
  } else if (verdict === 'succeeded') {
    if (c.currentWave === last) {
      if ((await openCount(tx, c.id)) === 0) await complete(tx, c, now);
    } else if (c.advance === CampaignAdvance.AUTO) {
      await startWave(tx, c, c.currentWave + 1, now);
    } else {
      await updateCampaign(tx, c.id, { state: CampaignState.AWAITING_CONFIRMATION });
      c.state = CampaignState.AWAITING_CONFIRMATION;
      await notifyOwner(tx, c, 'notifications.ota.awaitingConfirmation', { wave: c.currentWave + 1 });
    }
  }
};

/** What an otaUpgrade command carries of the campaign's package. */
const packageOf = async (db: Tx, packageId: number) => {
  const [p] = await db
    .select({
      source: versionPackages.source,
      url: versionPackages.url,
      md5: versionPackages.md5,
      size: versionPackages.size,
      storedName: files.storedName,
    })
    .from(versionPackages)
    .leftJoin(files, eq(files.id, versionPackages.fileId))
    .where(eq(versionPackages.id, packageId));
  return p!;
};

/** One target row of a campaign. */
const targetOf = (campaignId: number, robotId: number) => and(eq(otaTargets.campaignId, campaignId), eq(otaTargets.robotId, robotId));

/**
 * Claims a waiting robot for its command: it becomes `sent` (one more attempt) only if it still waits
 * and its campaign still runs, so two passes (instances) never both send, and a pause or cancel that
 * just committed is honoured. Committed before the command goes out: the robot's first report, which
 * can come back within milliseconds, then finds it sent.
 */
const claim = async (db: Db, c: CampaignRow, robotId: number, now: Date) => {
  const [row] = await db
    .update(otaTargets)
    .set({
      state: TargetState.SENT,
      reason: null,
      attempts: sql`${otaTargets.attempts} + 1`,
      nextAttemptAt: null,
      commandId: null,
      step: null,
      percent: null,
      result: null,
      sentAt: now,
      updatedAt: now,
    })
    .where(
      and(
        targetOf(c.id, robotId),
        eq(otaTargets.state, TargetState.WAITING),
        sql`exists (select 1 from ota_campaigns where id = ${c.id} and state = ${CampaignState.RUNNING})`,
      ),
    )
    .returning({ attempts: otaTargets.attempts });
  if (row) await insertTargetEvents(db, [event(c, robotId, now, { state: TargetState.SENT })]);
  return row !== undefined;
};

/**
 * Robots of the started waves waiting for their conditions (and past their back-off): each whose
 * guards hold (upgradeWaitReason) is claimed and sent its otaUpgrade command with a download grant of
 * its own; the others keep (or get) the reason they wait for. A robot the gateway finds offline goes
 * back to waiting. Outside any long transaction: every statement commits at once, so the robots'
 * reports (which need those rows) never wait behind a pass over a thousand robots.
 */
const dispatch = async (deps: OtaEngineDeps, c: CampaignRow, now: Date) => {
  const { db } = deps;
  const waiting = await db
    .select({
      robotId: otaTargets.robotId,
      reason: otaTargets.reason,
      deviceNumber: robots.deviceNumber,
      locked: robots.locked,
      state: robotState,
    })
    .from(otaTargets)
    .innerJoin(robots, eq(robots.id, otaTargets.robotId))
    .leftJoin(robotState, eq(robotState.robotId, otaTargets.robotId))
    .where(
      and(
        eq(otaTargets.campaignId, c.id),
        eq(otaTargets.state, TargetState.WAITING),
        lte(otaTargets.wave, c.currentWave),
        or(isNull(otaTargets.nextAttemptAt), lte(otaTargets.nextAttemptAt, now)),
      ),
    );
  if (waiting.length === 0) return;
  const reservations = await db
    .select({ robotId: robotReservations.robotId, date: robotReservations.date, execTimes: robotReservations.execTimes })
    .from(robotReservations)
    .where(
      and(
        inArray(
          robotReservations.robotId,
          waiting.map((w) => w.robotId),
        ),
        eq(robotReservations.enabled, true),
        isNull(robotReservations.deletedAt),
      ),
    );
  const window = c.windowStart && c.windowEnd ? { start: c.windowStart, end: c.windowEnd, timeZone: c.timeZone } : null;
  const pkg = await packageOf(db, c.packageId);
  const wait = async (robotId: number, was: TOtaWaitReason | null, reason: TOtaWaitReason, from: TTargetState = TargetState.WAITING) => {
    if (was === reason && from === TargetState.WAITING) return;
    const moved = await db
      .update(otaTargets)
      .set({
        state: TargetState.WAITING,
        reason,
        updatedAt: now,
        ...(from === TargetState.SENT && { attempts: sql`${otaTargets.attempts} - 1` }),
      })
      .where(and(targetOf(c.id, robotId), eq(otaTargets.state, from)))
      .returning({ robotId: otaTargets.robotId });
    if (moved.length) await insertTargetEvents(db, [event(c, robotId, now, { state: TargetState.WAITING, reason })]);
  };
  for (const w of waiting) {
    if (deps.gateway.closing) return;
    const s = w.state;
    const reason = upgradeWaitReason(
      {
        online: s?.online ?? false,
        locked: w.locked,
        upgrading: s?.upgrading ?? false,
        battery: s?.battery ?? null,
        workStatus: s?.workStatus ?? null,
        deviceState: s?.deviceState ?? null,
        chargeStatus: s?.chargeStatus ?? null,
        speed: s?.speed ?? null,
        nextReservationAt: nextReservationAt(
          reservations.filter((r) => r.robotId === w.robotId),
          now,
          c.timeZone,
        ),
      },
      { minBattery: c.minBattery, window },
      now,
    );
    if (reason) {
      await wait(w.robotId, w.reason, reason);
      continue;
    }
    if (!(await claim(db, c, w.robotId, now))) continue;
    const download =
      pkg.source === PackageSource.UPLOAD
        ? {
            url: (await grantPackageDownload(db, { robotId: w.robotId, packageId: c.packageId, baseUrl: deps.baseUrl, now })).url,
            auth: 'device' as const,
          }
        : { url: pkg.url!, auth: 'none' as const };
    try {
      const cmd = await deps.gateway.sendCommand({
        robotId: w.robotId,
        deviceNumber: w.deviceNumber,
        type: 'otaUpgrade',
        args: { campaignId: c.id, unit: c.unit, version: c.version, md5: pkg.md5, size: pkg.size, ...download },
        userId: c.createdBy,
      });
      await db.update(otaTargets).set({ commandId: cmd.commandId }).where(targetOf(c.id, w.robotId));
    } catch (e) {
      // Not sent after all: the robot waits again, without the attempt.
      await wait(
        w.robotId,
        null,
        e instanceof AppError && e.codeName === 'ROBOT_OFFLINE' ? OtaWaitReason.OFFLINE : OtaWaitReason.RETRY_LATER,
        TargetState.SENT,
      );
      if (!(e instanceof AppError)) throw e;
    }
  }
};

/**
 * One pass over one running campaign: under its row lock (instances and moves take turns) the robots
 * whose commands failed or went silent are settled and the wave judged; then the waiting robots are
 * dispatched, each in statements of its own.
 */
export const stepCampaign = async (deps: OtaEngineDeps, id: number) => {
  const now = deps.now?.() ?? new Date();
  const running = await deps.db.transaction(async (tx) => {
    const c = await lockCampaign(tx, id);
    if (!c || c.state !== CampaignState.RUNNING) return null;
    await settleSent(tx, c, now);
    await judgeWave(tx, c, now);
    return c.state === CampaignState.RUNNING ? c : null;
  });
  if (running) await dispatch(deps, running, now);
};

/**
 * A robot's `up/ota` report of a campaign upgrade: its step and percent on its row and timeline; the
 * end of the upgrade (done without a result: success; a result code: failure) settles it. Reports of
 * a robot not upgrading in that campaign (late, or a campaign of another server) are ignored. Locks
 * only the robot's own row, briefly. Returns the campaign when the robot's upgrade ended, for the
 * engine to judge the wave at once.
 */
export const handleOtaReport = (db: Db, robotId: number, msg: TOtaProgress, at: Date) =>
  db.transaction(async (tx) => {
    if (msg.campaignId === undefined) return null;
    const [t] = await tx
      .select({ state: otaTargets.state, attempts: otaTargets.attempts })
      .from(otaTargets)
      .where(targetOf(msg.campaignId, robotId))
      .for('update');
    if (!t || (t.state !== TargetState.SENT && t.state !== TargetState.UPGRADING)) return null;
    const [c] = await tx.select().from(otaCampaigns).where(eq(otaCampaigns.id, msg.campaignId));
    if (!c) return null;
    const progress = { step: msg.step, percent: msg.percent ?? null };
    if (msg.result !== undefined) {
      await tx.update(otaTargets).set(progress).where(targetOf(c.id, robotId));
      await insertTargetEvents(tx, [event(c, robotId, at, { ...progress, result: msg.result })]);
      await failAttempt(tx, c, { robotId, attempts: t.attempts }, at, msg.result);
      return c.id;
    }
    const state = msg.done ? TargetState.SUCCEEDED : TargetState.UPGRADING;
    await tx
      .update(otaTargets)
      .set({ state, ...progress, reason: null, updatedAt: at, ...(msg.done && { endedAt: at }) })
      .where(targetOf(c.id, robotId));
    await insertTargetEvents(tx, [event(c, robotId, at, { ...progress, state: state === t.state ? null : state })]);
    return isTargetEnded(state) ? c.id : null;
  });

export interface OtaEngine {
  /** Runs a pass over every running campaign now and waits for it (tests; after a create or a move). */
  runNow(): Promise<void>;
  /** Asks for a pass soon, without waiting (a robot's upgrade ended). */
  poke(): void;
  close(): Promise<void>;
}

/** The campaign engine: a pass over the running campaigns every OTA_SWEEP_MS, and one as soon as asked. */
export const startOtaEngine = (deps: OtaEngineDeps, everyMs = OTA_SWEEP_MS): OtaEngine => {
  const pass = async () => {
    for (const id of await runningCampaignIds(deps.db)) {
      if (deps.gateway.closing) return;
      await stepCampaign(deps, id);
    }
  };
  const sweep: PeriodicSweep<void> = startPeriodicSweep(deps.log, {
    name: 'OTA campaign engine',
    everyMs,
    sweep: pass,
    onFailure: undefined,
  });
  return {
    runNow: () => sweep.runNow(),
    poke: () => void sweep.runNow(),
    close: () => sweep.close(),
  };
};
