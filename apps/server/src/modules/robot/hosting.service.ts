import { DeviceAction, type THosting, type ZHostingListQuery, type TTrusteeshipType, type ZHostRobotsBody } from '@fleet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { findOrgInScope } from '../org/org.repository';
import { closeExpiredHostings, endHostings, insertHostings, listHostings, listTrustOrgs, type HostingRow } from './hosting.repository';
import type { RobotRow } from './robot.repository';
import { lockOwnedRobots, refuseDeviceAction } from './owned-robots';

export const trustOrgs = async (db: Db, session: SessionContext) =>
  (await listTrustOrgs(db, session.orgId, session.orgPath)).map(({ path: _p, ...o }) => o);

const changed = async (gateway: Gateway, robots: RobotRow[]) => {
  // The live hub re-evaluates who may see each robot; nobody is disconnected by a custody change.
  for (const r of robots) await gateway.robotChanged(r);
};

export const hostRobots = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  body: z.infer<typeof ZHostRobotsBody>,
) => {
  const robots = await db.transaction(async (tx) => {
    const target = await findOrgInScope(tx, body.orgId, session.orgPath);
    if (!target || target.id === session.orgId) throw notFound('orgId');
    const list = await lockOwnedRobots(tx, session, body.robotIds, 'robotIds');
    for (const r of list) {
      // An organisation at or above the owner already sees the robot: hosting it there means nothing.
      if (r.orgPath.startsWith(target.path)) throw new AppError('VALIDATION', { fields: [{ path: 'orgId', code: 'validation.invalid' }] });
      refuseDeviceAction(r, DeviceAction.HOST);
      if (r.hostingId !== null) throw new AppError('ROBOT_HOSTED', { vars: { deviceNumber: r.deviceNumber } });
    }
    const ids = list.map((r) => r.id);
    await closeExpiredHostings(tx, ids);
    await insertHostings(
      tx,
      list.map((r) => ({
        robotId: r.id,
        fromOrgId: r.orgId,
        orgId: target.id,
        type: body.type,
        startAt: new Date(body.startAt),
        endAt: body.endAt ? new Date(body.endAt) : null,
        createdBy: session.userId,
      })),
    );
    for (const r of list) {
      await recordOperation(tx, {
        audit,
        action: 'robot.host',
        target: `robot:${r.id} ${r.deviceNumber}`,
        result: 'success',
        detail: { orgId: target.id, type: body.type, startAt: body.startAt, endAt: body.endAt ?? null },
      });
    }
    return list;
  });
  await changed(gateway, robots);
  return null;
};

export const unhostRobots = async (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, robotIds: number[]) => {
  const robots = await db.transaction(async (tx) => {
    const list = await lockOwnedRobots(tx, session, robotIds, 'robotIds');
    for (const r of list) {
      if (r.hostingId === null) throw new AppError('ROBOT_NOT_HOSTED', { vars: { deviceNumber: r.deviceNumber } });
      refuseDeviceAction(r, DeviceAction.UNHOST);
    }
    await endHostings(
      tx,
      list.map((r) => r.hostingId!),
      session.userId,
    );
    for (const r of list) {
      await recordOperation(tx, {
        audit,
        action: 'robot.unhost',
        target: `robot:${r.id} ${r.deviceNumber}`,
        result: 'success',
        detail: { hostingId: r.hostingId },
      });
    }
    return list;
  });
  await changed(gateway, robots);
  return null;
};

const toHosting = (h: HostingRow): THosting => ({
  ...h,
  type: h.type as TTrusteeshipType,
  startAt: h.startAt.toISOString(),
  endAt: h.endAt?.toISOString() ?? null,
  createdAt: h.createdAt.toISOString(),
  endedAt: h.endedAt?.toISOString() ?? null,
});

export const findHostings = async (db: Db, session: SessionContext, q: z.infer<typeof ZHostingListQuery>) => {
  const { rows, total } = await listHostings(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toHosting), total, page: q.page, pageSize: q.pageSize };
};
