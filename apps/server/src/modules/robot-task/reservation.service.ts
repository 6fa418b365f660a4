import {
  ExecMode,
  type TReservation,
  type ZReservationCreateBody,
  type ZReservationListQuery,
  type ZReservationUpdateBody,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { toReservation } from './reservation.mapper';
import { findVisibleReservation, insertReservation, listReservations, updateReservationFields } from './reservation.repository';
import { findHeldMap } from './robot-map.lookup';
import type { OnScheduleChange } from './task.service';

type CreateBody = z.infer<typeof ZReservationCreateBody>;
type UpdateBody = z.infer<typeof ZReservationUpdateBody>;

export const findReservations = async (db: Db, session: SessionContext, q: z.infer<typeof ZReservationListQuery>) => {
  await requireVisibleRobot(db, session, q.robotId, 'robotId');
  const { rows, total } = await listReservations(db, q.robotId, q.page, q.pageSize, q);
  return { list: rows.map(toReservation), total, page: q.page, pageSize: q.pageSize };
};

const getReservation = async (db: Db, session: SessionContext, id: number) => {
  const row = await findVisibleReservation(db, id, session.orgPath);
  if (!row) throw notFound();
  return toReservation(row);
};

/** The start is a landmark of a map the robot holds; a map without landmarks has no starting point (spec §8). */
const checkStart = async (tx: Tx, robotId: number, b: CreateBody) => {
  const map = await findHeldMap(tx, robotId, b.mapId);
  if (!map) throw new AppError('MAP_NOT_FOUND', { fields: [{ path: 'mapId', code: 'errors.MAP_NOT_FOUND' }] });
  if (map.landmarks.length === 0)
    throw new AppError('NO_STARTING_POINT', { fields: [{ path: 'landmarkId', code: 'errors.NO_STARTING_POINT' }] });
  if (!map.landmarks.some((l) => l.id === b.landmarkId))
    throw new AppError('VALIDATION', { fields: [{ path: 'landmarkId', code: 'validation.invalid' }] });
};

const fieldsOf = (b: CreateBody) => ({
  name: b.name,
  execMode: b.execMode,
  date: b.execMode === ExecMode.ONCE ? (b.date ?? null) : null,
  execTimes: [...b.execTimes].sort(),
  mapId: b.mapId,
  landmarkId: b.landmarkId,
  taskMinutes: b.taskMinutes,
  enabled: b.enabled,
});

export const createReservation = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  b: CreateBody,
  changed: OnScheduleChange,
): Promise<TReservation> => {
  const id = await db.transaction(async (tx) => {
    const robot = await requireVisibleRobot(tx, session, b.robotId, 'robotId');
    await checkStart(tx, robot.id, b);
    const rid = await insertReservation(tx, { robotId: robot.id, ...fieldsOf(b), createdBy: session.userId });
    await recordOperation(tx, {
      audit,
      action: 'reservation.create',
      target: `reservation:${rid} robot:${robot.id} ${robot.deviceNumber}`,
      result: 'success',
    });
    return rid;
  });
  changed(b.robotId);
  return getReservation(db, session, id);
};

export const updateReservation = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  b: UpdateBody,
  changed: OnScheduleChange,
): Promise<TReservation> => {
  await db.transaction(async (tx) => {
    const row = await findVisibleReservation(tx, b.id, session.orgPath);
    if (!row) throw notFound('id');
    if (row.r.robotId !== b.robotId) throw new AppError('VALIDATION', { fields: [{ path: 'robotId', code: 'validation.invalid' }] });
    const next = fieldsOf(b);
    const same = (k: keyof typeof next) => JSON.stringify(next[k]) === JSON.stringify(row.r[k]);
    const diff = (Object.keys(next) as (keyof typeof next)[]).filter((k) => !same(k));
    if (diff.length === 0) throw new AppError('NO_CHANGES');
    await checkStart(tx, row.r.robotId, b);
    await updateReservationFields(tx, b.id, next);
    await recordOperation(tx, {
      audit,
      action: 'reservation.update',
      target: `reservation:${b.id} robot:${row.r.robotId} ${row.deviceNumber}`,
      result: 'success',
      detail: { changed: diff },
    });
  });
  changed(b.robotId);
  return getReservation(db, session, b.id);
};

export const deleteReservation = async (db: Db, audit: AuditContext, session: SessionContext, id: number, changed: OnScheduleChange) => {
  const robotId = await db.transaction(async (tx) => {
    const row = await findVisibleReservation(tx, id, session.orgPath);
    if (!row) throw notFound();
    await updateReservationFields(tx, id, { deletedAt: new Date() });
    await recordOperation(tx, {
      audit,
      action: 'reservation.delete',
      target: `reservation:${id} robot:${row.r.robotId} ${row.deviceNumber}`,
      result: 'success',
    });
    return row.r.robotId;
  });
  changed(robotId);
  return null;
};

export const switchReservation = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  b: { id: number; enabled: boolean },
  changed: OnScheduleChange,
) => {
  const robotId = await db.transaction(async (tx) => {
    const row = await findVisibleReservation(tx, b.id, session.orgPath);
    if (!row) throw notFound('id');
    if (row.r.enabled === b.enabled) throw new AppError('NO_CHANGES');
    await updateReservationFields(tx, b.id, { enabled: b.enabled });
    await recordOperation(tx, {
      audit,
      action: b.enabled ? 'reservation.enable' : 'reservation.disable',
      target: `reservation:${b.id} robot:${row.r.robotId} ${row.deviceNumber}`,
      result: 'success',
    });
    return row.r.robotId;
  });
  changed(robotId);
  return null;
};
