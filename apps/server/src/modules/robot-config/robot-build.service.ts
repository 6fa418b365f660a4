import {
  ComponentAction,
  CONSUMABLE_WARN_PERCENT,
  consumableLife,
  type TComponentSwapBody,
  type TRobotBuild,
  type TRobotBuildListQuery,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { moveComponentIn, refusalOn, takeOut } from '../component/component-resource.service';
import { findVisibleRobot } from '../robot/robot.repository';
import { findRobotBuild, installedIn, pageRobotBuilds, type RobotBuildRow } from './robot-build.repository';

const toBuilds = async (db: Tx, rows: RobotBuildRow[]): Promise<TRobotBuild[]> => {
  const parts = await installedIn(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const consumables = (r.consumables ?? []).map(consumableLife);
    return {
      id: r.id,
      deviceNumber: r.deviceNumber,
      alias: r.alias,
      robotType: r.robotType as TRobotBuild['robotType'],
      orgName: r.orgName,
      product: r.productId !== null ? { id: r.productId, name: r.productName ?? '', model: r.productModel ?? '' } : null,
      hardwareVersion: r.hardwareVersion,
      shippedAt: r.shippedAt ? new Date(r.shippedAt).toISOString() : null,
      components: parts
        .filter((p) => p.robotId === r.id)
        .map(({ robotId: _, installedAt, ...p }) => ({ ...p, installedAt: installedAt?.toISOString() ?? null })),
      consumables,
      consumablesAt: r.consumablesAt?.toISOString() ?? null,
      warnings: consumables.filter((c) => c.remainingPercent < CONSUMABLE_WARN_PERCENT).length,
    };
  });
};

export const findRobotBuilds = async (db: Db, session: SessionContext, q: TRobotBuildListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await pageRobotBuilds(db, session.orgPath, q, q.page, q.pageSize);
  return { list: await toBuilds(db, rows), total, page: q.page, pageSize: q.pageSize };
};

export const getRobotBuild = async (db: Db, session: SessionContext, id: number) => {
  const row = await findRobotBuild(db, id, session.orgPath);
  if (!row) throw notFound();
  return (await toBuilds(db, [row]))[0]!;
};

/**
 * The component configuration tab's swap: the part taken out must be installed in this robot
 * (COMPONENT_NOT_IN_ROBOT) and goes where `removedTo` says; the idle part put in is installed by the state
 * machine's own checks. One transaction: either both moves happen, or neither.
 */
export const swapComponent = (db: Db, audit: AuditContext, session: SessionContext, body: TComponentSwapBody) =>
  db.transaction(async (tx) => {
    const robot = await findVisibleRobot(tx, body.robotId, session.orgPath);
    if (!robot) throw notFound('robotId');
    const out = await refusalOn(
      'removeId',
      takeOut(tx, session, robot.id, body.removeId, body.removedTo ?? ComponentAction.REMOVE, undefined, body.note),
    );
    const into = await refusalOn(
      'installId',
      moveComponentIn(tx, session, { id: body.installId, action: ComponentAction.INSTALL, robotId: robot.id, note: body.note }),
    );
    await recordOperation(tx, {
      audit,
      action: 'component.move',
      target: `robot:${robot.id} ${robot.deviceNumber}`,
      result: 'success',
      detail: { swap: { out: out.serialNo, in: into.serialNo, removedTo: body.removedTo ?? ComponentAction.REMOVE } },
    });
    return null;
  });
