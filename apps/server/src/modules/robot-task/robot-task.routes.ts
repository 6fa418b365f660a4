import {
  createReservationRoute, createTaskRoute, deleteReservationRoute, deleteTaskRoute, exportRunsRoute, findFleetTasksRoute,
  findReservationsRoute, findRobotTasksRoute, findRunsRoute, getTaskRoute, startTaskRoute, switchReservationRoute, switchTaskRoute,
  updateReservationRoute, updateTaskRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerRoute } from '../../lib/route';
import { createReservation, deleteReservation, findReservations, switchReservation, updateReservation } from './reservation.service';
import { exportRuns, findRuns, registerRunIngest } from './run.service';
import { registerScheduleCatchUp, scheduleChanged } from './schedule-sync';
import { startTaskNow } from './task-start.service';
import { createTask, deleteTask, findFleetTasks, findRobotTasks, getTask, switchTask, updateTask } from './task.service';

/** Tasks, reservations and cleaning records of a robot; the robot keeps and runs the schedule they make. */
export const robotTaskRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  const log = (err: unknown) => app.log.warn({ err }, 'schedule sync failed');
  const tasksChanged = (robotId: number) => void scheduleChanged(db, gateway, robotId, 'tasks', log);
  const reservationsChanged = (robotId: number) => void scheduleChanged(db, gateway, robotId, 'reservations', log);
  registerRunIngest(db, gateway);
  registerScheduleCatchUp(db, gateway, log);

  registerRoute(app, findRobotTasksRoute, ({ session, body }) => findRobotTasks(db, session, body));
  registerRoute(app, findFleetTasksRoute, ({ session, body }) => findFleetTasks(db, session, body));
  registerRoute(app, getTaskRoute, ({ session, params }) => getTask(db, session, params.id));
  registerRoute(app, createTaskRoute, ({ req, session, body }) => createTask(db, req, session, body, tasksChanged));
  registerRoute(app, updateTaskRoute, ({ req, session, body }) => updateTask(db, req, session, body, tasksChanged));
  registerRoute(app, deleteTaskRoute, ({ req, session, params }) => deleteTask(db, req, session, params.id, tasksChanged));
  registerRoute(app, switchTaskRoute, ({ req, session, body }) => switchTask(db, req, session, body, tasksChanged));
  registerRoute(app, startTaskRoute, ({ req, session, params }) => startTaskNow(db, gateway, req, session, params.id));

  registerRoute(app, findReservationsRoute, ({ session, body }) => findReservations(db, session, body));
  registerRoute(app, createReservationRoute, ({ req, session, body }) => createReservation(db, req, session, body, reservationsChanged));
  registerRoute(app, updateReservationRoute, ({ req, session, body }) => updateReservation(db, req, session, body, reservationsChanged));
  registerRoute(app, deleteReservationRoute, ({ req, session, params }) => deleteReservation(db, req, session, params.id, reservationsChanged));
  registerRoute(app, switchReservationRoute, ({ req, session, body }) => switchReservation(db, req, session, body, reservationsChanged));

  registerRoute(app, findRunsRoute, ({ session, body }) => findRuns(db, session, body));
  registerRoute(app, exportRunsRoute, ({ session, body }) => exportRuns(db, session, body));
};
