import type { TRobotUpdateBody, ZRobotListQuery } from '@fleet/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashDeviceSecret, newDeviceSecret } from '../../lib/device-secret';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import type { Gateway } from '../../gateway/gateway.types';
import { findOrgInScope } from '../org/org.repository';
import { releaseRobotFromArea } from '../area/area-robot.repository';
import { unbindQrCodesOfRobot } from '../qr-code/qr-code.repository';
import { toRobot } from './robot.mapper';
import { listRobots, updateRobotFields } from './robot.repository';
import { requireVisibleRobot } from './visible-robot';

export const findRobots = async (db: Db, session: SessionContext, q: z.infer<typeof ZRobotListQuery>) => {
  let subtreePath: string | undefined;
  if (q.orgId) {
    const org = await findOrgInScope(db, q.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    subtreePath = org.path;
  }
  const { rows, total } = await listRobots(db, session.orgPath, { ...q, subtreePath }, q.page, q.pageSize);
  return { list: rows.map(toRobot), total, page: q.page, pageSize: q.pageSize };
};

export const getRobot = async (db: Db, session: SessionContext, id: number) => {
  return toRobot(await requireVisibleRobot(db, session, id));
};

/**
 * A robot whose registration the caller may change: it must be visible, and owned. An organisation it
 * is only hosted to sees it but may not edit, delete or re-key it (PERMISSION_DENIED, not "not found",
 * because the robot is on their screen).
 */
export const ownedRobot = async (tx: Tx, session: SessionContext, id: number, field?: string) => {
  const robot = await requireVisibleRobot(tx, session, id, field);
  if (!robot.owned) throw new AppError('PERMISSION_DENIED');
  return robot;
};

export const rotateRobotSecret = async (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, id: number) => {
  const deviceSecret = newDeviceSecret();
  const robot = await db.transaction(async (tx) => {
    const r = await ownedRobot(tx, session, id);
    await updateRobotFields(tx, r.id, { secretHash: hashDeviceSecret(deviceSecret) });
    await recordOperation(tx, { audit, action: 'robot.rotateSecret', target: `robot:${r.id} ${r.deviceNumber}`, result: 'success' });
    return r;
  });
  // After the commit: the gateway re-reads the robot, and the old secret must already be gone.
  await gateway.robotChanged(robot, { disconnect: true });
  return { id: robot.id, deviceNumber: robot.deviceNumber, deviceSecret };
};

export const updateRobot = async (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, body: TRobotUpdateBody) => {
  const { robot, disconnect } = await db.transaction(async (tx) => {
    const r = await ownedRobot(tx, session, body.id, 'id');
    if (body.orgId !== undefined && body.orgId !== r.orgId) {
      if (!(await findOrgInScope(tx, body.orgId, session.orgPath))) throw notFound('orgId');
      // The custody record names the owner it came from; moving a hosted robot would falsify it.
      if (r.hostingId !== null) throw new AppError('ROBOT_HOSTED', { vars: { deviceNumber: r.deviceNumber } });
    }
    const next = {
      alias: body.alias ?? r.alias,
      orgId: body.orgId ?? r.orgId,
      enabled: body.enabled ?? r.enabled,
      version: body.version === undefined ? r.version : body.version,
      testing: body.testing ?? r.testing,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== r[k]);
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    await updateRobotFields(tx, r.id, next);
    await recordOperation(tx, {
      audit,
      action: 'robot.update',
      target: `robot:${r.id} ${r.deviceNumber}`,
      result: 'success',
      detail: { changed },
    });
    return { robot: r, disconnect: r.enabled && !next.enabled };
  });
  await gateway.robotChanged(robot, { disconnect });
  return null;
};

/**
 * Soft delete: the row stays (history, commands and custody refer to it) and its number stays taken;
 * its QR code, if any, is unbound, and it leaves its area.
 * A robot hosted to another organisation (pending or active) is refused: the host would lose a robot
 * it relies on without notice; unhost it first.
 */
export const deleteRobot = async (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, id: number) => {
  const robot = await db.transaction(async (tx) => {
    const r = await ownedRobot(tx, session, id);
    if (r.hostingId !== null) throw new AppError('ROBOT_HOSTED', { vars: { deviceNumber: r.deviceNumber } });
    await updateRobotFields(tx, r.id, { deletedAt: new Date(), enabled: false });
    // A deleted robot is seen by nobody, so its QR code could never be unbound nor its area changed
    // without it: both are let go here.
    const qrCodes = await unbindQrCodesOfRobot(tx, r.id);
    const area = (await releaseRobotFromArea(tx, r.id, session.orgPath))?.number;
    const detail = { ...(qrCodes.length ? { qrCodes } : {}), ...(area ? { area } : {}) };
    await recordOperation(tx, {
      audit,
      action: 'robot.delete',
      target: `robot:${r.id} ${r.deviceNumber}`,
      result: 'success',
      ...(Object.keys(detail).length ? { detail } : {}),
    });
    return r;
  });
  await gateway.robotChanged(robot, { disconnect: true });
  return null;
};
