import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZArea, ZAreaListQuery, ZAreaRobotOption, ZAreaRobotOptionsQuery, ZAreaSaveBody, ZAreaUpdateBody } from './area.schema';

const tags = ['areas'];
const ZIdParams = z.object({ id: zIdParam() });

/** Areas (spec §2 areaDetail): buildings and parks of the caller's subtree, with the robots that clean them. */
export const findAreasRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/area/list',
  access: 'areaDetail:view',
  tags,
  summary:
    "Areas of the caller's subtree by keyword (name, number, address), kind, enabled and organisation, with their robots' live states and today's coverage",
  body: ZAreaListQuery,
  data: ZListResult(ZArea),
});
export const getAreaRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/area/info/:id',
  access: 'areaDetail:view',
  tags,
  summary: "One area of the caller's subtree; NOT_FOUND for any other",
  params: ZIdParams,
  data: ZArea,
});
export const createAreaRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/area/save',
  access: 'areaDetail:create',
  tags,
  summary:
    'Create an area in an organisation of the caller subtree, with the robots that clean it (AREA_NAME_TAKEN in that organisation; AREA_ROBOT_TAKEN / AREA_ROBOT_TAKEN_ELSEWHERE for a robot cleaning another area)',
  body: ZAreaSaveBody,
  data: ZArea,
});
export const updateAreaRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/user/area/update',
  access: 'areaDetail:edit',
  tags,
  summary: 'Change an area and its robots (a robot the caller no longer sees keeps its place: only seen robots are added or removed)',
  body: ZAreaUpdateBody,
  data: ZArea,
});
export const deleteAreaRoute = defineRoute({
  method: 'DELETE',
  path: 'user-service/user/area/delete/:id',
  access: 'areaDetail:delete',
  tags,
  summary: 'Delete an area; its robots are free for another area',
  params: ZIdParams,
  data: z.null(),
});
export const areaRobotOptionsRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/area/robot/options',
  access: 'areaDetail:view',
  tags,
  summary: 'Robots the caller sees, by device number or alias (at most 50), each with the area it cleans',
  query: ZAreaRobotOptionsQuery,
  data: z.array(ZAreaRobotOption),
});
