import type { TTicketDetail } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { files } from '../src/db/schema';
import { insertTicket } from '../src/modules/work-order/ticket.repository';
import { call, login, type TestApp } from './helpers';
import { createTestRobot } from './robot-fixtures';
import { buildBusiness, userInOrg } from './tenancy-fixtures';

export const SUBMITTER_CODES = ['workOrderRecord', 'workOrderRecord:view', 'workOrderRecord:create'];
export const HANDLER_CODES = ['workOrderList', 'workOrderList:view'];
/** What the tenancy matrix's staff hold of the after-sales screens. */
export const WORK_ORDER_STAFF_CODES = [
  'workOrderList',
  'workOrderList:view',
  'workOrderList:distribute',
  'workOrderList:process',
  'workOrderList:close',
];

/** Every ticket table and the work-order rows of the operation log, hashed: a refusal must leave it equal. */
export const ticketTablesHash = async (db: Db) => {
  const r = await db.execute<{ h: string }>(sql`select md5(
    coalesce((select string_agg(t::text, '|' order by t.id) from tickets t), '') ||
    coalesce((select string_agg(e::text, '|' order by e.id) from ticket_events e), '') ||
    coalesce((select string_agg(o.id::text || o.action, '|' order by o.id) from operation_log o
              where o.action like 'workOrder.%' or o.action like 'question.%'), '')) as h`);
  return r.rows[0]!.h;
};

let fileSeq = 0;
/** A file row of `orgId` (the store's bytes are not needed: tickets refer to files by id). */
export const placeFile = async (db: Db, orgId: number, kind: 'image' | 'video' = 'image') => {
  fileSeq += 1;
  const [row] = await db
    .insert(files)
    .values({
      number: `FWO${Date.now() % 1e6}${fileSeq}`,
      name: `p${fileSeq}.${kind === 'image' ? 'png' : 'mp4'}`,
      kind,
      mime: kind === 'image' ? 'image/png' : 'video/mp4',
      size: 3,
      sha256: 'b'.repeat(64),
      storedName: 'b'.repeat(64),
      orgId,
    })
    .returning({ id: files.id });
  return row!.id;
};

const ownId = async (t: TestApp, token: string) =>
  (await call<{ id: number }>(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token })).body.data.id;

/**
 * Business A (its administrator as staff holding every code; a submitter and a robot in its child
 * organisation; a handler in the sibling organisation, who reaches an order only by being assigned it)
 * and business B (its administrator, a robot) for the tenancy cases.
 */
export const buildWorkOrderWorld = async (t: TestApp, tag: string) => {
  const platform = await login(t.app);
  const a = await buildBusiness(t.app, platform, `${tag}A`);
  const b = await buildBusiness(t.app, platform, `${tag}B`);
  const submitter = await userInOrg(t.app, a.adminToken, a.childId, SUBMITTER_CODES);
  const handler = await userInOrg(t.app, a.adminToken, a.siblingId, HANDLER_CODES);
  return {
    a,
    b,
    submitter,
    handler,
    handlerId: await ownId(t, handler),
    otherUserId: b.adminUserId,
    robot: await createTestRobot(t.database.db, { orgId: a.childId }),
    foreignRobot: await createTestRobot(t.database.db, { orgId: b.businessId }),
    /** Images the handler (sibling organisation, so also staff of A) and the submitter may attach; one of B. */
    picture: await placeFile(t.database.db, a.siblingId),
    submitterPicture: await placeFile(t.database.db, a.childId),
    foreignPicture: await placeFile(t.database.db, b.businessId),
    video: await placeFile(t.database.db, a.siblingId, 'video'),
  };
};

export const workOrderBody = (over: object = {}) => ({
  contactName: 'Li Lei',
  phone: '13800138000',
  company: 'Acme Cleaning',
  deviceNumber: 'OTHER-VENDOR-1',
  level: 1,
  address: '1 Harbour Road',
  description: 'The main brush makes a grinding noise',
  ...over,
});

export const createWorkOrder = async (t: TestApp, token: string, over: object = {}) => {
  const r = await call<{ id: number }>(t.app, 'POST', 'oasys/workOrder/save', { token, body: workOrderBody(over) });
  if (r.body.code !== 0) throw new Error(`create work order: ${JSON.stringify(r.body)}`);
  return r.body.data.id;
};

export const step = (t: TestApp, token: string, body: object) =>
  call<TTicketDetail>(t.app, 'POST', 'oasys/workOrder/transition', { token, body });

/** A step that must succeed (setting a ticket up). */
export const mustStep = async (t: TestApp, token: string, body: object) => {
  const r = await step(t, token, body);
  if (r.body.code !== 0) throw new Error(`step ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};

/** A ticket of `orgId` submitted by `userId`, written straight to the table (the matrix's placements). */
export const placeTicket = (db: Db, orgId: number, userId: number, kind: 'work_order' | 'question') =>
  insertTicket(db, {
    kind,
    state: kind === 'work_order' ? 'submitted' : 'open',
    orgId,
    submitterId: userId,
    contactName: 'Target',
    description: 'Placed for the tenancy matrix',
  });
