import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';
import { ZClip, ZClipFrames, ZClipFramesQuery, ZClipList, ZClipListQuery, ZRecordBody, ZVideoStatus } from './video.schema';

const tags = ['robot video'];
const access = 'robotOperate:video';

/** The robotVideo (live) and lookForVideo (recorded clips) tabs. The frames themselves come over the live hub. */
export const getVideoStatusRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/video/status/:robotId',
  access,
  tags,
  summary: 'Streaming version and camera profile of the robot, and the manual recording in progress',
  params: z.object({ robotId: zIdParam() }),
  data: ZVideoStatus,
});
export const startRecordingRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/video/record/start',
  access,
  tags,
  summary: "Record the robot's live video (at most CLIP_MAX_SECONDS); answers the running recording when there is one; ROBOT_OFFLINE",
  body: ZRecordBody,
  data: ZClip,
});
export const stopRecordingRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/video/record/stop',
  access,
  tags,
  summary: 'Stop the manual recording of the robot; the finished clip, or null when none was running (or it had no frame)',
  body: ZRecordBody,
  data: ZClip.nullable(),
});
export const findClipsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/video/clips',
  access,
  tags,
  summary: 'Recorded clips of one robot, newest first, by start range and reason',
  body: ZClipListQuery,
  data: ZClipList,
});
const params = z.object({ id: zIdParam() });
export const getClipRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/video/clip/:id',
  access,
  tags,
  summary: 'One clip',
  params,
  data: ZClip,
});
export const getClipFramesRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/video/clip/:id/frames',
  access,
  tags,
  summary: 'Frames of a clip in order, a page at a time (the player loads them all: a clip is at most 5 minutes)',
  params,
  query: ZClipFramesQuery,
  data: ZClipFrames,
});
export const deleteClipRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/video/clip/:id',
  access,
  tags,
  summary: 'Delete a clip and its frames',
  params,
  data: z.null(),
});
