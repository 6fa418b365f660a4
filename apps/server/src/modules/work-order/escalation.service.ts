import {
  NotificationKind,
  WORK_ORDER_ESCALATE_ACTION,
  WORK_ORDER_ESCALATION_CODES,
  WORK_ORDER_WAITING_STATE,
  type TEscalationMinutes,
  type TWorkOrderLevel,
} from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { recordOperation } from '../../lib/audit';
import { startPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep';
import { notifyUsers } from '../notification/notification.service';
import { claimDueEscalations, findEscalationRecipients } from './escalation.repository';
import { ticketLink } from './ticket-notify';
import { insertTicketEvent } from './ticket.repository';

/** Often enough that an order is escalated within a minute of its limit. */
const SWEEP_EVERY_MS = 60_000;
/** Orders escalated per transaction: a backlog (a long outage) is worked off over several rounds. */
const BATCH = 100;
/** The sweep is nobody's request: its log rows name the system as the actor. */
const SYSTEM = { audit: { session: null, ip: '' }, account: 'system' } as const;

/**
 * Escalates the urgent work orders that waited longer than their level's `minutes` for someone to
 * take them: each gets a system entry on its timeline, an operation-log row and a notification to the
 * parent organisation's staff, all in the transaction that claims it, so an order is escalated once
 * even with several instances sweeping at the same time. Returns the ids escalated.
 */
export const escalateDueWorkOrders = (db: Db, minutes: TEscalationMinutes) =>
  db.transaction(async (tx) => {
    const due = await claimDueEscalations(tx, minutes, BATCH);
    for (const o of due) {
      const waited = minutes[o.level as TWorkOrderLevel] ?? 0;
      await insertTicketEvent(tx, {
        ticketId: o.id,
        actorId: null,
        action: WORK_ORDER_ESCALATE_ACTION,
        fromState: WORK_ORDER_WAITING_STATE,
        toState: WORK_ORDER_WAITING_STATE,
      });
      await recordOperation(tx, {
        audit: SYSTEM.audit,
        actor: { userId: null, account: SYSTEM.account, orgId: o.orgId },
        action: 'workOrder.escalate',
        target: `#${o.id}`,
        result: 'success',
        detail: { level: o.level, minutes: waited },
      });
      await notifyUsers(tx, await findEscalationRecipients(tx, o.orgId, WORK_ORDER_ESCALATION_CODES), {
        kind: NotificationKind.WORK_ORDER,
        key: 'notifications.workOrder.escalated',
        params: { number: `#${o.id}`, org: o.orgName, minutes: waited },
        link: ticketLink(o.id, 'workOrderList'),
      });
    }
    return due.map((o) => o.id);
  });

/** Runs `escalateDueWorkOrders` every minute on every instance (the claim keeps them from doubling up). */
export const startEscalationSweep = (db: Db, log: FastifyBaseLogger, minutes: TEscalationMinutes): PeriodicSweep<number[]> =>
  startPeriodicSweep(log, {
    name: 'work-order escalation sweep',
    everyMs: SWEEP_EVERY_MS,
    sweep: () => escalateDueWorkOrders(db, minutes),
    onFailure: [],
  });
