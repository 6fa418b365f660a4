import { deviceActionRefusal, type TDeviceAction } from '@fleet/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findVisibleRobotsForUpdate, type RobotRow } from './robot.repository';

/**
 * The robots of a custody or site change (host, unhost, switch landmark), all of them owned by the
 * caller (all or nothing) and locked for the rest of the transaction: one the caller cannot see is
 * NOT_FOUND on `field`; one only hosted to the caller belongs to someone else (HOSTING_NOT_OWNER).
 */
export const lockOwnedRobots = async (tx: Tx, session: SessionContext, robotIds: number[], field: string) => {
  const ids = [...new Set(robotIds)];
  const rows = new Map((await findVisibleRobotsForUpdate(tx, ids, session.orgPath)).map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = rows.get(id);
    if (!r) throw notFound(field);
    if (!r.owned) throw new AppError('HOSTING_NOT_OWNER');
    return r;
  });
};

/** Spec §4's device guards, refused with their code: the rule itself is contracts' deviceActionRefusal, written once. */
export const refuseDeviceAction = (r: RobotRow, action: TDeviceAction) => {
  const refusal = deviceActionRefusal(r, action);
  if (refusal) throw new AppError(refusal);
};
