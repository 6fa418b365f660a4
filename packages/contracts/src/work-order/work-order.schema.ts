import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery } from '../common/list';
import {
  ZAcceptanceResult,
  ZQuestionState,
  ZTicketKind,
  ZWorkOrderAdminStatus,
  ZWorkOrderLevel,
  ZWorkOrderState,
  ZWorkOrderUserStatus,
} from '../enums/work-order.enums';
import { isOrderedRange, V, ZPhone, zOptText, zString, zText } from '../validation/rules';

/** At most this many pictures (file ids) on one ticket or one step of its timeline. */
export const TICKET_PICTURES_MAX = 9;
/** At most this many work orders dispatched in one go. */
export const DISPATCH_MAX = 100;
/** At most this many rows in one CSV export (the newest first). */
export const TICKET_EXPORT_MAX_ROWS = 10_000;

/** File ids from the file store: the server checks each is an image the caller may attach. */
const zPictures = () => z.array(zId()).max(TICKET_PICTURES_MAX, V.invalid);

const endAfterStart = (q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!isOrderedRange(q.start, q.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: V.endBeforeStart });
};
const zTime = () => z.iso.datetime({ offset: true, error: V.invalid }).optional();

/** The filters of the staff list and its export: any ticket of the caller's subtree. */
const ticketFilters = {
  kind: ZTicketKind.optional(),
  /** A work order's or a question's state (one list shows both kinds). */
  state: z.union([ZWorkOrderState, ZQuestionState], { error: V.invalid }).optional(),
  level: ZWorkOrderLevel.optional(),
  /** The organisation (and its subtree) the tickets were submitted in. */
  orgId: zId().optional(),
  robotId: zId().optional(),
  handlerId: zId().optional(),
  /** Device number, description, submitter or company contains it. */
  keyword: zString().max(60, V.tooLong).optional(),
  /** ISO date-times the ticket was submitted between; the end may not be earlier than the start. */
  start: zTime(),
  end: zTime(),
};
export const ZTicketFilters = z.object(ticketFilters).superRefine(endAfterStart);
export type TTicketFilters = z.input<typeof ZTicketFilters>;
export const ZTicketQuery = ZListQuery.extend(ticketFilters).superRefine(endAfterStart);
export type TTicketQuery = z.input<typeof ZTicketQuery>;

/** The submitter's own tickets (workOrderRecord): no organisation or handler to pick. */
const { orgId: _o, handlerId: _h, ...ownFilters } = ticketFilters;
export const ZOwnTicketQuery = ZListQuery.extend(ownFilters).superRefine(endAfterStart);
export type TOwnTicketQuery = z.input<typeof ZOwnTicketQuery>;

export const ZTicket = z.object({
  id: z.number().int(),
  kind: ZTicketKind,
  /** The stored state: a work order's (WorkOrderState) or a question's (QuestionState). */
  state: z.string(),
  /** Work orders only: the state as the submitter and as staff call it (spec §4's two views). */
  userStatus: ZWorkOrderUserStatus.nullable(),
  adminStatus: ZWorkOrderAdminStatus.nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  /** Null once the submitter's account was purged with its organisation (contactName stays). */
  submitterId: z.number().int().nullable(),
  submitterAccount: z.string().nullable(),
  contactName: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  robotId: z.number().int().nullable(),
  deviceNumber: z.string().nullable(),
  level: ZWorkOrderLevel.nullable(),
  address: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string(),
  pictures: z.array(z.number().int()),
  analysis: z.string().nullable(),
  solution: z.string().nullable(),
  handlerId: z.number().int().nullable(),
  handlerName: z.string().nullable(),
  acceptorName: z.string().nullable(),
  acceptanceResult: ZAcceptanceResult.nullable(),
  acceptanceComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTicket = z.infer<typeof ZTicket>;

/** One step of a ticket's timeline: who, when, from → to, and what they wrote. */
export const ZTicketEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  /** Null once the actor's account was purged with its organisation. */
  actorName: z.string().nullable(),
  at: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  comment: z.string().nullable(),
  pictures: z.array(z.number().int()),
  analysis: z.string().nullable(),
  solution: z.string().nullable(),
  handlerName: z.string().nullable(),
  result: ZAcceptanceResult.nullable(),
});
export type TTicketEvent = z.infer<typeof ZTicketEvent>;

