import {
  createReservationRoute,
  createTaskRoute,
  deleteReservationRoute,
  deleteTaskRoute,
  exportRunsRoute,
  findFleetTasksRoute,
  findReservationsRoute,
  findRobotTasksRoute,
  findRunsRoute,
  getTaskRoute,
  startTaskRoute,
  switchReservationRoute,
  switchTaskRoute,
  updateReservationRoute,
  updateTaskRoute,
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
  registerRoute(app, createTaskRoute, ({ audit, session, body }) => createTask(db, audit, session, body, tasksChanged));
  registerRoute(app, updateTaskRoute, ({ audit, session, body }) => updateTask(db, audit, session, body, tasksChanged));
  registerRoute(app, deleteTaskRoute, ({ audit, session, params }) => deleteTask(db, audit, session, params.id, tasksChanged));
  registerRoute(app, switchTaskRoute, ({ audit, session, body }) => switchTask(db, audit, session, body, tasksChanged));
  registerRoute(app, startTaskRoute, ({ audit, session, params }) => startTaskNow(db, gateway, audit, session, params.id));

  registerRoute(app, findReservationsRoute, ({ session, body }) => findReservations(db, session, body));
  registerRoute(app, createReservationRoute, ({ audit, session, body }) =>
    createReservation(db, audit, session, body, reservationsChanged),
  );
  registerRoute(app, updateReservationRoute, ({ audit, session, body }) =>
    updateReservation(db, audit, session, body, reservationsChanged),
  );
  registerRoute(app, deleteReservationRoute, ({ audit, session, params }) =>
    deleteReservation(db, audit, session, params.id, reservationsChanged),
  );
  registerRoute(app, switchReservationRoute, ({ audit, session, body }) =>
    switchReservation(db, audit, session, body, reservationsChanged),
  );

  registerRoute(app, findRunsRoute, ({ session, body }) => findRuns(db, session, body));
  registerRoute(app, exportRunsRoute, ({ session, body }) => exportRuns(db, session, body));
};
