import type { TClipSortField, TListSort } from '@fleet/contracts';
import { and, asc, count, desc, eq, gte, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotClipFrames, robotClips, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';

export type ClipRow = Awaited<ReturnType<typeof findClip>>;

const clipColumns = {
  id: robotClips.id,
  robotId: robotClips.robotId,
  startedAt: robotClips.startedAt,
  endedAt: robotClips.endedAt,
  reason: robotClips.reason,
  eventType: robotClips.eventType,
  createdBy: robotClips.createdBy,
  createdByName: users.userName,
  frameCount: robotClips.frameCount,
  bytes: robotClips.bytes,
};
const clips = (db: Tx) => db.select(clipColumns).from(robotClips).leftJoin(users, eq(users.id, robotClips.createdBy));

export const insertClip = async (db: Tx, v: typeof robotClips.$inferInsert) =>
  (await db.insert(robotClips).values(v).returning({ id: robotClips.id }))[0]!.id;

/** One clip (robot tenancy is the service's: it checks the clip's robot). */
export const findClip = async (db: Tx, id: number) => (await clips(db).where(eq(robotClips.id, id)))[0];

/** The manual recording of the robot still open, wherever it runs. */
export const findOpenClip = async (db: Tx, robotId: number, reason: string) =>
  (
    await clips(db)
      .where(and(eq(robotClips.robotId, robotId), eq(robotClips.reason, reason), isNull(robotClips.endedAt)))
      .orderBy(desc(robotClips.startedAt))
      .limit(1)
  )[0];

export interface ClipFilter {
  robotId: number;
  start?: Date;
  end?: Date;
  reason?: string;
}
/** A clip still recording has no duration yet: last both ways. */
const sortBy: Record<TClipSortField, AnyColumn | SQL> = {
  startedAt: robotClips.startedAt,
  duration: sql`(${robotClips.endedAt} - ${robotClips.startedAt})`,
  frameCount: robotClips.frameCount,
  bytes: robotClips.bytes,
};

export const listClips = async (db: Tx, f: ClipFilter, page: number, pageSize: number, sort: TListSort<TClipSortField> = {}) => {
  const where = and(
    eq(robotClips.robotId, f.robotId),
    f.start ? gte(robotClips.startedAt, f.start) : undefined,
    f.end ? lte(robotClips.startedAt, f.end) : undefined,
    f.reason ? eq(robotClips.reason, f.reason) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    clips(db)
      .where(where)
      .orderBy(...listOrder(sort, sortBy, robotClips.id, [desc(robotClips.startedAt), desc(robotClips.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robotClips).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/**
 * Appends frames and counts them, only while the clip is open: no row back means the clip was ended
 * meanwhile (stopped through another instance, or deleted) and the recorder must stop.
 */
export const appendFrames = (db: Tx, clipId: number, frames: { seq: number; ts: number; jpeg: Buffer }[]) =>
  db.transaction(async (tx) => {
    const bytes = frames.reduce((n, f) => n + f.jpeg.length, 0);
    const [open] = await tx
      .update(robotClips)
      .set({ frameCount: sql`${robotClips.frameCount} + ${frames.length}`, bytes: sql`${robotClips.bytes} + ${bytes}` })
      .where(and(eq(robotClips.id, clipId), isNull(robotClips.endedAt)))
      .returning({ id: robotClips.id });
    if (!open) return false;
    if (frames.length) await tx.insert(robotClipFrames).values(frames.map((f) => ({ clipId, ...f })));
    return true;
  });

/** Ends an open clip; false when it was already ended (or deleted). */
export const endClip = async (db: Tx, clipId: number, at: Date) =>
  (
    await db
      .update(robotClips)
      .set({ endedAt: at })
      .where(and(eq(robotClips.id, clipId), isNull(robotClips.endedAt)))
      .returning({ id: robotClips.id })
  ).length > 0;

/** Ends the robot's open clips of `reason` (a stop that reached an instance not recording it). */
export const endOpenClips = (db: Tx, robotId: number, reason: string, at: Date) =>
  db
    .update(robotClips)
    .set({ endedAt: at })
    .where(and(eq(robotClips.robotId, robotId), eq(robotClips.reason, reason), isNull(robotClips.endedAt)))
    .returning({ id: robotClips.id });

export const deleteClip = async (db: Tx, id: number) =>
  (await db.delete(robotClips).where(eq(robotClips.id, id)).returning({ id: robotClips.id })).length > 0;

export const findFrames = (db: Tx, clipId: number, offset: number, limit: number) =>
  db
    .select({ seq: robotClipFrames.seq, ts: robotClipFrames.ts, jpeg: robotClipFrames.jpeg })
    .from(robotClipFrames)
    .where(eq(robotClipFrames.clipId, clipId))
    .orderBy(asc(robotClipFrames.seq))
    .limit(limit)
    .offset(offset);

/** The streaming version the robot last reported, null before its first configuration report. */
export const findStreamingVersion = async (db: Tx, robotId: number) => {
  const r = await db.execute(sql`select (values->>'streamingVersion')::int as v from robot_config where robot_id = ${robotId}`);
  return ((r.rows[0] as { v: number | null } | undefined)?.v ?? null) as 1 | 2 | null;
};
