import { LOG_TEXT_MAX_BYTES, OperateState, upTopic } from '@fleet/contracts';
import type { TListResult, TListSort, TLogSortField, TLogUpload, TOperateState, TRobotLog } from '@fleet/contracts';
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import {
  deleteLogRequest,
  findLogs,
  findVisibleLogFile,
  insertLogRequest,
  robotDeviceNumber,
  setLogCommand,
  storeLogUpload,
} from './log.repository';

/**
 * Asks the robot for its log: the request row first, so an upload that races the HTTP answer has a
 * row to land in; an offline robot refuses at once (ROBOT_OFFLINE) and leaves no row behind.
 */
export const requestRobotLog = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  robotId: number,
  minutes: number,
) => {
  const robot = await requireVisibleRobot(db, session, robotId);
  const id = randomUUID();
  await insertLogRequest(db, { id, robotId, minutes, requestedBy: session.userId });
  let commandId: string;
  try {
    commandId = (
      await gateway.sendCommand({
        robotId,
        deviceNumber: robot.deviceNumber,
        type: 'uploadLog',
        args: { logId: id, minutes },
        userId: session.userId,
      })
    ).commandId;
  } catch (e) {
    await deleteLogRequest(db, id);
    throw e;
  }
  // The request row must exist before the command goes out (the robot may answer at once); its command
  // id and the log row are written together once the gateway has sent it.
  await db.transaction(async (tx) => {
    await setLogCommand(tx, id, commandId);
    await recordOperation(tx, {
      audit,
      action: 'robot.uploadLog',
      target: `robot:${robot.id} ${robot.deviceNumber}`,
      result: 'success',
      detail: { logId: id, minutes },
    });
  });
  const [row] = (await findLogs(db, robotId, 1, 1)).rows.filter((r) => r.id === id);
  return toLog(
    row ?? {
      id,
      commandId,
      minutes,
      requestedAt: new Date(),
      requestedBy: null,
      operateState: OperateState.SENT_NO_FEEDBACK,
      reason: null,
      fileName: null,
      lines: null,
      bytes: null,
      uploadedAt: null,
    },
  );
};

type LogRow = Awaited<ReturnType<typeof findLogs>>['rows'][number];
/**
 * The ack and the upload travel apart: a file that arrived proves the command succeeded, even before
 * its ack is written or after the wait for it timed out.
 */
const toLog = (r: LogRow): TRobotLog => ({
  ...r,
  operateState: (r.uploadedAt && (r.operateState === OperateState.SENT_NO_FEEDBACK || r.operateState === OperateState.WAIT_TIMEOUT)
    ? OperateState.SUCCESS
    : r.operateState) as TOperateState | null,
  requestedAt: r.requestedAt.toISOString(),
  uploadedAt: r.uploadedAt?.toISOString() ?? null,
});

export const findRobotLogs = async (
  db: Db,
  session: SessionContext,
  robotId: number,
  q: { page: number; pageSize: number } & TListSort<TLogSortField>,
): Promise<TListResult<TRobotLog>> => {
  await requireVisibleRobot(db, session, robotId);
  const { rows, total } = await findLogs(db, robotId, q.page, q.pageSize, q);
  return { list: rows.map(toLog), total, page: q.page, pageSize: q.pageSize };
};

/** up/log: kept compressed as sent, after checking it unpacks (and how big it is) within the limit. */
export const handleLogUpload =
  (db: Db, gateway: Gateway, warn: (msg: string, detail: object) => void) => async (robotId: number, m: TLogUpload, at: Date) => {
    const content = Buffer.from(m.data, 'base64');
    let bytes: number;
    try {
      bytes = gunzipSync(content, { maxOutputLength: LOG_TEXT_MAX_BYTES }).length;
    } catch (e) {
      warn('log upload refused: not gzip or too large', { robotId, logId: m.logId, err: String(e) });
      // The vendor sees it among the robot's rejections, as the gateway's own refusals.
      const no = await robotDeviceNumber(db, robotId);
      return gateway.reject(robotId, {
        topic: upTopic(no ?? String(robotId), 'log'),
        reason: 'schema',
        field: 'data',
        detail: `not a gzip stream, or it unpacks past ${LOG_TEXT_MAX_BYTES} bytes: ${String(e)}`,
      });
    }
    if (await storeLogUpload(db, robotId, m.logId, { fileName: m.fileName, lines: m.lines, bytes, content }, at)) {
      return gateway.notify({ robotId, topic: 'logs' });
    }
    // A vendor debugging firmware looks for this: the upload was valid but answered nothing asked of this robot.
    warn('log upload ignored: no request of this robot with this logId awaits a file (unknown, pruned, or uploaded already)', {
      robotId,
      logId: m.logId,
    });
  };

export const downloadRobotLog = async (db: Db, session: SessionContext, logId: string) => {
  const row = await findVisibleLogFile(db, logId, session.orgPath);
  if (!row?.content || !row.fileName) throw notFound();
  return { filename: row.fileName, contentType: 'text/plain; charset=utf-8', content: gunzipSync(row.content) };
};
