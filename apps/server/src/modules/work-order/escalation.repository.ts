import { WORK_ORDER_WAITING_STATE, TicketKind, type OperationCode, type TEscalationMinutes } from '@fleet/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organizations, rolePermissions, users } from '../../db/schema';

export type DueEscalation = {
  id: number;
  orgId: number;
  orgName: string;
  level: number;
};

/**
 * Claims up to `limit` work orders that waited too long (by the database's clock, so every instance
 * agrees): urgent levels of `minutes` only, still waiting, never escalated. Marking them in the same
 * UPDATE is the claim: a row another instance holds is skipped (SKIP LOCKED), and once committed it
 * no longer matches `escalated_at is null`, so no two sweeps ever return the same order.
 */
export const claimDueEscalations = async (tx: Tx, minutes: TEscalationMinutes, limit: number): Promise<DueEscalation[]> => {
  const levels = Object.entries(minutes).map(
    ([level, m]) => sql`(t.level = ${Number(level)} and t.created_at <= now() - ${m}::int * interval '1 minute')`,
  );
  if (levels.length === 0) return [];
  const r = await tx.execute<DueEscalation>(sql`
    update tickets u set escalated_at = now()
    from organizations o
    where o.id = u.org_id and u.escalated_at is null and u.id in (
      select t.id from tickets t
      where t.kind = ${TicketKind.WORK_ORDER} and t.state = ${WORK_ORDER_WAITING_STATE} and t.escalated_at is null
        and (${sql.join(levels, sql` or `)})
      order by t.created_at
      limit ${limit}
      for update skip locked)
    returning u.id as "id", u.org_id as "orgId", o.name as "orgName", u.level as "level"`);
  return r.rows;
};

/**
 * Who hears of an escalation of an order of `orgId`: the enabled users of its parent organisation
 * (of the organisation itself at the root, which has no parent) whose role holds one of `codes`.
 */
export const findEscalationRecipients = async (tx: Tx, orgId: number, codes: OperationCode[]) => {
  const parent = sql`(select coalesce(o.parent_id, o.id) from ${organizations} o where o.id = ${orgId})`;
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .where(and(sql`${users.orgId} = ${parent}`, isNull(users.deletedAt), eq(users.enabled, true), inArray(rolePermissions.code, codes)))
    .orderBy(users.id);
  return rows.map((r) => r.id);
};
