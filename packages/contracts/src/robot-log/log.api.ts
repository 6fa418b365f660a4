import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZRequestRobotLogBody, ZRobotLog, ZRobotLogQuery } from './log.schema';

const tags = ['robots'];
const id = z.object({ id: zIdParam() });

export const requestRobotLogRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/log/request/:id',
  access: 'robotOperate:command',
  tags,
  summary: 'Ask the robot to upload its log of the last minutes (uploadLog command); the file arrives on up/log',
  params: id,
  body: ZRequestRobotLogBody,
  data: ZRobotLog,
});

export const findRobotLogsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/log/list/:id',
  access: 'robotOperate:view',
  tags,
  summary: 'Log requests of one robot with their state and file, newest first',
  params: id,
  body: ZRobotLogQuery,
  data: ZListResult(ZRobotLog),
});

export const downloadRobotLogRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/log/download/:logId',
  access: 'robotOperate:view',
  tags,
  summary: 'The uploaded log as a UTF-8 text file',
  params: z.object({ logId: z.string().uuid() }),
  data: z.string(),
});
