import {
  CleanMode,
  PeriodType,
  type TTask,
  type ZFleetTaskListQuery,
  type ZTaskCreateBody,
  type ZTaskListQuery,
  type ZTaskUpdateBody,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { findHeldMap } from './robot-map.lookup';
import { toTask } from './task.mapper';
import { expireMissedTasks, findVisibleTask, insertTask, listTasks, updateTaskFields } from './task.repository';

type CreateBody = z.infer<typeof ZTaskCreateBody>;
type UpdateBody = z.infer<typeof ZTaskUpdateBody>;
/** Called after a change commits: browsers reload, the robot gets its schedule. */
export type OnScheduleChange = (robotId: number) => void;

export const findRobotTasks = async (db: Db, session: SessionContext, q: z.infer<typeof ZTaskListQuery>) => {
  await requireVisibleRobot(db, session, q.robotId, 'robotId');
  await expireMissedTasks(db, q.robotId);
  const { rows, total } = await listTasks(db, session.orgPath, q, q.page, q.pageSize, q);
  return { list: rows.map(toTask), total, page: q.page, pageSize: q.pageSize };
};

export const findFleetTasks = async (db: Db, session: SessionContext, q: z.infer<typeof ZFleetTaskListQuery>) => {
  await expireMissedTasks(db);
  const { rows, total } = await listTasks(db, session.orgPath, q, q.page, q.pageSize, q);
  return { list: rows.map(toTask), total, page: q.page, pageSize: q.pageSize };
};

export const getTask = async (db: Db, session: SessionContext, id: number) => {
  const row = await findVisibleTask(db, id, session.orgPath);
  if (!row) throw notFound();
  return toTask(row);
};

/** The map must be one the robot holds; a patrol needs one of that map's paths (spec §5 task fields). */
const checkPlan = async (tx: Tx, robotId: number, b: CreateBody) => {
  const map = await findHeldMap(tx, robotId, b.mapId);
  if (!map) throw new AppError('MAP_NOT_FOUND', { fields: [{ path: 'mapId', code: 'errors.MAP_NOT_FOUND' }] });
  if (b.cleanMode === CleanMode.PATROL && !map.paths.some((p) => p.id === b.pathId)) {
    throw new AppError('VALIDATION', { fields: [{ path: 'pathId', code: 'validation.invalid' }] });
  }
};

/** The row a body describes: a daily task keeps no date, a coverage task no path. */
const fieldsOf = (b: CreateBody) => ({
  name: b.name,
  periodType: b.periodType,
  date: b.periodType === PeriodType.ONCE_A_DAY ? null : (b.date ?? null),
  execTime: b.execTime,
  enabled: b.enabled,
  mapId: b.mapId,
  pathId: b.cleanMode === CleanMode.PATROL ? (b.pathId ?? null) : null,
  cleanMode: b.cleanMode,
  scene: b.scene,
  repeatTimes: b.repeatTimes,
  details: b.details ?? null,
});

export const createTask = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  b: CreateBody,
  changed: OnScheduleChange,
): Promise<TTask> => {
  const id = await db.transaction(async (tx) => {
    const robot = await requireVisibleRobot(tx, session, b.robotId, 'robotId');
    await checkPlan(tx, robot.id, b);
    const taskId = await insertTask(tx, { robotId: robot.id, ...fieldsOf(b), createdBy: session.userId });
    await recordOperation(tx, {
      audit,
      action: 'task.create',
      target: `task:${taskId} robot:${robot.id} ${robot.deviceNumber}`,
      result: 'success',
    });
    return taskId;
  });
  changed(b.robotId);
  return getTask(db, session, id);
};

export const updateTask = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  b: UpdateBody,
  changed: OnScheduleChange,
): Promise<TTask> => {
  await db.transaction(async (tx) => {
    const row = await findVisibleTask(tx, b.id, session.orgPath);
    if (!row) throw notFound('id');
    if (row.task.robotId !== b.robotId) throw new AppError('VALIDATION', { fields: [{ path: 'robotId', code: 'validation.invalid' }] });
    const next = fieldsOf(b);
    const diff = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== row.task[k]);
    if (diff.length === 0) throw new AppError('NO_CHANGES');
    await checkPlan(tx, row.task.robotId, b);
    // A new day or time gives an expired or done one-off task another run.
    const state = diff.some((k) => k === 'date' || k === 'execTime' || k === 'periodType') ? 0 : row.task.state;
    await updateTaskFields(tx, b.id, { ...next, state });
    await recordOperation(tx, {
      audit,
      action: 'task.update',
      target: `task:${b.id} robot:${row.task.robotId} ${row.deviceNumber}`,
      result: 'success',
      detail: { changed: diff },
    });
  });
  changed(b.robotId);
  return getTask(db, session, b.id);
};

export const deleteTask = async (db: Db, audit: AuditContext, session: SessionContext, id: number, changed: OnScheduleChange) => {
  const robotId = await db.transaction(async (tx) => {
    const row = await findVisibleTask(tx, id, session.orgPath);
    if (!row) throw notFound();
    await updateTaskFields(tx, id, { deletedAt: new Date() });
    await recordOperation(tx, {
      audit,
      action: 'task.delete',
      target: `task:${id} robot:${row.task.robotId} ${row.deviceNumber}`,
      result: 'success',
    });
    return row.task.robotId;
  });
  changed(robotId);
  return null;
};

export const switchTask = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  b: { id: number; enabled: boolean },
  changed: OnScheduleChange,
) => {
  const robotId = await db.transaction(async (tx) => {
    const row = await findVisibleTask(tx, b.id, session.orgPath);
    if (!row) throw notFound('id');
    if (row.task.enabled === b.enabled) throw new AppError('NO_CHANGES');
    await updateTaskFields(tx, b.id, { enabled: b.enabled });
    await recordOperation(tx, {
      audit,
      action: b.enabled ? 'task.enable' : 'task.disable',
      target: `task:${b.id} robot:${row.task.robotId} ${row.deviceNumber}`,
      result: 'success',
    });
    return row.task.robotId;
  });
  changed(robotId);
  return null;
};
