import { prefixPattern } from './sql-like';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { robots } from '../db/schema';

/**
 * Tenancy of robots (design.md §5): a caller sees a robot when it belongs to an organisation of the
 * caller's subtree (as owner), or when its current hosting is to an organisation of that subtree and
 * now() lies inside the hosting window (as host). Deleted robots are never seen. Used by every robot
 * route and by the live hub, so both answer the same question the same way.
 */
export const robotOwnedCondition = (orgPath: string, orgId: AnyColumn = robots.orgId): SQL =>
  sql`${orgId} in (select o.id from organizations o where o.path like ${prefixPattern(orgPath)})`;

/**
 * `since`: what the host sees must also have happened since its hosting began (a fault last seen
 * before the robot was lent stays the owner's business).
 */
export const robotHostedCondition = (orgPath: string, since?: AnyColumn): SQL => sql`exists (
  select 1 from robot_hostings h join organizations ho on ho.id = h.org_id
  where h.robot_id = ${robots.id} and h.ended_at is null
    and h.start_at <= now() and (h.end_at is null or h.end_at > now())
    ${since ? sql`and h.start_at <= ${since}` : sql``}
    and ho.path like ${prefixPattern(orgPath)})`;

export const robotVisibleCondition = (orgPath: string): SQL =>
  sql`(${robots.deletedAt} is null and (${robotOwnedCondition(orgPath)} or ${robotHostedCondition(orgPath)}))`;

/**
 * Faults (robot_faults joined with robots): the owner's subtree by the organisation the fault was
 * raised in, a host's by the robot's current hosting, for faults seen since the hosting began.
 */
export const faultVisibleCondition = (orgPath: string, fault: { orgId: AnyColumn; lastSeenAt: AnyColumn }): SQL =>
  sql`(${robots.deletedAt} is null and (${robotOwnedCondition(orgPath, fault.orgId)} or ${robotHostedCondition(orgPath, fault.lastSeenAt)}))`;
