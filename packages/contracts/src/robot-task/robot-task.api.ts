import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZCommand } from '../robot/command.schema';
import {
  ZReservation,
  ZReservationCreateBody,
  ZReservationListQuery,
  ZReservationSwitchBody,
  ZReservationUpdateBody,
} from './reservation.schema';
import { ZRun, ZRunExportQuery, ZRunList, ZRunListQuery } from './run.schema';
import { ZFleetTaskListQuery, ZTask, ZTaskCreateBody, ZTaskListQuery, ZTaskSwitchBody, ZTaskUpdateBody } from './task.schema';

/**
 * Tasks, reservations and cleaning records of one robot. Access, as the screens use them:
 * - the operate tabs (robotTask, robotReserve, robotRecord) read with `robotOperate:view` and write
 *   with `robotOperate:task`; the record export needs `robotOperate:export`;
 * - the editTask page reads with `editTask:view` and saves with `editTask:create` / `editTask:edit`;
 * - taskManage lists the fleet's tasks with `taskManage:view`; its actions accept `taskManage:<op>`
 *   (create, edit, delete, enable, start) or `robotOperate:task`, the right to manage a robot's tasks.
 * Every route also checks that the caller sees the robot (owner, or host inside the window): a task
 * of a robot they do not see is "not found".
 */
const tags = ['robot tasks'];
const idParams = z.object({ id: zIdParam() });
const TASK_READ = ['robotOperate:view', 'editTask:view', 'taskManage:view'] as const;

export const findRobotTasksRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/task/list',
  access: TASK_READ,
  tags,
  summary: 'Tasks of one robot, paged, newest first',
  body: ZTaskListQuery,
  data: ZListResult(ZTask),
});
export const findFleetTasksRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/task/manage/list',
  access: 'taskManage:view',
  tags,
  summary: 'Tasks of every robot the caller sees (taskManage), paged',
  body: ZFleetTaskListQuery,
  data: ZListResult(ZTask),
});
export const getTaskRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/task/info/:id',
  access: TASK_READ,
  tags,
  summary: 'One task',
  params: idParams,
  data: ZTask,
});
export const createTaskRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/task/save',
  access: ['robotOperate:task', 'editTask:create', 'taskManage:create'],
  tags,
  summary: 'Create a task on a map the robot reported; the robot gets its new schedule',
  body: ZTaskCreateBody,
  data: ZTask,
});
export const updateTaskRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/task/update',
  access: ['robotOperate:task', 'editTask:edit', 'taskManage:edit'],
  tags,
  summary: 'Replace a task (NO_CHANGES when nothing changed)',
  body: ZTaskUpdateBody,
  data: ZTask,
});
export const deleteTaskRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/task/delete/:id',
  access: ['robotOperate:task', 'editTask:delete', 'taskManage:delete'],
  tags,
  summary: 'Delete a task (it leaves the robot schedule)',
  params: idParams,
  data: z.null(),
});
export const switchTaskRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/task/switch',
  access: ['robotOperate:task', 'taskManage:enable'],
  tags,
  summary: 'Turn a task’s schedule on or off',
  body: ZTaskSwitchBody,
  data: z.null(),
});
export const startTaskRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/task/start/:id',
  access: ['robotOperate:task', 'taskManage:start'],
  tags,
  summary: 'Start the task now (startTask command); MAP_NOT_FOUND, NO_STARTING_POINT when its map or path is gone',
  params: idParams,
  data: ZCommand,
});

export const findReservationsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/reserve/list',
  access: 'robotOperate:view',
  tags,
  summary: 'Reservations of one robot with the result of their newest run',
  body: ZReservationListQuery,
  data: ZListResult(ZReservation),
});
export const createReservationRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/reserve/save',
  access: 'robotOperate:task',
  tags,
  summary: 'Create a reservation from a landmark of a reported map',
  body: ZReservationCreateBody,
  data: ZReservation,
});
export const updateReservationRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/reserve/update',
  access: 'robotOperate:task',
  tags,
  summary: 'Replace a reservation (NO_CHANGES when nothing changed)',
  body: ZReservationUpdateBody,
  data: ZReservation,
});
export const deleteReservationRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/reserve/delete/:id',
  access: 'robotOperate:task',
  tags,
  summary: 'Delete a reservation',
  params: idParams,
  data: z.null(),
});
export const switchReservationRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/reserve/switch',
  access: 'robotOperate:task',
  tags,
  summary: 'Turn a reservation on or off',
  body: ZReservationSwitchBody,
  data: z.null(),
});

export const findRunsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/record/list',
  access: 'robotOperate:view',
  tags,
  summary: 'Cleaning records of one robot started in a range, newest first, with the range totals',
  body: ZRunListQuery,
  data: ZRunList,
});
export const exportRunsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/record/export',
  access: 'robotOperate:export',
  tags,
  summary: 'Every cleaning record of the range (at most RUN_EXPORT_MAX), for the CSV export',
  body: ZRunExportQuery,
  data: z.array(ZRun),
});
