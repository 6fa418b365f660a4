import type { Tx } from '../../db/client';
import { notFound } from '../../lib/tenancy';
import type { SessionContext } from '../../lib/session';
import { findVisibleRobot } from './robot.repository';

/**
 * The robot `robotId` as the caller sees it (owner, or host inside the window: robot-scope.ts), or
 * NOT_FOUND naming `field` when it points outside their reach. Every robot page's service starts here,
 * so a robot out of reach is refused the same way everywhere. Lives beside the robot repository rather
 * than in lib/tenancy.ts because it reads the robot; lib stays free of modules.
 */
export const requireVisibleRobot = async (db: Tx, session: SessionContext, robotId: number, field?: string) => {
  const robot = await findVisibleRobot(db, robotId, session.orgPath);
  if (!robot) throw notFound(field);
  return robot;
};
