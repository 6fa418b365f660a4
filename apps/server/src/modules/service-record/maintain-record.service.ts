import {
  ComponentAction,
  type TMaintainRecord,
  type TMaintainRecordListQuery,
  type TMaintainRecordSaveBody,
  type TMaintainRecordUpdateBody,
  type TRecordedReplacement,
  type TReplacement,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { moveComponentIn, refusalOn, takeOut } from '../component/component-resource.service';
import { requirePictures } from '../file/require-pictures';
import { findVisibleRobot } from '../robot/robot.repository';
import {
  countMaintainRecords,
  deleteMaintainRecordRow,
  findMaintainRecordToChange,
  insertMaintainRecord,
  insertReplacement,
  pageMaintainRecords,
  replacementsOf,
  updateMaintainRecordFields,
  type MaintainRow,
} from './maintain-record.repository';

type Replacement = Awaited<ReturnType<typeof replacementsOf>>[number];
const part = (id: number | null, serialNo: string | null, model: string | null, kind: string | null) =>
  id === null ? null : { id, serialNo: serialNo ?? '', model: model ?? '', kind: kind as never };
const toReplacement = (r: Replacement): TRecordedReplacement => ({
  removed: part(r.removedId, r.removedSerial, r.removedModel, r.removedKind),
  removedTo: r.removedTo,
  installed: part(r.installedId, r.installedSerial, r.installedModel, r.installedKind),
});

/** Records with their replacements, read once for the page. */
export const withReplacements = async (db: Tx, rows: MaintainRow[]): Promise<TMaintainRecord[]> => {
  const all = await replacementsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    maintainedAt: r.maintainedAt.toISOString(),
    replacements: all.filter((x) => x.recordId === r.id).map(toReplacement),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
};

export const findMaintainRecords = async (
  db: Db,
  session: SessionContext,
  q: TMaintainRecordListQuery & { page: number; pageSize: number },
) => {
  const [rows, total] = await Promise.all([
    pageMaintainRecords(db, session.orgPath, q, q.pageSize, (q.page - 1) * q.pageSize),
    countMaintainRecords(db, session.orgPath, q),
  ]);
  return { list: await withReplacements(db, rows), total, page: q.page, pageSize: q.pageSize };
};

/**
 * One replacement of a visit, moved with the record: the part taken out must be installed in this robot
 * (COMPONENT_NOT_IN_ROBOT) and goes where `removedTo` says; the part put in is installed by the state
 * machine's own checks (idle, of a model fitting the robot). Both are components of the caller's inventory.
 */
const replace = async (tx: Tx, session: SessionContext, recordId: number, robotId: number, r: TReplacement, i: number) => {
  const line = (field: 'removeId' | 'installId') => `replacements.${i}.${field}`;
  if (r.removeId !== undefined) {
    await refusalOn(line('removeId'), takeOut(tx, session, robotId, r.removeId, r.removedTo ?? ComponentAction.REMOVE, recordId));
  }
  if (r.installId !== undefined) {
    await refusalOn(
      line('installId'),
      moveComponentIn(tx, session, { id: r.installId, action: ComponentAction.INSTALL, robotId }, recordId),
    );
  }
  await insertReplacement(tx, {
    recordId,
    removedId: r.removeId ?? null,
    removedTo: r.removeId !== undefined ? (r.removedTo ?? ComponentAction.REMOVE) : null,
    installedId: r.installId ?? null,
  });
};

const target = (id: number, deviceNumber: string) => `maintainRecord:${id} ${deviceNumber}`;

export const createMaintainRecord = (db: Db, audit: AuditContext, session: SessionContext, body: TMaintainRecordSaveBody) =>
  db.transaction(async (tx) => {
    const robot = await findVisibleRobot(tx, body.robotId, session.orgPath);
    if (!robot) throw notFound('robotId');
    const pictures = await requirePictures(tx, session, body.pictures ?? [], 'pictures');
    const id = await insertMaintainRecord(tx, {
      orgId: session.orgId,
      robotId: robot.id,
      maintainer: body.maintainer,
      maintainedAt: new Date(body.maintainedAt),
      address: body.address,
      cause: body.cause,
      problem: body.problem,
      phone: body.phone,
      category: body.category,
      pictures,
      createdBy: session.userId,
      updatedBy: session.userId,
    });
    const replacements = body.replacements ?? [];
    for (const [i, r] of replacements.entries()) await replace(tx, session, id, robot.id, r, i);
    await recordOperation(tx, {
      audit,
      action: 'maintainRecord.create',
      target: target(id, robot.deviceNumber),
      result: 'success',
      detail: { replacements: replacements.length },
    });
    return { id };
  });

export const updateMaintainRecord = (db: Db, audit: AuditContext, session: SessionContext, body: TMaintainRecordUpdateBody) =>
  db.transaction(async (tx) => {
    const cur = await findMaintainRecordToChange(tx, body.id, session.orgPath);
    if (!cur) throw notFound('id');
    const pictures = body.pictures ? await requirePictures(tx, session, body.pictures, 'pictures') : cur.pictures;
    const next = {
      maintainer: body.maintainer ?? cur.maintainer,
      maintainedAt: body.maintainedAt ? new Date(body.maintainedAt) : cur.maintainedAt,
      address: body.address ?? cur.address,
      cause: body.cause ?? cur.cause,
      problem: body.problem ?? cur.problem,
      phone: body.phone ?? cur.phone,
      category: body.category ?? cur.category,
      pictures,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
      k === 'pictures'
        ? next.pictures.join() !== cur.pictures.join()
        : k === 'maintainedAt'
          ? next.maintainedAt.getTime() !== cur.maintainedAt.getTime()
          : next[k] !== cur[k],
    );
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    await updateMaintainRecordFields(tx, cur.id, { ...next, updatedBy: session.userId });
    await recordOperation(tx, {
      audit,
      action: 'maintainRecord.update',
      target: `maintainRecord:${cur.id}`,
      result: 'success',
      detail: { changed },
    });
    return null;
  });

export const deleteMaintainRecord = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const cur = await findMaintainRecordToChange(tx, id, session.orgPath);
    if (!cur) throw notFound();
    await deleteMaintainRecordRow(tx, cur.id);
    await recordOperation(tx, { audit, action: 'maintainRecord.delete', target: `maintainRecord:${cur.id}`, result: 'success' });
    return null;
  });
