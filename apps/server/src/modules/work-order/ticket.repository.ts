import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, ticketEvents, tickets, users } from '../../db/schema';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const submitter = alias(users, 'submitter');
const handler = alias(users, 'handler');
const acceptor = alias(users, 'acceptor');
const actor = alias(users, 'actor');
const eventHandler = alias(users, 'event_handler');

/** The filters as the repository takes them; every id in them was checked in scope by the service. */
export interface TicketFilters {
  kind?: string | undefined;
  state?: string | undefined;
  level?: number | undefined;
  robotId?: number | undefined;
  handlerId?: number | undefined;
  keyword?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  /** Only this organisation's subtree (the organisation filter, already checked in scope). */
  subtreePath?: string | undefined;
}

/** Who asks: staff see their subtree (`staffPath`, null without the staff list's view code); anyone sees what they submitted or handle. */
export interface TicketViewer {
  userId: number;
  staffPath: string | null;
}

const columns = {
  id: tickets.id,
  kind: tickets.kind,
  state: tickets.state,
  orgId: tickets.orgId,
  orgName: organizations.name,
  orgPath: organizations.path,
  submitterId: tickets.submitterId,
  submitterAccount: submitter.account,
  contactName: tickets.contactName,
  phone: tickets.phone,
  company: tickets.company,
  robotId: tickets.robotId,
  deviceNumber: tickets.deviceNumber,
  level: tickets.level,
  address: tickets.address,
  title: tickets.title,
  description: tickets.description,
  pictures: tickets.pictures,
  analysis: tickets.analysis,
  solution: tickets.solution,
  handlerId: tickets.handlerId,
  handlerName: handler.userName,
  acceptorName: acceptor.userName,
  acceptanceResult: tickets.acceptanceResult,
  acceptanceComment: tickets.acceptanceComment,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};
export type TicketRow = Awaited<ReturnType<typeof findTicketsOf>>['rows'][number];

const base = (db: Tx) =>
  db
    .select(columns)
    .from(tickets)
    .innerJoin(organizations, eq(organizations.id, tickets.orgId))
    .leftJoin(submitter, eq(submitter.id, tickets.submitterId))
    .leftJoin(handler, eq(handler.id, tickets.handlerId))
    .leftJoin(acceptor, eq(acceptor.id, tickets.acceptorId));

const filtered = (f: TicketFilters): SQL | undefined =>
  and(
    f.subtreePath ? scopeCondition(organizations.path, f.subtreePath) : undefined,
    f.kind ? eq(tickets.kind, f.kind) : undefined,
    f.state ? eq(tickets.state, f.state) : undefined,
    f.level !== undefined ? eq(tickets.level, f.level) : undefined,
    f.robotId ? eq(tickets.robotId, f.robotId) : undefined,
    f.handlerId ? eq(tickets.handlerId, f.handlerId) : undefined,
    f.keyword
      ? sql`(${tickets.deviceNumber} ilike ${containsPattern(f.keyword)} or ${tickets.description} ilike ${containsPattern(f.keyword)}
          or ${tickets.title} ilike ${containsPattern(f.keyword)} or ${tickets.contactName} ilike ${containsPattern(f.keyword)}
          or ${tickets.company} ilike ${containsPattern(f.keyword)})`
      : undefined,
    f.start ? gte(tickets.createdAt, new Date(f.start)) : undefined,
    f.end ? lte(tickets.createdAt, new Date(f.end)) : undefined,
  );

/** A page of the tickets in `scope` (staffScope: a subtree's; ownScope: one submitter's) matching the filters, newest first. */
export const findTicketsOf = async (db: Tx, scope: SQL, f: TicketFilters, limit: number, offset: number) => {
  const cond = and(scope, filtered(f));
  const [rows, [total]] = await Promise.all([
    base(db).where(cond).orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(tickets).innerJoin(organizations, eq(organizations.id, tickets.orgId)).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
};
export const staffScope = (orgPath: string) => scopeCondition(organizations.path, orgPath);
export const ownScope = (userId: number) => eq(tickets.submitterId, userId);

const visible = (v: TicketViewer) =>
  or(
    v.staffPath === null ? undefined : scopeCondition(organizations.path, v.staffPath),
    eq(tickets.submitterId, v.userId),
    eq(tickets.handlerId, v.userId),
  );

/** One ticket the viewer may see, or undefined (answered as not found). */
export const findVisibleTicket = async (db: Tx, id: number, v: TicketViewer) => {
  const [row] = await base(db).where(and(eq(tickets.id, id), visible(v)));
  return row;
};

export const findTicketEvents = (db: Tx, ticketId: number) =>
  db
    .select({
      id: ticketEvents.id,
      action: ticketEvents.action,
      actorName: actor.userName,
      at: ticketEvents.at,
      fromState: ticketEvents.fromState,
      toState: ticketEvents.toState,
      comment: ticketEvents.comment,
      pictures: ticketEvents.pictures,
      analysis: ticketEvents.analysis,
      solution: ticketEvents.solution,
      handlerName: eventHandler.userName,
      result: ticketEvents.result,
    })
    .from(ticketEvents)
    .leftJoin(actor, eq(actor.id, ticketEvents.actorId))
    .leftJoin(eventHandler, eq(eventHandler.id, ticketEvents.handlerId))
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.id));

export const insertTicket = async (db: Tx, values: typeof tickets.$inferInsert) => {
  const [row] = await db.insert(tickets).values(values).returning({ id: tickets.id });
  return row!.id;
};

export const insertTicketEvent = (db: Tx, values: typeof ticketEvents.$inferInsert) => db.insert(ticketEvents).values(values);

/**
 * Moves a ticket on only if it is still in `expected`: of two steps taken at once, the second finds
 * the state changed and updates nothing (the row lock makes it wait for the first to commit).
 */
export const moveTicket = async (
  db: Tx,
  id: number,
  expected: string,
  set: Partial<Omit<typeof tickets.$inferInsert, 'id'>> & { state: string },
) => {
  const rows = await db
    .update(tickets)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(tickets.id, id), eq(tickets.state, expected)))
    .returning({ id: tickets.id });
  return rows.length === 1;
};

export const findStateOf = async (db: Tx, id: number) => {
  const [row] = await db.select({ state: tickets.state }).from(tickets).where(eq(tickets.id, id));
  return row?.state;
};

/** Tickets of an organisation about to be deleted pass to its parent, whose staff stay accountable for them. */
export const handTicketsToParent = (db: Tx, id: number, parentId: number) =>
  db.update(tickets).set({ orgId: parentId }).where(eq(tickets.orgId, id));

export const findUserName = async (db: Tx, userId: number) => {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName ?? '';
};

/**
 * Tickets that show a file: among their own pictures or a timeline row's (processing, a reply). No
 * index serves `= any(pictures)`: this runs once per file deletion, and a scan of the tickets is cheap
 * beside a GIN index every ticket write would keep.
 */
export const findTicketsUsingFile = (db: Tx, fileId: number) =>
  db
    .select({ id: tickets.id, title: tickets.title, description: tickets.description })
    .from(tickets)
    .where(
      or(
        sql`${fileId} = any(${tickets.pictures})`,
        sql`${tickets.id} in (select ${ticketEvents.ticketId} from ${ticketEvents} where ${fileId} = any(${ticketEvents.pictures}))`,
      ),
    )
    .orderBy(asc(tickets.id));
