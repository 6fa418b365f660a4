import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';
import { ZCommand } from '../robot/command.schema';
import { ZCopyMapBody, ZRobotMap, ZRobotMapWithGrid } from './map.schema';
import { zString } from '../validation/rules';

const tags = ['robot maps'];
const idParams = z.object({ id: zIdParam() });
const mapParams = z.object({ id: zIdParam(), mapId: zString().min(1).max(64) });

export const findRobotMapsRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/map/list/:id',
  access: 'robotOperate:view',
  tags,
  summary: 'The maps a robot reported (held ones first, then archived), without grids',
  params: idParams,
  data: z.array(ZRobotMap),
});
export const getRobotMapRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/map/info/:id/:mapId',
  access: 'robotOperate:view',
  tags,
  summary: 'One map with its occupancy grid (MAP_NOT_UPLOADED until the robot has sent it)',
  params: mapParams,
  data: ZRobotMapWithGrid,
});
export const switchRobotMapRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/map/switch/:id/:mapId',
  access: 'robotOperate:map',
  tags,
  summary: 'Send setMap: the robot works on another of its maps (the old map data is archived)',
  params: mapParams,
  data: ZCommand,
});
export const copyRobotMapRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/map/copy/:id',
  access: 'robotOperate:map',
  tags,
  summary: 'Send one map of this robot to another robot (importMap); answered with the command to follow',
  params: idParams,
  body: ZCopyMapBody,
  data: ZCommand,
});
