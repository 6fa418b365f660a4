import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZOrgOption } from '../org/org.schema';
import { ZCommand } from './command.schema';
import { ZHosting, ZHostingListQuery, ZHostRobotsBody, ZUnhostRobotsBody } from './hosting.schema';
import { ZRobot, ZRobotCredential, ZRobotListQuery, ZRobotRegisterBatchBody, ZRobotRegisterBody, ZRobotUpdateBody } from './robot.schema';

const tags = ['robots'];
/** The robot list and detail serve the register, trusteeship and operate screens: any of their views. */
export const ROBOT_READ = ['robotRegister:view', 'robotTrusteeship:view', 'robotOperate:view'] as const;
/**
 * The list and detail also serve the monitor's video wall, which picks robots from the list and names
 * its tiles (robotMonitor:view). Not in ROBOT_READ: the live hub gives a monitor-only session the
 * compact fleet view, not per-robot states, and ROBOT_READ is its rule for those.
 */
const ROBOT_LIST_READ = [...ROBOT_READ, 'robotMonitor:view'] as const;
const idParams = z.object({ id: zIdParam() });

export const registerRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/register',
  access: 'robotRegister:create',
  tags,
  summary: 'Register one robot; the device secret is returned once and stored hashed',
  body: ZRobotRegisterBody,
  data: ZRobotCredential,
});
export const registerRobotBatchRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/registerBatch',
  access: 'robotRegister:registerBatch',
  tags,
  summary: 'Register robots with auto-incrementing 5-digit numbers, all or nothing; secrets returned once',
  body: ZRobotRegisterBatchBody,
  data: z.object({ robots: z.array(ZRobotCredential) }),
});
export const rotateRobotSecretRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/robot/rotateSecret/:id',
  access: 'robotRegister:rotateSecret',
  tags,
  summary: 'Issue a new device secret (the old one stops working and the robot is disconnected)',
  params: idParams,
  data: ZRobotCredential,
});
export const findRobotsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/list',
  access: ROBOT_LIST_READ,
  tags,
  summary: 'Robots the caller may see (own subtree, and robots hosted to it inside their window), with live state',
  body: ZRobotListQuery,
  data: ZListResult(ZRobot),
});
export const getRobotRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/robot/info/:id',
  access: ROBOT_LIST_READ,
  tags,
  summary: 'One robot with its live state',
  params: idParams,
  data: ZRobot,
});
export const updateRobotRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/robot/update',
  access: 'robotRegister:edit',
  tags,
  summary: 'Change alias, owning organisation, version or enable a robot (a disabled robot is disconnected)',
  body: ZRobotUpdateBody,
  data: z.null(),
});
export const deleteRobotRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/robot/delete/:id',
  access: 'robotRegister:delete',
  tags,
  summary: 'Delete a robot registration (it is disconnected and can never connect again)',
  params: idParams,
  data: z.null(),
});
export const lockRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/lock/:id',
  access: 'robotOperate:lock',
  tags,
  summary: 'Send the lock command (stops cleaning); answered with the command to follow',
  params: idParams,
  data: ZCommand,
});
export const unlockRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/unlock/:id',
  access: 'robotOperate:unlock',
  tags,
  summary: 'Send the unlock command',
  params: idParams,
  data: ZCommand,
});
export const resetRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/reset/:id',
  access: 'robotOperate:reset',
  tags,
  summary: 'Send the reset command (clears maps, tasks and history on the robot)',
  params: idParams,
  data: ZCommand,
});
/** Quick actions of the overview page: one operation code, the robot's own answer decides the rest. */
export const startRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/start/:id',
  access: 'robotOperate:command',
  tags,
  summary: 'Start a full coverage run on the active map now (startTask)',
  params: idParams,
  data: ZCommand,
});
export const pauseRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/pause/:id',
  access: 'robotOperate:command',
  tags,
  summary: 'Pause the running task',
  params: idParams,
  data: ZCommand,
});
export const resumeRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/resume/:id',
  access: 'robotOperate:command',
  tags,
  summary: 'Resume the paused task',
  params: idParams,
  data: ZCommand,
});
export const stopRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/stop/:id',
  access: 'robotOperate:command',
  tags,
  summary: 'Stop the task where the robot is',
  params: idParams,
  data: ZCommand,
});
export const dockRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/dock/:id',
  access: 'robotOperate:command',
  tags,
  summary: 'End the task and return to the charging dock',
  params: idParams,
  data: ZCommand,
});
export const getCommandRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/robot/command/:commandId',
  access: ROBOT_READ,
  tags,
  summary: 'A command and its operate state (0 sent, 1 success, 2 failed, 3 wait timeout)',
  params: z.object({ commandId: z.string().uuid() }),
  data: ZCommand,
});

export const hostRobotsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/trusteeship/host',
  access: 'robotTrusteeship:host',
  tags,
  summary: 'Host robots to an organisation of listTrustOrg for a window (permanent, lease, trial)',
  body: ZHostRobotsBody,
  data: z.null(),
});
export const unhostRobotsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/trusteeship/unhost',
  access: 'robotTrusteeship:unhost',
  tags,
  summary: 'End the hosting of robots now',
  body: ZUnhostRobotsBody,
  data: z.null(),
});
export const findHostingsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/trusteeship/history',
  access: 'robotTrusteeship:history',
  tags,
  summary: 'Custody history of robots the caller owns or holds',
  body: ZHostingListQuery,
  data: ZListResult(ZHosting),
});
export const listTrustOrgRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/listTrustOrg',
  access: 'robotTrusteeship:host',
  tags: ['organisations'],
  summary: 'Organisations the caller may host robots to: the organisations below its own (a hosting never leaves the caller subtree)',
  data: z.array(ZOrgOption),
});
