import { EVENT_LEVELS, type TEventSortField, type TListSort } from '@fleet/contracts';
import { listOrder } from '../../lib/list-sort';
import { and, count, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotEvents, robots } from '../../db/schema';
import { robotVisibleCondition } from '../../lib/robot-scope';

/** Severity, so that "level" sorts info < warning < fault < emergency (EVENT_LEVELS) rather than by the words. */
const severity = sql`array_position(array[${sql.join(
  EVENT_LEVELS.map((l) => sql`${l}`),
  sql`, `,
)}]::text[], ${robotEvents.level}::text)`;
const sortBy = { ts: robotEvents.ts, type: robotEvents.type, level: severity, accuracy: robotEvents.accuracy };

export interface EventFilters extends TListSort<TEventSortField> {
  type?: string;
  level?: string;
  withImage?: boolean;
  start?: string;
  end?: string;
}

const where = (robotId: number, f: EventFilters) =>
  and(
    eq(robotEvents.robotId, robotId),
    f.type ? eq(robotEvents.type, f.type) : undefined,
    f.level ? eq(robotEvents.level, f.level) : undefined,
    f.withImage ? isNotNull(robotEvents.imageData) : undefined,
    f.start ? gte(robotEvents.ts, new Date(f.start)) : undefined,
    f.end ? lte(robotEvents.ts, new Date(f.end)) : undefined,
  );

/** A page of one robot's events, newest first, without the pictures themselves. */
export const findEvents = async (db: Tx, robotId: number, f: EventFilters, page: number, pageSize: number) => {
  const cond = where(robotId, f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: robotEvents.id,
        ts: robotEvents.ts,
        type: robotEvents.type,
        level: robotEvents.level,
        code: robotEvents.code,
        message: robotEvents.message,
        accuracy: robotEvents.accuracy,
        receivedAt: robotEvents.receivedAt,
        hasImage: sql<boolean>`${robotEvents.imageData} is not null`,
      })
      .from(robotEvents)
      .where(cond)
      .orderBy(...listOrder(f, sortBy, robotEvents.id, [desc(robotEvents.ts), desc(robotEvents.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robotEvents).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findEventTypes = async (db: Tx, robotId: number) =>
  (
    await db
      .selectDistinct({ type: robotEvents.type })
      .from(robotEvents)
      .where(and(eq(robotEvents.robotId, robotId), sql`${robotEvents.ts} > now() - interval '90 days'`))
      .orderBy(robotEvents.type)
  ).map((r) => r.type);

/** An event's picture, only when its robot is visible from `orgPath`. */
export const findVisibleEventImage = async (db: Tx, eventId: number, orgPath: string) => {
  const [row] = await db
    .select({ image: robotEvents.imageData, ts: robotEvents.ts, type: robotEvents.type, deviceNumber: robots.deviceNumber })
    .from(robotEvents)
    .innerJoin(robots, eq(robots.id, robotEvents.robotId))
    .where(and(eq(robotEvents.id, eventId), robotVisibleCondition(orgPath)));
  return row;
};

/**
 * Retention: by the time the server received them (a robot's clock could keep rows forever), found
 * through the BRIN index on received_at (rows arrive in that order).
 */
export const deleteEventsReceivedBefore = (db: Tx, cutoff: Date) => db.delete(robotEvents).where(lt(robotEvents.receivedAt, cutoff));
