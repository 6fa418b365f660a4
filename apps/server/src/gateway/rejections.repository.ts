import { REJECTIONS_KEPT } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** A refused uplink as the rejection log keeps it until its flush. */
export interface RejectionRow {
  robotId: number;
  /** Epoch ms, the server's clock. */
  at: number;
  topic: string;
  reason: string;
  field: string | null;
  detail: string;
}

/**
 * One flush of the rejection log in one statement, whatever its size: the new rows, the counts added
 * to each robot's totals, and the rows beyond the newest REJECTIONS_KEPT of each robot deleted. The
 * parts of one statement share its snapshot, so the delete cannot see the rows it inserts: of the
 * robot's earlier rows it keeps REJECTIONS_KEPT minus the new ones (the caller sends at most
 * REJECTIONS_KEPT rows per robot).
 */
export const writeRejections = (db: Tx, rows: RejectionRow[], counts: { robotId: number; reason: string; n: number }[]) =>
  db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json)
        as r("robotId" int, at float8, topic varchar(200), reason varchar(16), field varchar(100), detail varchar(300))
    ),
    added as (
      insert into robot_rejections (robot_id, received_at, topic, reason, field, detail)
      select "robotId", to_timestamp(at / 1000.0), topic, reason, field, detail from input
    ),
    counted as (
      insert into robot_rejection_counts (robot_id, reason, count)
      select c."robotId", c.reason, c.n from json_to_recordset(${JSON.stringify(counts)}::json) as c("robotId" int, reason varchar(16), n int)
      on conflict (robot_id, reason) do update set count = robot_rejection_counts.count + excluded.count
    ),
    fresh as (select "robotId" as robot_id, count(*) as n from input group by "robotId"),
    ranked as (
      select r.id, row_number() over (partition by r.robot_id order by r.id desc) as rank, f.n
      from robot_rejections r join fresh f on f.robot_id = r.robot_id
    )
    delete from robot_rejections d using ranked
    where d.id = ranked.id and ranked.rank > ${REJECTIONS_KEPT} - ranked.n`);
