import { ExecMode, type TListSort, type TReservationSortField } from '@fleet/contracts';
import { and, count, desc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { robotMaps, robotReservations, robots, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { robotVisibleCondition } from '../../lib/robot-scope';

const creator = alias(users, 'reservation_creator');

const base = (db: Tx) =>
  db
    .select({
      r: robotReservations,
      deviceNumber: robots.deviceNumber,
      creator: creator.userName,
      mapName: robotMaps.name,
      landmarks: robotMaps.landmarks,
    })
    .from(robotReservations)
    .innerJoin(robots, eq(robots.id, robotReservations.robotId))
    .leftJoin(creator, eq(creator.id, robotReservations.createdBy))
    .leftJoin(robotMaps, and(eq(robotMaps.robotId, robotReservations.robotId), eq(robotMaps.mapId, robotReservations.mapId)));
export type ReservationRow = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

/** A one-off reservation by its date, a daily one after them (exec mode then date). */
const sortBy: Record<TReservationSortField, AnyColumn | SQL> = {
  name: robotReservations.name,
  execMode: sql`(${robotReservations.execMode}, ${robotReservations.date})`,
  taskMinutes: robotReservations.taskMinutes,
  lastResult: robotReservations.lastResult,
};

export const listReservations = async (
  db: Tx,
  robotId: number,
  page: number,
  pageSize: number,
  sort: TListSort<TReservationSortField> = {},
) => {
  const where = and(eq(robotReservations.robotId, robotId), isNull(robotReservations.deletedAt));
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...listOrder(sort, sortBy, robotReservations.id, [desc(robotReservations.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robotReservations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findVisibleReservation = async (db: Tx, id: number, orgPath: string) => {
  const [row] = await base(db).where(
    and(eq(robotReservations.id, id), isNull(robotReservations.deletedAt), robotVisibleCondition(orgPath)),
  );
  return row;
};

export const insertReservation = async (db: Tx, values: typeof robotReservations.$inferInsert) => {
  const [row] = await db.insert(robotReservations).values(values).returning({ id: robotReservations.id });
  return row!.id;
};

export const updateReservationFields = (db: Tx, id: number, fields: Partial<typeof robotReservations.$inferInsert>) =>
  db
    .update(robotReservations)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(robotReservations.id, id));

/**
 * A robot moving to another landmark: its reservations still to run (switched on, and daily or not run
 * yet) start from a landmark of a map of the old site, so they are cancelled. Reservations have no state
 * that says so, and a switched-off one could be switched on again to start from that map: they are
 * deleted as the delete route does (deleted_at; the rows stay for the run records that name them). One
 * that ran once keeps its result. Answers how many.
 */
export const cancelPendingReservations = async (db: Tx, robotId: number, at: Date) =>
  (
    await db
      .update(robotReservations)
      .set({ deletedAt: at, updatedAt: at })
      .where(
        and(
          eq(robotReservations.robotId, robotId),
          isNull(robotReservations.deletedAt),
          eq(robotReservations.enabled, true),
          or(eq(robotReservations.execMode, ExecMode.CYCLE), isNull(robotReservations.lastRunAt)),
        ),
      )
      .returning({ id: robotReservations.id })
  ).length;
