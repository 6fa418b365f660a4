import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';
import { ZFormQuery, ZMonitorQuery, ZMonitorSeries, ZRobotForm } from './history.schema';

const tags = ['robots'];
const params = z.object({ id: zIdParam() });

export const getRobotMonitorRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/monitor/:id',
  access: 'robotOperate:view',
  tags,
  summary: 'Battery, speed, signal and state shares of one robot over a monitor window (current, week, month)',
  params,
  body: ZMonitorQuery,
  data: ZMonitorSeries,
});

export const getRobotFormRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/form/:id',
  access: 'robotOperate:view',
  tags,
  summary: 'Statistics report of one robot (area, time, distance, water, energy, tasks) per day of a range',
  params,
  body: ZFormQuery,
  data: ZRobotForm,
});
