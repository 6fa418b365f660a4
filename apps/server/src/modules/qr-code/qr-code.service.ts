import {
  QrCodeAction,
  qrCodeDownloadRefusal,
  qrCodeNumberOf,
  qrCodeRefusal,
  QrCodeState,
  V,
  type TQrCode,
  type TQrCodeAction,
  type TQrCodeBindBody,
  type TQrCodeCreateBody,
  type TQrCodeListQuery,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { refuseDuplicate } from '../../lib/unique-violation';
import { findOrgInScope } from '../org/org.repository';
import { findVisibleRobotByNumber } from '../robot/robot.repository';
import {
  countDownloads,
  countQrCodes,
  findQrCodeOfRobot,
  insertQrCodes,
  lockQrCodesInScope,
  nextQrCodeSeqs,
  pageQrCodes,
  updateQrCode,
  type QrCodeRow,
} from './qr-code.repository';

export const toQrCode = (r: QrCodeRow): TQrCode => ({
  id: r.id,
  number: r.number,
  state: r.state,
  robotId: r.robotId,
  deviceNumber: r.deviceNumber,
  robotAlias: r.robotAlias,
  robotType: r.robotType,
  boundAt: r.boundAt?.toISOString() ?? null,
  boundBy: r.boundBy,
  downloads: r.downloads,
  orgId: r.orgId,
  orgName: r.orgName,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  discardedAt: r.discardedAt?.toISOString() ?? null,
  discardedBy: r.discardedBy,
});

/** The subtree a list or export reads: the caller's, or that of an organisation in it (another → NOT_FOUND on orgId). */
export const listScope = async (db: Tx, session: SessionContext, orgId: number | undefined) => {
  if (orgId === undefined) return session.orgPath;
  const org = await findOrgInScope(db, orgId, session.orgPath);
  if (!org) throw notFound('orgId');
  return org.path;
};

export const findQrCodes = async (db: Db, session: SessionContext, q: TQrCodeListQuery & { page: number; pageSize: number }) => {
  const scope = await listScope(db, session, q.orgId);
  const [rows, total] = await Promise.all([pageQrCodes(db, scope, q, q.pageSize, (q.page - 1) * q.pageSize), countQrCodes(db, scope, q)]);
  return { list: rows.map(toQrCode), total, page: q.page, pageSize: q.pageSize };
};

/** What a phone scanned: one code of the caller's subtree; any other number does not exist for them. */
export const getQrCodeByNumber = async (db: Db, session: SessionContext, number: string) => {
  const [row] = await pageQrCodes(db, session.orgPath, { number }, 1, 0);
  if (!row) throw notFound('number');
  return toQrCode(row);
};

const target = (code: { id: number; number: string }) => `qrCode:${code.id} ${code.number}`;

/** Issues `count` free codes to the caller's organisation or one of its subtree, numbered in order. */
export const createQrCodes = (db: Db, audit: AuditContext, session: SessionContext, body: TQrCodeCreateBody) =>
  db.transaction(async (tx) => {
    let orgId = session.orgId;
    if (body.orgId !== undefined) {
      const org = await findOrgInScope(tx, body.orgId, session.orgPath);
      if (!org) throw notFound('orgId');
      orgId = org.id;
    }
    const numbers = (await nextQrCodeSeqs(tx, body.count)).map(qrCodeNumberOf);
    const rows = await insertQrCodes(
      tx,
      numbers.map((number) => ({ number, state: QrCodeState.IN_USE, orgId, createdBy: session.userId })),
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const first = numbers[0]!;
    const last = numbers.at(-1)!;
    await recordOperation(tx, {
      audit,
      action: 'qrCode.create',
      target: `qrCodes:${first}..${last}`,
      result: 'success',
      detail: { count: numbers.length, orgId },
    });
    return { ids, first, last };
  });

/** The code, locked for the change, if the caller's subtree owns it and contracts' rule allows `action`. */
const lockFor = async (tx: Tx, session: SessionContext, id: number, action: TQrCodeAction) => {
  const [code] = await lockQrCodesInScope(tx, [id], session.orgPath);
  if (!code) throw notFound('id');
  const refusal = qrCodeRefusal(code, action);
  if (refusal) throw new AppError(refusal);
  return code;
};

const deviceHasCode = () =>
  new AppError('QR_CODE_DEVICE_HAS_CODE', { fields: [{ path: 'deviceNumber', code: 'errors.QR_CODE_DEVICE_HAS_CODE' }] });

/**
 * Binds a free code to a robot the caller's subtree owns, named by its device number; an unknown or
 * unseen number is refused as shipments refuse one, on the form's field. A robot only lent to the
 * caller is refused in words: its code would outlive the hosting window, out of the owner's sight,
 * and keep the owner from putting its own code on its robot (one code per device).
 */
export const bindQrCode = (db: Db, audit: AuditContext, session: SessionContext, body: TQrCodeBindBody) =>
  // The read below answers the common case with a clear refusal; the partial unique index decides when
  // two codes are bound to one robot at the same moment (the only unique key a bind can break).
  refuseDuplicate(
    db.transaction(async (tx) => {
      const code = await lockFor(tx, session, body.id, QrCodeAction.BIND);
      const robot = await findVisibleRobotByNumber(tx, body.deviceNumber, session.orgPath);
      if (!robot) {
        throw new AppError('VALIDATION', {
          fields: [{ path: 'deviceNumber', code: V.devicesUnknown, vars: { numbers: body.deviceNumber } }],
        });
      }
      if (!robot.owned) throw new AppError('VALIDATION', { fields: [{ path: 'deviceNumber', code: V.qrDeviceNotOwned }] });
      if (await findQrCodeOfRobot(tx, robot.id)) throw deviceHasCode();
      await updateQrCode(tx, code.id, { robotId: robot.id, boundAt: new Date(), boundBy: session.userId });
      await recordOperation(tx, {
        audit,
        action: 'qrCode.bind',
        target: target(code),
        result: 'success',
        detail: { deviceNumber: robot.deviceNumber },
      });
      return null;
    }),
    deviceHasCode,
  );

export const unbindQrCode = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const code = await lockFor(tx, session, id, QrCodeAction.UNBIND);
    await updateQrCode(tx, code.id, { robotId: null, boundAt: null, boundBy: null });
    await recordOperation(tx, {
      audit,
      action: 'qrCode.unbind',
      target: target(code),
      result: 'success',
      detail: { deviceNumber: code.deviceNumber },
    });
    return null;
  });