/** A ticket with its timeline and what the caller may do next (the contracts flow, for their role). */
export const ZTicketDetail = ZTicket.extend({ timeline: z.array(ZTicketEvent), actions: z.array(z.string()) });
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

/** The robot picker of the work-order form: the robots the caller sees, by number or name. */
export const WORK_ORDER_ROBOT_OPTIONS_MAX = 20;
export const ZWorkOrderRobotQuery = z.object({ keyword: zString().max(60, V.tooLong).optional() });
export type TWorkOrderRobotQuery = z.input<typeof ZWorkOrderRobotQuery>;
export const ZWorkOrderRobotOption = z.object({ id: z.number().int(), deviceNumber: z.string(), alias: z.string() });
export type TWorkOrderRobotOption = z.infer<typeof ZWorkOrderRobotOption>;

/** A new work order: the device is a robot the caller sees or, for one not registered here, its number. */
export const ZCreateWorkOrderBody = z
  .object({
    contactName: zText(30),
    phone: ZPhone,
    company: zOptText(60),
    robotId: zId().optional(),
    deviceNumber: zOptText(60),
    level: ZWorkOrderLevel,
    address: zText(300),
    description: zText(300),
    pictures: zPictures().default([]),
  })
  .superRefine((b, ctx) => {
    if (b.robotId === undefined && !b.deviceNumber) ctx.addIssue({ code: 'custom', path: ['deviceNumber'], message: V.required });
  });
export type TCreateWorkOrderBody = z.input<typeof ZCreateWorkOrderBody>;

const comment = zOptText(300);
/** One step of a work order; each action carries what it needs (the handler, the solution, the verdict). */
export const ZWorkOrderTransitionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ id: zId(), action: z.literal('distribute'), handlerId: zId(), comment }),
    z.object({
      id: zId(),
      action: z.literal('process'),
      analysis: zText(300),
      solution: zText(300),
      pictures: zPictures().min(1, V.required),
      comment,
    }),
    z.object({ id: zId(), action: z.literal('accept'), result: ZAcceptanceResult, comment }),
    z.object({ id: zId(), action: z.literal('finish'), comment }),
    z.object({ id: zId(), action: z.literal('close'), comment }),
  ],
  { error: V.invalid },
);
export type TWorkOrderTransitionBody = z.input<typeof ZWorkOrderTransitionBody>;

/** Dispatch several work orders to one handler; "dispatch requires selected tickets" (§5). */
export const ZDispatchWorkOrdersBody = z.object({
  ids: z.array(zId()).min(1, V.required).max(DISPATCH_MAX, V.invalid),
  handlerId: zId(),
  comment,
});
export type TDispatchWorkOrdersBody = z.input<typeof ZDispatchWorkOrdersBody>;
export const ZDispatchResult = z.object({ dispatched: z.array(z.number().int()) });

export const ZCreateQuestionBody = z.object({
  title: zText(60),
  description: zText(300),
  robotId: zId().optional(),
  pictures: zPictures().default([]),
});
export type TCreateQuestionBody = z.input<typeof ZCreateQuestionBody>;
export const ZReplyQuestionBody = z.object({ id: zId(), comment: zText(300), pictures: zPictures().default([]) });
export type TReplyQuestionBody = z.input<typeof ZReplyQuestionBody>;
export const ZCloseQuestionBody = z.object({ id: zId(), comment });
export type TCloseQuestionBody = z.input<typeof ZCloseQuestionBody>;

/** What a create answers: the new ticket's id. */
export const ZCreatedTicket = z.object({ id: z.number().int() });
