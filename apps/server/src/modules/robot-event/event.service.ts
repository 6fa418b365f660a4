import type { TListResult, TRobotEvent } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/tenancy';
import type { SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { findEvents, findEventTypes, findVisibleEventImage, type EventFilters } from './event.repository';

export const findRobotEvents = async (
  db: Db,
  session: SessionContext,
  robotId: number,
  q: EventFilters & { page: number; pageSize: number },
): Promise<TListResult<TRobotEvent>> => {
  await requireVisibleRobot(db, session, robotId);
  const { page, pageSize } = q;
  const { rows, total } = await findEvents(db, robotId, q, page, pageSize);
  return {
    list: rows.map((r) => ({
      ...r,
      ts: r.ts.toISOString(),
      receivedAt: r.receivedAt.toISOString(),
      level: r.level as TRobotEvent['level'],
      accuracy: r.accuracy === null ? null : Math.round(r.accuracy * 1000) / 1000,
    })),
    total,
    page,
    pageSize,
  };
};

export const listRobotEventTypes = async (db: Db, session: SessionContext, robotId: number) => {
  await requireVisibleRobot(db, session, robotId);
  return findEventTypes(db, robotId);
};

/** The picture as a file of its own: 404 when the event is not the caller's to see or has none. */
export const getRobotEventImage = async (db: Db, session: SessionContext, eventId: number) => {
  const row = await findVisibleEventImage(db, eventId, session.orgPath);
  if (!row?.image) throw notFound();
  const stamp = row.ts.toISOString().replace(/[:.]/g, '-');
  return { filename: `${row.deviceNumber}-${row.type}-${stamp}.jpg`, contentType: 'image/jpeg', content: row.image, inline: true };
};
