import { type TSchedule, type TScheduledReservation, type TScheduledTask } from '@fleet/contracts';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { createSerialQueue } from '../../lib/serial-queue';
import { robotNumber, scheduledRows } from './schedule-sync.repository';

/**
 * The schedule a robot keeps and runs on its own clock (contracts device/schedule.ts). Its version is
 * a hash of what would be sent, so "the robot has the current schedule" is a string comparison with
 * the `scheduleVersion` the robot reports in up/config, and nothing has to be stored to know it.
 */
export const buildSchedule = async (db: Tx, robotId: number): Promise<TSchedule> => {
  const rows = await scheduledRows(db, robotId);
  const tasks: TScheduledTask[] = rows.tasks.map((t) => ({
    taskId: String(t.id),
    name: t.name,
    mapId: t.mapId,
    pathId: t.pathId,
    cleanMode: t.cleanMode as TScheduledTask['cleanMode'],
    repeat: t.repeatTimes,
    periodType: t.periodType as TScheduledTask['periodType'],
    date: t.date,
    time: t.execTime,
  }));
  const reservations: TScheduledReservation[] = rows.reservations.map((r) => ({
    reservationId: String(r.id),
    name: r.name,
    mapId: r.mapId,
    landmarkId: r.landmarkId,
    execMode: r.execMode as TScheduledReservation['execMode'],
    date: r.date,
    times: r.execTimes,
    taskMinutes: r.taskMinutes,
  }));
  const version = createHash('sha256').update(JSON.stringify({ tasks, reservations })).digest('hex').slice(0, 32);
  return { version, tasks, reservations };
};

/**
 * Sends the whole schedule (syncSchedule). An offline robot is skipped without error: it reports its
 * version when it connects again and is caught up then (registerScheduleCatchUp).
 */
export const pushSchedule = async (db: Db, gateway: Gateway, robotId: number, userId: number | null = null, answeringUplink = false) => {
  const deviceNumber = await robotNumber(db, robotId);
  if (!deviceNumber) return;
  const schedule = await buildSchedule(db, robotId);
  try {
    await gateway.sendCommand({ robotId, deviceNumber, type: 'syncSchedule', args: schedule, userId, answeringUplink });
  } catch (err) {
    if (err instanceof AppError && err.codeName === 'ROBOT_OFFLINE') return;
    throw err;
  }
};

/** A robot that reports another schedule version than the server's (it was offline, or reset) gets the current one. */
export const registerScheduleCatchUp = (db: Db, gateway: Gateway, log: (err: unknown) => void) => {
  gateway.onUplink('config', async (robotId, msg) => {
    // At shutdown the pool closes after the uplinks drain: a push begun now would outlive it.
    if (gateway.closing) return;
    const { version } = await buildSchedule(db, robotId);
    if (msg.scheduleVersion === version) return;
    // Not awaited inside the ingest flow: the command's own bookkeeping must not hold other uplinks.
    void queuePush(db, gateway, robotId, log, true);
  });
};

/**
 * Pushes of one robot run one after another, each building the schedule when its turn comes: two
 * quick edits can never reach the robot in the wrong order and leave it on the older schedule.
 */
const pushes = createSerialQueue<number>();
const queuePush = (db: Db, gateway: Gateway, robotId: number, log: (err: unknown) => void, answeringUplink = false) =>
  pushes
    .run(robotId, () => pushSchedule(db, gateway, robotId, null, answeringUplink))
    .catch((e: unknown) => {
      // A push still running when the server closed fails on the closed pool: expected, not worth a line.
      if (!gateway.closing) log(e);
    });

/** After a change has committed: browsers reload the topic (or topics) and the robot gets its new schedule (a send failure is only logged). */
export const scheduleChanged = (
  db: Db,
  gateway: Gateway,
  robotId: number,
  topic: 'tasks' | 'reservations' | readonly ('tasks' | 'reservations')[],
  log: (err: unknown) => void,
) => {
  for (const t of typeof topic === 'string' ? [topic] : topic) gateway.notify({ robotId, topic: t });
  return queuePush(db, gateway, robotId, log);
};
