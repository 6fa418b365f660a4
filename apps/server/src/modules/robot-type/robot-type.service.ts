import { V, type TRobotTypeListQuery, type TRobotTypeRow, type TRobotTypeSaveBody, type TRobotTypeUpdateBody } from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import { assertPlatformStaff, type AuditContext, type SessionContext } from '../../lib/session';
import { refuseDuplicate } from '../../lib/unique-violation';
import { findFilesInScope } from '../file/file.repository';
import {
  countRobotsOfType,
  countTypeListings,
  deleteRobotTypeRow,
  findRobotType,
  insertRobotType,
  listRobotTypeOptions,
  listRobotTypes,
  lockTypeCodes,
  updateRobotTypeFields,
} from './robot-type.repository';

type Row = Awaited<ReturnType<typeof listRobotTypes>>['rows'][number];
const toRow = (r: Row): TRobotTypeRow => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export const findRobotTypeOptions = (db: Db) => listRobotTypeOptions(db);

export const findRobotTypes = async (db: Db, q: TRobotTypeListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listRobotTypes(db, q, q.page, q.pageSize);
  return { list: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
};

const target = (code: number, model: string) => `robotType:${code} ${model}`;
const fieldError = (path: string, code: string) => ({ fields: [{ path, code }] });

/** A clash on the code or the model, told apart by the index that refused it (a concurrent save may be the one). */
const refuseClash = <T>(work: Promise<T>) =>
  refuseDuplicate(work, (constraint) =>
    constraint === 'robot_types_pkey'
      ? new AppError('ROBOT_TYPE_CODE_TAKEN', fieldError('code', 'errors.ROBOT_TYPE_CODE_TAKEN'))
      : new AppError('ROBOT_TYPE_MODEL_TAKEN', fieldError('model', 'errors.ROBOT_TYPE_MODEL_TAKEN')),
  );

/** The picture must be a file of the caller's subtree, like any id in a body. */
const checkPicture = async (tx: Tx, session: SessionContext, pictureId: number | null | undefined) => {
  if (pictureId != null) await findFilesInScope(tx, session.orgPath, [pictureId], 'pictureId');
};

export const createRobotType = (db: Db, audit: AuditContext, session: SessionContext, body: TRobotTypeSaveBody) => {
  assertPlatformStaff(session);
  return refuseClash(
    db.transaction(async (tx) => {
      await checkPicture(tx, session, body.pictureId);
      const capabilities = [...new Set(body.capabilities ?? [])] as TRobotTypeRow['capabilities'];
      await insertRobotType(tx, {
        code: body.code,
        model: body.model,
        nameZh: body.nameZh,
        nameEn: body.nameEn,
        nameJa: body.nameJa,
        capabilities,
        consumables: body.consumables ?? [],
        pictureId: body.pictureId ?? null,
        updatedBy: session.userId,
      });
      await recordOperation(tx, { audit, action: 'robotType.create', target: target(body.code, body.model), result: 'success' });
      return { code: body.code };
    }),
  );
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const updateRobotType = (db: Db, audit: AuditContext, session: SessionContext, body: TRobotTypeUpdateBody) => {
  assertPlatformStaff(session);
  return refuseClash(
    db.transaction(async (tx) => {
      const cur = await findRobotType(tx, body.code, 'update');
      if (!cur) throw new AppError('NOT_FOUND', fieldError('code', 'errors.NOT_FOUND'));
      const next = {
        model: body.model ?? cur.model,
        nameZh: body.nameZh ?? cur.nameZh,
        nameEn: body.nameEn ?? cur.nameEn,
        nameJa: body.nameJa ?? cur.nameJa,
        capabilities: body.capabilities ? [...new Set(body.capabilities)] : cur.capabilities,
        consumables: body.consumables ?? cur.consumables,
        pictureId: body.pictureId === undefined ? cur.pictureId : body.pictureId,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => !sameJson(next[k], cur[k]));
      if (changed.length === 0) throw new AppError('NO_CHANGES');
      // Robots' numbers carry the model: it changes only while no robot has the type (deleted ones keep theirs as issued).
      if (changed.includes('model')) {
        const robots = await countRobotsOfType(tx, cur.code);
        if (robots > 0) throw new AppError('ROBOT_TYPE_IN_USE', { vars: { robots }, ...fieldError('model', 'errors.ROBOT_TYPE_IN_USE') });
      }
      if (changed.includes('pictureId')) await checkPicture(tx, session, next.pictureId);
      await updateRobotTypeFields(tx, cur.code, { ...next, updatedBy: session.userId });
      await recordOperation(tx, {
        audit,
        action: 'robotType.update',
        target: target(cur.code, next.model),
        result: 'success',
        detail: { changed },
      });
      return null;
    }),
  );
};

export const deleteRobotType = (db: Db, audit: AuditContext, session: SessionContext, code: number) => {
  assertPlatformStaff(session);
  return db.transaction(async (tx) => {
    const cur = await findRobotType(tx, code, 'update');
    if (!cur) throw new AppError('NOT_FOUND');
    const robots = await countRobotsOfType(tx, code);
    if (robots > 0) throw new AppError('ROBOT_TYPE_IN_USE', { vars: { robots } });
    const count = await countTypeListings(tx, code);
    if (count > 0) throw new AppError('ROBOT_TYPE_LISTED', { vars: { count } });
    await deleteRobotTypeRow(tx, code);
    await recordOperation(tx, { audit, action: 'robotType.delete', target: target(code, cur.model), result: 'success' });
    return null;
  });
};

/**
 * Registration's rule (single and batch): the type is in the catalogue and the number's model is its
 * model. Read with a share lock so a concurrent change of the type's model waits for the registration.
 */
export const checkRegisteredType = async (tx: Tx, robotType: number, model: string, modelField: string) => {
  const type = await findRobotType(tx, robotType, 'share');
  if (!type) throw new AppError('VALIDATION', fieldError('robotType', V.robotTypeUnknown));
  if (type.model.toLowerCase() !== model.toLowerCase()) throw new AppError('VALIDATION', fieldError(modelField, V.deviceModel));
};

/**
 * Robot-type codes a body names (a product's type, the types a component model or version fits): each
 * must be in the catalogue, else VALIDATION naming `field`. Returns them once each, in code order, as
 * they are stored ([3, 1, 1] and [1, 3] are the same types).
 */
export const catalogueTypes = async (tx: Tx, codes: readonly number[], field: string) => {
  const wanted = [...new Set(codes)].sort((a, b) => a - b);
  const known = new Set(await lockTypeCodes(tx, wanted));
  if (wanted.some((c) => !known.has(c))) throw new AppError('VALIDATION', fieldError(field, V.robotTypeUnknown));
  return wanted;
};
