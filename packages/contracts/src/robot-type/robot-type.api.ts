import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import {
  ZRobotTypeCodeParams,
  ZRobotTypeListQuery,
  ZRobotTypeOption,
  ZRobotTypeRow,
  ZRobotTypeSaveBody,
  ZRobotTypeUpdateBody,
} from './robot-type.schema';

const tags = ['robotTypes'];

/**
 * The robot-type catalogue (issue 16, robottypeConfig): one catalogue for the whole platform, because
 * device numbers (YJ-{model}-NNNNN) name a type everywhere. Every signed-in user reads the options (each
 * screen names and picks types from them); platform staff keep the catalogue.
 */
export const robotTypeOptionsRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/robotType/options',
  access: 'session',
  tags,
  summary: 'Every robot type of the catalogue, by code: model number, names in zh/en/ja, capabilities',
  data: z.array(ZRobotTypeOption),
});
export const findRobotTypesRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robotType/list',
  access: 'robottypeConfig:view',
  tags,
  summary: 'The robot-type catalogue with default consumables, picture and how many robots are of each type',
  body: ZRobotTypeListQuery,
  data: ZListResult(ZRobotTypeRow),
});
export const createRobotTypeRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robotType/save',
  access: 'robottypeConfig:create',
  tags,
  summary: 'Add a robot type (ROBOT_TYPE_CODE_TAKEN, ROBOT_TYPE_MODEL_TAKEN); platform staff only',
  body: ZRobotTypeSaveBody,
  data: z.object({ code: z.number().int() }),
});
export const updateRobotTypeRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/robotType/update',
  access: 'robottypeConfig:edit',
  tags,
  summary: 'Edit a robot type; its model number only while no robot is of the type (ROBOT_TYPE_IN_USE); platform staff only',
  body: ZRobotTypeUpdateBody,
  data: z.null(),
});
export const deleteRobotTypeRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/robotType/delete/:code',
  access: 'robottypeConfig:delete',
  tags,
  summary: 'Delete a robot type no robot, product, component model, version or requirement uses (ROBOT_TYPE_IN_USE, ROBOT_TYPE_LISTED)',
  params: ZRobotTypeCodeParams,
  data: z.null(),
});
