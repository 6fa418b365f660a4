import { REJECTIONS_KEPT } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotRejectionCounts, robotRejections } from '../../db/schema';

/** The robot's kept rejections, newest first (the gateway trims to REJECTIONS_KEPT; the limit holds between flushes too). */
export const findRejections = (db: Tx, robotId: number) =>
  db
    .select({
      receivedAt: robotRejections.receivedAt,
      topic: robotRejections.topic,
      reason: robotRejections.reason,
      field: robotRejections.field,
      detail: robotRejections.detail,
    })
    .from(robotRejections)
    .where(eq(robotRejections.robotId, robotId))
    .orderBy(desc(robotRejections.id))
    .limit(REJECTIONS_KEPT);

export const findRejectionCounts = (db: Tx, robotId: number) =>
  db
    .select({ reason: robotRejectionCounts.reason, count: robotRejectionCounts.count })
    .from(robotRejectionCounts)
    .where(eq(robotRejectionCounts.robotId, robotId));
