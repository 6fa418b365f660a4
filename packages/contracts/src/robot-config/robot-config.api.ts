import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';
import { ZCommand } from '../robot/command.schema';
import {
  ZImportRobotConfigBody,
  ZResetConsumableBody,
  ZRobotAliasBody,
  ZRobotConfig,
  ZRobotIdBody,
  ZSetRobotConfigBody,
} from './robot-config.schema';

const tags = ['robot configuration'];

/**
 * The robotConfig and robotSetting tabs. Reads come from the robot's last `up/config`; every change is
 * a command the robot validates and acks, answered with the command to follow (its operate state).
 */
export const getRobotConfigRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/config/info/:robotId',
  access: 'robotOperate:view',
  tags,
  summary: 'The configuration the robot last reported (CONFIG_NOT_REPORTED before its first report)',
  params: z.object({ robotId: zIdParam() }),
  data: ZRobotConfig,
});
export const refreshRobotConfigRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/config/refresh',
  access: 'robotOperate:config',
  tags,
  summary: 'Ask the robot to report its configuration again (command getConfig)',
  body: ZRobotIdBody,
  data: ZCommand,
});
/** The settings page changes volume and speed limit with its own code: access is "any of". */
export const setRobotConfigRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/config/set',
  access: ['robotOperate:config', 'robotOperate:setting'],
  tags,
  summary: 'Change some configuration values (command setConfig); NO_CHANGES when they equal the reported ones',
  body: ZSetRobotConfigBody,
  data: ZCommand,
});
export const importRobotConfigRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/config/import',
  access: 'robotOperate:config',
  tags,
  summary: 'Overwrite every configuration value with an exported file (command setConfig, replace)',
  body: ZImportRobotConfigBody,
  data: ZCommand,
});
export const resetConsumableRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/config/resetConsumable',
  access: 'robotOperate:setting',
  tags,
  summary: 'A consumable was replaced: its used hours start again (command resetConsumable)',
  body: ZResetConsumableBody,
  data: ZCommand,
});
export const setRobotAliasRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/config/alias',
  access: 'robotOperate:setting',
  tags,
  summary: 'Rename the robot from its settings page',
  body: ZRobotAliasBody,
  data: z.null(),
});
