import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZRobotEvent, ZRobotEventQuery } from './event.schema';

const tags = ['robots'];

export const findRobotEventsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/event/list/:id',
  access: 'robotOperate:view',
  tags,
  summary: 'Events of one robot, newest first, by type, level, picture and time range',
  params: z.object({ id: zIdParam() }),
  body: ZRobotEventQuery,
  data: ZListResult(ZRobotEvent),
});

export const listRobotEventTypesRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/event/types/:id',
  access: 'robotOperate:view',
  tags,
  summary: 'The event types one robot reported in the last 90 days (for the filter)',
  params: z.object({ id: zIdParam() }),
  data: z.array(z.string()),
});

export const getRobotEventImageRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/event/image/:eventId',
  access: 'robotOperate:view',
  tags,
  summary: 'The picture of a vision event (image/jpeg)',
  params: z.object({ eventId: zIdParam() }),
  data: z.string(),
});
