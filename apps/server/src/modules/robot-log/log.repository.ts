import type { TListSort, TLogSortField } from '@fleet/contracts';
import { and, count, desc, eq, isNull, lt, type AnyColumn } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotCommands, robotLogs, robots, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { robotVisibleCondition } from '../../lib/robot-scope';

export const insertLogRequest = (db: Tx, row: typeof robotLogs.$inferInsert) => db.insert(robotLogs).values(row);
export const deleteLogRequest = (db: Tx, id: string) => db.delete(robotLogs).where(eq(robotLogs.id, id));
export const setLogCommand = (db: Tx, id: string, commandId: string) => db.update(robotLogs).set({ commandId }).where(eq(robotLogs.id, id));

/** A page of one robot's log requests with their command's outcome and the requester's name. */
const sortBy: Record<TLogSortField, AnyColumn> = {
  requestedAt: robotLogs.requestedAt,
  minutes: robotLogs.minutes,
  bytes: robotLogs.bytes,
  uploadedAt: robotLogs.uploadedAt,
};

export const findLogs = async (db: Tx, robotId: number, page: number, pageSize: number, sort: TListSort<TLogSortField> = {}) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: robotLogs.id,
        commandId: robotLogs.commandId,
        minutes: robotLogs.minutes,
        requestedAt: robotLogs.requestedAt,
        requestedBy: users.userName,
        operateState: robotCommands.operateState,
        reason: robotCommands.reason,
        fileName: robotLogs.fileName,
        lines: robotLogs.lines,
        bytes: robotLogs.bytes,
        uploadedAt: robotLogs.uploadedAt,
      })
      .from(robotLogs)
      .leftJoin(robotCommands, eq(robotCommands.id, robotLogs.commandId))
      .leftJoin(users, eq(users.id, robotLogs.requestedBy))
      .where(eq(robotLogs.robotId, robotId))
      .orderBy(...listOrder(sort, sortBy, robotLogs.id, [desc(robotLogs.requestedAt)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robotLogs).where(eq(robotLogs.robotId, robotId)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Stores an upload once, for the robot that was asked: a second upload or another robot's changes nothing. */
export const storeLogUpload = async (
  db: Tx,
  robotId: number,
  logId: string,
  file: { fileName: string; lines: number; bytes: number; content: Buffer },
  at: Date,
) =>
  (
    await db
      .update(robotLogs)
      .set({ ...file, uploadedAt: at })
      .where(and(eq(robotLogs.id, logId), eq(robotLogs.robotId, robotId), isNull(robotLogs.content)))
      .returning({ id: robotLogs.id })
  ).length > 0;

export const findVisibleLogFile = async (db: Tx, logId: string, orgPath: string) => {
  const [row] = await db
    .select({ content: robotLogs.content, fileName: robotLogs.fileName })
    .from(robotLogs)
    .innerJoin(robots, eq(robots.id, robotLogs.robotId))
    .where(and(eq(robotLogs.id, logId), robotVisibleCondition(orgPath)));
  return row;
};

/** Retention: requests (and their files) by when the console asked; a few rows per robot and day. */
export const deleteLogsRequestedBefore = (db: Tx, cutoff: Date) => db.delete(robotLogs).where(lt(robotLogs.requestedAt, cutoff));

/** The robot's device number, to name the topic of a refused upload. */
export const robotDeviceNumber = async (db: Tx, robotId: number) =>
  (await db.select({ no: robots.deviceNumber }).from(robots).where(eq(robots.id, robotId)))[0]?.no;
