import { V, type TOutRecord, type TOutRecordListQuery, type TOutRecordSaveBody, type TOutRecordUpdateBody } from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findProductInScope } from '../component/product.repository';
import {
  countOutRecords,
  deleteOutRecordRow,
  findOutRecordInScope,
  insertOutRecord,
  ownedRobotsByNumber,
  pageOutRecords,
  replaceOutRobots,
  robotsOf,
  updateOutRecordFields,
  type OutRow,
} from './out-record.repository';

/** Records with their robots, read once for the page (or an export batch). */
export const withRobots = async (db: Tx, rows: OutRow[]): Promise<TOutRecord[]> => {
  const all = await robotsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    shippedAt: r.shippedAt.toISOString(),
    robots: all.filter((x) => x.recordId === r.id).map(({ recordId: _, ...x }) => x),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
};

export const findOutRecords = async (db: Db, session: SessionContext, q: TOutRecordListQuery & { page: number; pageSize: number }) => {
  const [rows, total] = await Promise.all([
    pageOutRecords(db, session.orgPath, q, q.pageSize, (q.page - 1) * q.pageSize),
    countOutRecords(db, session.orgPath, q),
  ]);
  return { list: await withRobots(db, rows), total, page: q.page, pageSize: q.pageSize };
};

/** A list of device numbers in a message: the first ten, then "…". */
const listed = (numbers: string[]) => (numbers.length > 10 ? `${numbers.slice(0, 10).join(', ')} …` : numbers.join(', '));
const fieldError = (path: string, code: string, numbers: string[]) =>
  new AppError('VALIDATION', { fields: [{ path, code, vars: { numbers: listed(numbers) } }] });

/**
 * The robots a shipment lists: robots the caller's subtree owns (shipping is the owner's), named by device
 * number; numbers that are not are refused together. With a product, every robot must be of its robot type.
 */
const shippedRobots = async (tx: Tx, session: SessionContext, numbers: string[], productId: number | null) => {
  const found = await ownedRobotsByNumber(tx, session.orgPath, numbers);
  const known = new Set(found.map((r) => r.deviceNumber));
  const unknown = numbers.filter((n) => !known.has(n));
  if (unknown.length) throw fieldError('deviceNumbers', V.devicesUnknown, unknown);
  if (productId !== null) {
    const product = await findProductInScope(tx, productId, session.orgPath);
    if (!product) throw notFound('productId');
    const other = found.filter((r) => r.robotType !== product.robotType).map((r) => r.deviceNumber);
    if (other.length) throw fieldError('deviceNumbers', V.productTypeMismatch, other.sort());
  }
  return found.map((r) => r.id);
};

const opt = (v: string | undefined) => (v ?? '').trim();

export const createOutRecord = (db: Db, audit: AuditContext, session: SessionContext, body: TOutRecordSaveBody) =>
  db.transaction(async (tx) => {
    const productId = body.productId ?? null;
    const robotIds = await shippedRobots(tx, session, body.deviceNumbers, productId);
    const id = await insertOutRecord(tx, {
      orgId: session.orgId,
      principal: body.principal,
      lidarModel: opt(body.lidarModel),
      batterySpec: opt(body.batterySpec),
      flowCard: opt(body.flowCard),
      hardwareVersion: opt(body.hardwareVersion),
      shippedAt: new Date(body.shippedAt),
      destination: body.destination,
      remark: opt(body.remark),
      productId,
      createdBy: session.userId,
      updatedBy: session.userId,
    });
    await replaceOutRobots(tx, id, robotIds);
    await recordOperation(tx, {
      audit,
      action: 'outRecord.create',
      target: `outRecord:${id} ${body.principal}`,
      result: 'success',
      detail: { robots: robotIds.length },
    });
    return { id };
  });

export const updateOutRecord = (db: Db, audit: AuditContext, session: SessionContext, body: TOutRecordUpdateBody) =>
  db.transaction(async (tx) => {
    const cur = await findOutRecordInScope(tx, body.id, session.orgPath);
    if (!cur) throw notFound('id');
    const next = {
      principal: body.principal ?? cur.principal,
      lidarModel: body.lidarModel ?? cur.lidarModel,
      batterySpec: body.batterySpec ?? cur.batterySpec,
      flowCard: body.flowCard ?? cur.flowCard,
      hardwareVersion: body.hardwareVersion ?? cur.hardwareVersion,
      shippedAt: body.shippedAt ? new Date(body.shippedAt) : cur.shippedAt,
      destination: body.destination ?? cur.destination,
      remark: body.remark ?? cur.remark,
      productId: body.productId === undefined ? cur.productId : body.productId,
    };
    const changed: string[] = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
      k === 'shippedAt' ? next.shippedAt.getTime() !== cur.shippedAt.getTime() : next[k] !== cur[k],
    );
    const before = (await robotsOf(tx, [cur.id])).map((r) => r.deviceNumber);
    const numbers = body.deviceNumbers ?? before;
    const robotsChanged = [...numbers].sort().join() !== [...before].sort().join();
    if (robotsChanged) changed.push('deviceNumbers');
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    // The robots are checked again whenever they or the product change: the product's type must fit them all.
    if (robotsChanged || changed.includes('productId')) {
      await replaceOutRobots(tx, cur.id, await shippedRobots(tx, session, numbers, next.productId));
    }
    await updateOutRecordFields(tx, cur.id, { ...next, updatedBy: session.userId });
    await recordOperation(tx, {
      audit,
      action: 'outRecord.update',
      target: `outRecord:${cur.id} ${next.principal}`,
      result: 'success',
      detail: { changed },
    });
    return null;
  });

export const deleteOutRecord = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const cur = await findOutRecordInScope(tx, id, session.orgPath);
    if (!cur) throw notFound();
    await deleteOutRecordRow(tx, cur.id);
    await recordOperation(tx, { audit, action: 'outRecord.delete', target: `outRecord:${cur.id} ${cur.principal}`, result: 'success' });
    return null;
  });
