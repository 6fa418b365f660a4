import {
  closeQuestionRoute,
  createQuestionRoute,
  createWorkOrderRoute,
  escalationMinutes,
  dispatchWorkOrdersRoute,
  exportTicketsRoute,
  findOwnTicketsRoute,
  findTicketsRoute,
  findWorkOrderRobotsRoute,
  getTicketRoute,
  replyQuestionRoute,
  transitionWorkOrderRoute,
  WORK_ORDER_ESCALATE_URGENT_MIN_DEFAULT,
  WORK_ORDER_ESCALATE_VERY_URGENT_MIN_DEFAULT,
  type TEscalationMinutes,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { startEscalationSweep } from './escalation.service';
import { closeQuestion, createQuestion, replyQuestion } from './question.service';
import { exportTicketsCsv, findOwnTickets, findTickets, getTicket } from './ticket.service';
import { createWorkOrder, findWorkOrderRobots, dispatchWorkOrders, transitionWorkOrder } from './work-order.service';

/** After-sales (workOrderRecord, workOrderList): work orders and question tickets, with their timelines. */
export const workOrderRoutes = async (app: FastifyInstance, opts: { db: Db; escalation?: TEscalationMinutes | false | undefined }) => {
  const { db } = opts;
  if (opts.escalation !== false) {
    const minutes =
      opts.escalation ?? escalationMinutes(WORK_ORDER_ESCALATE_URGENT_MIN_DEFAULT, WORK_ORDER_ESCALATE_VERY_URGENT_MIN_DEFAULT);
    const sweep = startEscalationSweep(db, app.log, minutes);
    app.addHook('onClose', () => sweep.close());
  }
  registerRoute(app, findTicketsRoute, ({ session, body }) => findTickets(db, session, body));
  registerRoute(app, findOwnTicketsRoute, ({ session, body }) => findOwnTickets(db, session, body));
  registerRoute(app, getTicketRoute, ({ session, params }) => getTicket(db, session, params.id));
  registerRoute(app, findWorkOrderRobotsRoute, ({ session, body }) => findWorkOrderRobots(db, session, body));
  registerRoute(app, createWorkOrderRoute, ({ session, audit, body }) => createWorkOrder(db, audit, session, body));
  registerRoute(app, transitionWorkOrderRoute, ({ session, audit, body }) => transitionWorkOrder(db, audit, session, body));
  registerRoute(app, dispatchWorkOrdersRoute, ({ session, audit, body }) => dispatchWorkOrders(db, audit, session, body));
  registerRoute(app, createQuestionRoute, ({ session, audit, body }) => createQuestion(db, audit, session, body));
  registerRoute(app, replyQuestionRoute, ({ session, audit, body }) => replyQuestion(db, audit, session, body));
  registerRoute(app, closeQuestionRoute, ({ session, audit, body }) => closeQuestion(db, audit, session, body));
  registerDownloadRoute(app, exportTicketsRoute, async ({ req, session, body }) => ({
    filename: `tickets-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: await exportTicketsCsv(db, session, requestLang(req), body),
  }));
};
