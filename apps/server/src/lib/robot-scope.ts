import { prefixPattern } from './sql-like';
import { sql, type SQL } from 'drizzle-orm';
import { robots } from '../db/schema';

/**
 * Tenancy of robots (design.md §5): a caller sees a robot when it belongs to an organisation of the
 * caller's subtree (as owner), or when its current hosting is to an organisation of that subtree and
 * now() lies inside the hosting window (as host). Deleted robots are never seen. Used by every robot
 * route and by the live hub, so both answer the same question the same way.
 */
export const robotOwnedCondition = (orgPath: string): SQL =>
  sql`${robots.orgId} in (select o.id from organizations o where o.path like ${prefixPattern(orgPath)})`;

export const robotHostedCondition = (orgPath: string): SQL => sql`exists (
  select 1 from robot_hostings h join organizations ho on ho.id = h.org_id
  where h.robot_id = ${robots.id} and h.ended_at is null
    and h.start_at <= now() and (h.end_at is null or h.end_at > now())
    and ho.path like ${prefixPattern(orgPath)})`;

export const robotVisibleCondition = (orgPath: string): SQL =>
  sql`(${robots.deletedAt} is null and (${robotOwnedCondition(orgPath)} or ${robotHostedCondition(orgPath)}))`;
