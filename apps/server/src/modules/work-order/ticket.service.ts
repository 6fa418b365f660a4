import {
  TICKET_CSV_HEADERS,
  TICKET_EXPORT_MAX_ROWS,
  TicketKind,
  toCsv,
  translate,
  WORK_ORDER_ADMIN_VIEW,
  type Lang,
  type TListResult,
  type TOwnTicketQuery,
  type TTicket,
  type TTicketDetail,
  type TTicketFilters,
  type TTicketKind,
  type TTicketQuery,
  type TWorkOrderState,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import { requireVisibleRobot } from '../robot/visible-robot';
import { findUserInScope } from '../user/user-admin.repository';
import { toTicket, toTicketDetail, viewerOf } from './ticket.mapper';
import {
  findTicketEvents,
  findTicketsOf,
  findVisibleTicket,
  ownScope,
  staffScope,
  type TicketFilters,
  type TicketRow,
} from './ticket.repository';

type Paged<Q> = Q & { page: number; pageSize: number };

/** The filters as the repository takes them, after checking that every id in them is the caller's to name. */
const checkedFilters = async (db: Db, session: SessionContext, f: TTicketFilters): Promise<TicketFilters> => {
  let subtreePath: string | undefined;
  if (f.orgId) {
    const org = await findOrgInScope(db, f.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    subtreePath = org.path;
  }
  if (f.robotId) await requireVisibleRobot(db, session, f.robotId, 'robotId');
  if (f.handlerId && !(await findUserInScope(db, f.handlerId, session.orgPath))) throw notFound('handlerId');
  return { ...f, subtreePath };
};

const page = (rows: TicketRow[], total: number, q: { page: number; pageSize: number }): TListResult<TTicket> => ({
  list: rows.map(toTicket),
  total,
  page: q.page,
  pageSize: q.pageSize,
});

export const findTickets = async (db: Db, session: SessionContext, q: Paged<TTicketQuery>) => {
  const f = await checkedFilters(db, session, q);
  const { rows, total } = await findTicketsOf(db, staffScope(session.orgPath), f, q.pageSize, (q.page - 1) * q.pageSize);
  return page(rows, total, q);
};

export const findOwnTickets = async (db: Db, session: SessionContext, q: Paged<TOwnTicketQuery>) => {
  if (q.robotId) await requireVisibleRobot(db, session, q.robotId, 'robotId');
  const { rows, total } = await findTicketsOf(db, ownScope(session.userId), q, q.pageSize, (q.page - 1) * q.pageSize);
  return page(rows, total, q);
};

/** The ticket as the caller may see it (submitter, handler, or staff of its subtree) or NOT_FOUND; of the kind the route handles. */
export const requireTicket = async (db: Tx, session: SessionContext, id: number, kind?: TTicketKind, field = 'id') => {
  const row = await findVisibleTicket(db, id, viewerOf(session));
  if (!row) throw notFound(field);
  if (kind && row.kind !== kind) throw new AppError('TICKET_KIND_MISMATCH');
  return row;
};

export const loadTicketDetail = async (db: Tx, session: SessionContext, id: number): Promise<TTicketDetail> => {
  const row = await requireTicket(db, session, id);
  return toTicketDetail(session, row, await findTicketEvents(db, id));
};

export const getTicket = (db: Db, session: SessionContext, id: number) => loadTicketDetail(db, session, id);

/** A handler is a user of the caller's subtree (not deleted), or NOT_FOUND naming the field. */
export const requireHandler = async (db: Tx, session: SessionContext, handlerId: number) => {
  const user = await findUserInScope(db, handlerId, session.orgPath);
  if (!user) throw notFound('handlerId');
  return user;
};

/** The filtered tickets as CSV in the caller's language (formula-safe cells: contracts toCsv). */
export const exportTicketsCsv = async (db: Db, session: SessionContext, lang: Lang, f: TTicketFilters) => {
  const { rows } = await findTicketsOf(db, staffScope(session.orgPath), await checkedFilters(db, session, f), TICKET_EXPORT_MAX_ROWS, 0);
  const state = (r: TicketRow) =>
    r.kind === TicketKind.WORK_ORDER
      ? translate(lang, `enums.WorkOrderAdminStatus.${WORK_ORDER_ADMIN_VIEW[r.state as TWorkOrderState]}`)
      : translate(lang, `enums.QuestionState.${r.state}`);
  const lines = rows.map((r) => [
    r.id,
    translate(lang, `enums.TicketKind.${r.kind}`),
    state(r),
    r.orgName,
    r.submitterAccount,
    r.contactName,
    r.phone,
    r.company,
    r.deviceNumber,
    r.level === null ? '' : translate(lang, `enums.WorkOrderLevel.${r.level}`),
    r.address,
    r.title,
    r.description,
    r.handlerName,
    r.analysis,
    r.solution,
    r.acceptanceResult ? translate(lang, `enums.AcceptanceResult.${r.acceptanceResult}`) : '',
    r.acceptanceComment,
    r.createdAt.toISOString(),
    r.updatedAt.toISOString(),
  ]);
  return toCsv(TICKET_CSV_HEADERS[lang], lines, { bom: true });
};
