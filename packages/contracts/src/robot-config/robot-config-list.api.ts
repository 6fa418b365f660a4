import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams } from '../org/org.schema';
import { ZComponentSwapBody, ZRobotBuild, ZRobotBuildListQuery } from './robot-config-list.schema';

const tags = ['robot configuration'];

export const findRobotBuildsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robotConfig/list',
  access: 'robotConfigList:view',
  tags,
  summary: 'Robots the caller sees with their product, hardware version, installed components and consumables’ remaining life',
  body: ZRobotBuildListQuery,
  data: ZListResult(ZRobotBuild),
});
export const getRobotBuildRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/robotConfig/info/:id',
  access: 'robotConfigList:view',
  tags,
  summary: 'One robot of the list, for the robot configuration content page',
  params: ZIdParams,
  data: ZRobotBuild,
});
export const swapComponentRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robotConfig/swap',
  access: 'robotConfigList:edit',
  tags,
  summary:
    'Replace a component installed in a robot by an idle one of the caller inventory in one transaction (COMPONENT_NOT_IN_ROBOT, COMPONENT_NOT_FOR_TYPE, COMPONENT_STATE_REFUSED)',
  body: ZComponentSwapBody,
  data: z.null(),
});
