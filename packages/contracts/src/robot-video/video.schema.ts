import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, ZListResult, zListSort } from '../common/list';
import { ZStreamingVersion } from '../enums/robot.enums';
import { isOrderedRange, V, ZInstant } from '../validation/rules';

/** Clips the server recorded from relayed live frames: by hand while watching, or around an incident. */
export const CLIP_REASONS = ['manual', 'event'] as const;
export const ZClipReason = z.enum(CLIP_REASONS);
export type TClipReason = z.infer<typeof ZClipReason>;

/** A manual recording stops by itself after this; an incident is recorded for EVENT_CLIP_SECONDS. */
export const CLIP_MAX_SECONDS = 300;
export const EVENT_CLIP_SECONDS = 20;
/** Clips older than this are deleted by the retention job. */
export const CLIP_RETENTION_DAYS = 30;
/** Frames per page of GET clip frames: about 3 MB of base64 at 640×360. */
export const CLIP_FRAMES_PAGE_MAX = 100;

export const ZClip = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  startedAt: z.string(),
  /** Null while it is being recorded. */
  endedAt: z.string().nullable(),
  reason: ZClipReason,
  /** The event type for an incident clip (ZDeviceEvent.type). */
  eventType: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  frameCount: z.number().int(),
  bytes: z.number().int(),
});
export type TClip = z.infer<typeof ZClip>;

/** What an operator sorts recordings by (without one: newest first). */
export const CLIP_SORT_FIELDS = ['startedAt', 'duration', 'frameCount', 'bytes'] as const;
export type TClipSortField = (typeof CLIP_SORT_FIELDS)[number];

export const ZClipListQuery = ZListQuery.extend({
  ...zListSort(CLIP_SORT_FIELDS),
  robotId: zId(),
  /** Clips that started in [start, end] (ISO instants); both optional. */
  start: ZInstant.optional(),
  end: ZInstant.optional(),
  reason: ZClipReason.optional(),
}).superRefine((b, ctx) => {
  if (b.start && b.end && !isOrderedRange(b.start, b.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: V.endBeforeStart });
});
export type TClipListQuery = z.input<typeof ZClipListQuery>;
export const ZClipList = ZListResult(ZClip);
export type TClipList = z.infer<typeof ZClipList>;

export const ZClipFramesQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CLIP_FRAMES_PAGE_MAX).default(CLIP_FRAMES_PAGE_MAX),
});
export type TClipFramesQuery = z.input<typeof ZClipFramesQuery>;
/** `jpeg` is base64, like the live hub's frames. */
export const ZClipFrame = z.object({ seq: z.number().int(), ts: z.number().int(), jpeg: z.string() });
export type TClipFrame = z.infer<typeof ZClipFrame>;
export const ZClipFrames = z.object({ total: z.number().int(), frames: z.array(ZClipFrame) });
export type TClipFrames = z.infer<typeof ZClipFrames>;

/** What the live page shows beside the picture: the version the robot reported, and a recording. */
export const ZVideoStatus = z.object({
  /** Null until the robot reported its configuration (the relay then uses 2.0). */
  streamingVersion: ZStreamingVersion.nullable(),
  fps: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  recording: ZClip.nullable(),
});
export type TVideoStatus = z.infer<typeof ZVideoStatus>;

export const ZRecordBody = z.object({ robotId: zId() });
export type TRecordBody = z.infer<typeof ZRecordBody>;
