import { REJECTION_REASONS, type TRejectionList, type TRejectionReason } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { findRejectionCounts, findRejections } from './rejection.repository';

const isReason = (r: string): r is TRejectionReason => (REJECTION_REASONS as readonly string[]).includes(r);

/** The robot's refused messages for its vendor: the newest kept ones and every refusal counted by reason. */
export const getRobotRejections = async (db: Db, session: SessionContext, robotId: number): Promise<TRejectionList> => {
  await requireVisibleRobot(db, session, robotId);
  const [rows, counted] = await Promise.all([findRejections(db, robotId), findRejectionCounts(db, robotId)]);
  const counts = Object.fromEntries(REJECTION_REASONS.map((r) => [r, 0])) as Record<TRejectionReason, number>;
  for (const c of counted) if (isReason(c.reason)) counts[c.reason] = c.count;
  return {
    // A reason this version does not know (written by a newer instance) is left out rather than mislabelled.
    list: rows.flatMap((r) => (isReason(r.reason) ? [{ ...r, reason: r.reason, receivedAt: r.receivedAt.getTime() }] : [])),
    counts,
  };
};
