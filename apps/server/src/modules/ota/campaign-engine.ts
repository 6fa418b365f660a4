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
import { files, otaTargets, robotCommands, robotReservations, robots, robotState, versionPackages } from '../../db/schema';
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
const packageOf = async (tx: Tx, packageId: number) => {
  const [p] = await tx
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

/**
 * Robots of the started waves waiting for their conditions (and past their back-off): each whose
 * guards hold (upgradeWaitReason) is sent its otaUpgrade command with a download grant of its own; the
 * others keep (or get) the reason they wait for. A robot refused as offline by the gateway waits too.
 */
const dispatch = async (tx: Tx, deps: OtaEngineDeps, c: CampaignRow, now: Date) => {
  const waiting = await tx
    .select({
      robotId: otaTargets.robotId,
      reason: otaTargets.reason,
      attempts: otaTargets.attempts,
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
  const reservations = await tx
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
  const pkg = await packageOf(tx, c.packageId);
  const events: TargetEvent[] = [];
  const wait = async (robotId: number, was: TOtaWaitReason | null, reason: TOtaWaitReason) => {
    if (was === reason) return;
    await tx
      .update(otaTargets)
      .set({ reason, updatedAt: now })
      .where(and(eq(otaTargets.campaignId, c.id), eq(otaTargets.robotId, robotId)));
    events.push(event(c, robotId, now, { state: TargetState.WAITING, reason }));
  };
  for (const w of waiting) {
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
    const download =
      pkg.source === PackageSource.UPLOAD
        ? {
            url: (await grantPackageDownload(tx, { robotId: w.robotId, packageId: c.packageId, baseUrl: deps.baseUrl, now })).url,
            auth: 'device' as const,
          }
        : { url: pkg.url!, auth: 'none' as const };
    let commandId: string;
    try {
      const cmd = await deps.gateway.sendCommand({
        robotId: w.robotId,
        deviceNumber: w.deviceNumber,
        type: 'otaUpgrade',
        args: { campaignId: c.id, unit: c.unit, version: c.version, md5: pkg.md5, size: pkg.size, ...download },
        userId: c.createdBy,
      });
      commandId = cmd.commandId;
    } catch (e) {
      if (e instanceof AppError && e.codeName === 'ROBOT_OFFLINE') {
        await wait(w.robotId, w.reason, OtaWaitReason.OFFLINE);
        continue;
      }
      throw e;
    }
    await tx
      .update(otaTargets)
      .set({
        state: TargetState.SENT,
        reason: null,
        commandId,
        attempts: w.attempts + 1,
        nextAttemptAt: null,
        step: null,
        percent: null,
        result: null,
        sentAt: now,
        updatedAt: now,
      })
      .where(and(eq(otaTargets.campaignId, c.id), eq(otaTargets.robotId, w.robotId)));
    events.push(event(c, w.robotId, now, { state: TargetState.SENT }));
  }
  await insertTargetEvents(tx, events);
};

/** One pass over one running campaign, under its row lock (instances and the report handler take turns). */
export const stepCampaign = (deps: OtaEngineDeps, id: number) =>
  deps.db.transaction(async (tx) => {
    const c = await lockCampaign(tx, id);
    if (!c || c.state !== CampaignState.RUNNING) return;
    const now = deps.now?.() ?? new Date();
    await settleSent(tx, c, now);
    await judgeWave(tx, c, now);
    if (c.state === CampaignState.RUNNING) await dispatch(tx, deps, c, now);
  });

/**
 * A robot's `up/ota` report of a campaign upgrade: its step and percent on its row and timeline; the
 * end of the upgrade (done without a result: success; a result code: failure) settles it. Reports of
 * a robot not upgrading in that campaign (late, or a campaign of another server) are ignored. Returns
 * the campaign when the robot's upgrade ended, for the engine to judge the wave at once.
 */
export const handleOtaReport = (db: Db, robotId: number, msg: TOtaProgress, at: Date) =>
  db.transaction(async (tx) => {
    if (msg.campaignId === undefined) return null;
    const c = await lockCampaign(tx, msg.campaignId);
    if (!c) return null;
    const [t] = await tx
      .select({ state: otaTargets.state, attempts: otaTargets.attempts })
      .from(otaTargets)
      .where(and(eq(otaTargets.campaignId, c.id), eq(otaTargets.robotId, robotId)));
    if (!t || (t.state !== TargetState.SENT && t.state !== TargetState.UPGRADING)) return null;
    const ended = msg.done || msg.result !== undefined;
    if (msg.result !== undefined) {
      await tx
        .update(otaTargets)
        .set({ step: msg.step, percent: msg.percent ?? null })
        .where(and(eq(otaTargets.campaignId, c.id), eq(otaTargets.robotId, robotId)));
      await insertTargetEvents(tx, [event(c, robotId, at, { step: msg.step, percent: msg.percent ?? null, result: msg.result })]);
      await failAttempt(tx, c, { robotId, attempts: t.attempts }, at, msg.result);
      return c.id;
    }
    const state = ended ? TargetState.SUCCEEDED : TargetState.UPGRADING;
    await tx
      .update(otaTargets)
      .set({ state, step: msg.step, percent: msg.percent ?? null, reason: null, updatedAt: at, ...(ended && { endedAt: at }) })
      .where(and(eq(otaTargets.campaignId, c.id), eq(otaTargets.robotId, robotId)));
    await insertTargetEvents(tx, [
      event(c, robotId, at, { step: msg.step, percent: msg.percent ?? null, state: state === t.state ? null : state }),
    ]);
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
