import {
  PeriodType,
  roundTo,
  RUN_EXPORT_MAX,
  TaskState,
  type TRun,
  type TRunReport,
  type ZRunExportQuery,
  type ZRunListQuery,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { addFinishedRuns } from '../../lib/daily-rollup';
import type { Gateway } from '../../gateway/gateway.types';
import type { SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import {
  closeAbandonedRuns,
  listRuns,
  ownReservationId,
  ownTaskId,
  runTotals,
  setReservationResult,
  setTaskState,
  upsertRun,
  type RunRow,
} from './run.repository';

const toRun = ({ run: r, durationMin }: RunRow): TRun => ({
  id: r.id,
  runId: r.runId,
  source: r.source as TRun['source'],
  taskId: r.taskId,
  reservationId: r.reservationId,
  name: r.name,
  mapId: r.mapId,
  startedAt: r.startedAt.toISOString(),
  endedAt: r.endedAt?.toISOString() ?? null,
  durationMin: roundTo(Number(durationMin), 1),
  state: r.state as TRun['state'],
  areaM2: roundTo(r.areaM2, 2),
  distanceKm: roundTo(r.distanceKm, 3),
  waterL: roundTo(r.waterL, 2),
  energyKwh: roundTo(r.energyKwh, 3),
  reservationResult: r.reservationResult as TRun['reservationResult'],
});

export const findRuns = async (db: Db, session: SessionContext, q: z.infer<typeof ZRunListQuery>) => {
  await requireVisibleRobot(db, session, q.robotId, 'robotId');
  const start = new Date(q.start);
  const end = new Date(q.end);
  const [rows, totals] = await Promise.all([
    listRuns(db, q.robotId, start, end, q.pageSize, (q.page - 1) * q.pageSize, q),
    runTotals(db, q.robotId, start, end),
  ]);
  return {
    list: rows.map(toRun),
    total: totals.count,
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      count: totals.count,
      areaM2: roundTo(totals.areaM2, 2),
      durationMin: roundTo(totals.durationMin, 1),
      distanceKm: roundTo(totals.distanceKm, 3),
      waterL: roundTo(totals.waterL, 2),
      energyKwh: roundTo(totals.energyKwh, 3),
    },
  };
};

export const exportRuns = async (db: Db, session: SessionContext, q: z.infer<typeof ZRunExportQuery>) => {
  await requireVisibleRobot(db, session, q.robotId, 'robotId');
  return (await listRuns(db, q.robotId, new Date(q.start), new Date(q.end), RUN_EXPORT_MAX, 0)).map(toRun);
};

/**
 * up/run: the cleaning record (ending any older run the robot left running), what it means for the
 * reservation (its result: 0 once a run started, 1–6 as the robot reports when it could not) and for a
 * one-off task (done when its run ends done), and the daily rollup of every run this report finished
 * (the upsert leaves a finished run alone, so a run is added exactly once).
 */
export const storeRunReport = async (tx: Tx, robotId: number, msg: TRunReport) => {
  const task = msg.source === 'task' ? await ownTaskId(tx, robotId, msg.taskId) : null;
  const reservationId = msg.source === 'reservation' ? await ownReservationId(tx, robotId, msg.reservationId) : null;
  const startedAt = new Date(msg.startedAt);
  const result = msg.reservationResult ?? (msg.source === 'reservation' ? 0 : null);
  const abandoned = await closeAbandonedRuns(tx, robotId, msg.runId, startedAt);
  const runId = await upsertRun(tx, {
    robotId,
    runId: msg.runId,
    source: msg.source,
    taskId: task?.id ?? null,
    reservationId,
    name: msg.name,
    mapId: msg.mapId,
    startedAt,
    endedAt: msg.endedAt === null ? null : new Date(msg.endedAt),
    state: msg.state,
    areaM2: msg.areaM2,
    distanceKm: msg.distanceKm,
    waterL: msg.waterL,
    energyKwh: msg.energyKwh,
    reservationResult: result,
  });
  const run = runId !== null;
  await addFinishedRuns(tx, run && msg.state !== 'running' ? [...abandoned, runId] : abandoned);
  const reservation =
    run && reservationId !== null && result !== null ? await setReservationResult(tx, reservationId, result, startedAt) : false;
  const taskDone =
    run && task?.periodType === PeriodType.SAME_OR_ALTERNATE_DAY && msg.state === 'done'
      ? await setTaskState(tx, task.id, TaskState.DONE)
      : false;
  return { run: run || abandoned.length > 0, reservation, taskDone };
};

export const registerRunIngest = (db: Db, gateway: Gateway) => {
  gateway.onUplink('run', async (robotId: number, msg: TRunReport) => {
    const changed = await db.transaction((tx) => storeRunReport(tx, robotId, msg));
    if (changed.run) gateway.notify({ robotId, topic: 'runs' });
    if (changed.reservation) gateway.notify({ robotId, topic: 'reservations' });
    if (changed.taskDone) gateway.notify({ robotId, topic: 'tasks' });
  });
};
