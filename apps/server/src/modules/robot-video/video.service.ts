import {
  CLIP_MAX_SECONDS,
  type TClip,
  type TClipFrames,
  type TClipList,
  type TClipListQuery,
  type TClipReason,
  type TVideoStatus,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import { videoProfile } from '../../gateway/video-relay';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import {
  deleteClip,
  endOpenClips,
  findClip,
  findFrames,
  findOpenClip,
  findStreamingVersion,
  listClips,
  type ClipRow,
} from './clip.repository';
import type { ClipRecorder } from './recorder';

const toClip = (r: NonNullable<ClipRow>): TClip => ({
  ...r,
  reason: r.reason as TClipReason,
  startedAt: r.startedAt.toISOString(),
  endedAt: r.endedAt?.toISOString() ?? null,
});

/** A clip of a robot the caller sees; anything else is answered as if it did not exist. */
const visibleClip = async (db: Db, session: SessionContext, id: number) => {
  const clip = await findClip(db, id);
  if (!clip) throw notFound();
  await requireVisibleRobot(db, session, clip.robotId);
  return clip;
};

/** An open manual clip older than its maximum is one whose recorder died with its instance: not running. */
const stillRecording = (c: ClipRow) => c && Date.now() - c.startedAt.getTime() < (CLIP_MAX_SECONDS + 30) * 1000;

export const getVideoStatus = async (db: Db, session: SessionContext, robotId: number): Promise<TVideoStatus> => {
  await requireVisibleRobot(db, session, robotId);
  const [version, open] = await Promise.all([findStreamingVersion(db, robotId), findOpenClip(db, robotId, 'manual')]);
  return { streamingVersion: version, ...videoProfile(version), recording: open && stillRecording(open) ? toClip(open) : null };
};

/**
 * Records on the instance that received the request, from its own relay (which leases the stream).
 * A recording already running, here or on another instance, is answered instead of a second one.
 */
export const startRecording = async (db: Db, recorder: ClipRecorder, audit: AuditContext, session: SessionContext, robotId: number) => {
  const robot = await requireVisibleRobot(db, session, robotId);
  const open = await findOpenClip(db, robotId, 'manual');
  if (open && stillRecording(open)) return toClip(open);
  if (!robot.state?.online) throw new AppError('ROBOT_OFFLINE');
  const clipId = await recorder.start({ robotId, reason: 'manual', createdBy: session.userId, seconds: CLIP_MAX_SECONDS });
  // After the recorder's own write: it leases the robot's stream (a device round trip) before the row exists.
  await recordOperation(db, {
    audit,
    action: 'robot.video.record',
    target: `robot:${robot.id} ${robot.deviceNumber}`,
    result: 'success',
    detail: { clipId },
  });
  return toClip((await findClip(db, clipId))!);
};

/** Stops here when recorded here; else ends the row, and the recording instance stops on its next write. */
export const stopRecording = async (db: Db, recorder: ClipRecorder, session: SessionContext, robotId: number): Promise<TClip | null> => {
  await requireVisibleRobot(db, session, robotId);
  const clipId = recorder.running(robotId, 'manual');
  if (clipId !== undefined) {
    await recorder.stop(robotId, 'manual');
    const clip = await findClip(db, clipId);
    return clip ? toClip(clip) : null;
  }
  const [ended] = await endOpenClips(db, robotId, 'manual', new Date());
  const clip = ended && (await findClip(db, ended.id));
  return clip ? toClip(clip) : null;
};

export const findRobotClips = async (
  db: Db,
  session: SessionContext,
  q: TClipListQuery & { page: number; pageSize: number },
): Promise<TClipList> => {
  await requireVisibleRobot(db, session, q.robotId);
  const { rows, total } = await listClips(
    db,
    { robotId: q.robotId, start: q.start ? new Date(q.start) : undefined, end: q.end ? new Date(q.end) : undefined, reason: q.reason },
    q.page,
    q.pageSize,
    q,
  );
  return { list: rows.map((r) => toClip(r)), total, page: q.page, pageSize: q.pageSize };
};

export const getClip = async (db: Db, session: SessionContext, id: number) => toClip(await visibleClip(db, session, id));

export const getClipFrames = async (
  db: Db,
  session: SessionContext,
  id: number,
  q: { offset: number; limit: number },
): Promise<TClipFrames> => {
  const clip = await visibleClip(db, session, id);
  const rows = await findFrames(db, id, q.offset, q.limit);
  return { total: clip.frameCount, frames: rows.map((f) => ({ seq: f.seq, ts: f.ts, jpeg: f.jpeg.toString('base64') })) };
};

export const deleteRobotClip = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  id: number,
  onChange: (robotId: number) => void,
) => {
  const clip = await visibleClip(db, session, id);
  await db.transaction(async (tx) => {
    if (!(await deleteClip(tx, id))) throw notFound();
    await recordOperation(tx, {
      audit,
      action: 'robot.video.deleteClip',
      target: `robot:${clip.robotId}`,
      result: 'success',
      detail: { clipId: id },
    });
  });
  onChange(clip.robotId);
  return null;
};