/** Discards a free code for good: its number stays taken (the sequence never gives it again). */
export const discardQrCode = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const code = await lockFor(tx, session, id, QrCodeAction.DISCARD);
    await updateQrCode(tx, code.id, { state: QrCodeState.DISCARDED, discardedAt: new Date(), discardedBy: session.userId });
    await recordOperation(tx, { audit, action: 'qrCode.discard', target: target(code), result: 'success' });
    return null;
  });

/**
 * Counts one download of each code whose picture the browser is about to draw, and answers them in the
 * order asked. All or nothing: one code outside the subtree is NOT_FOUND, one discarded is refused.
 */
export const downloadQrCodes = (db: Db, session: SessionContext, ids: number[]) =>
  db.transaction(async (tx) => {
    const wanted = [...new Set(ids)];
    const codes = await lockQrCodesInScope(tx, wanted, session.orgPath);
    if (codes.length !== wanted.length) throw notFound('ids');
    for (const code of codes) {
      const refusal = qrCodeDownloadRefusal(code);
      if (refusal) throw new AppError(refusal, { data: { number: code.number } });
    }
    await countDownloads(tx, wanted);
    const rows = await pageQrCodes(tx, session.orgPath, { ids: wanted }, wanted.length, 0);
    const byId = new Map(rows.map((r) => [r.id, toQrCode(r)]));
    return wanted.map((id) => byId.get(id)!);
  });
