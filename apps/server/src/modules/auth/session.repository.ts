import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema';

export interface SessionRow {
  userId: number;
  account: string;
  lastSeenAt: Date;
  revokedReason: string | null;
  enabled: boolean;
  deleted: boolean;
  isFirstLogin: boolean;
  orgId: number;
  orgPath: string;
  roleId: number;
  codes: string[];
}

/** One query per request: the session, its user, organisation path and the role's current codes. */
export const findSession = async (db: Tx, tokenHash: string): Promise<SessionRow | undefined> => {
  const res = await db.execute<{
    user_id: number; account: string; last_seen_at: Date | string; revoked_reason: string | null; enabled: boolean;
    deleted: boolean; is_first_login: boolean; org_id: number; org_path: string; role_id: number; codes: string[];
  }>(sql`
    select s.user_id, u.account, s.last_seen_at, s.revoked_reason, u.enabled, u.deleted_at is not null as deleted,
           u.is_first_login, u.org_id, o.path as org_path, u.role_id,
           array(select rp.code from role_permissions rp where rp.role_id = u.role_id) as codes
    from sessions s join users u on u.id = s.user_id join organizations o on o.id = u.org_id
    where s.token_hash = ${tokenHash}`);
  const r = res.rows[0];
  if (!r) return undefined;
  return {
    userId: r.user_id, account: r.account, lastSeenAt: new Date(r.last_seen_at), revokedReason: r.revoked_reason,
    enabled: r.enabled, deleted: r.deleted, isFirstLogin: r.is_first_login, orgId: r.org_id, orgPath: r.org_path,
    roleId: r.role_id, codes: r.codes,
  };
};

export const touchSession = (db: Tx, tokenHash: string) =>
  db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));

export const createSession = (db: Tx, row: { tokenHash: string; userId: number; ip: string }) =>
  db.insert(sessions).values(row);

/** Ends every live session of a user (one live session per user; disabling; password change). */
export const revokeUserSessions = (
  db: Tx,
  userId: number,
  reason: 'replaced' | 'logout' | 'disabled' | 'password',
  exceptTokenHash?: string,
) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );

export const revokeSession = (db: Tx, tokenHash: string, reason: 'logout' | 'password') =>
  db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(eq(sessions.tokenHash, tokenHash));

/** Ended sessions are kept a day to explain a late call, then removed. */
export const purgeOldSessions = (db: Tx) =>
  db.execute(sql`delete from sessions where revoked_at < now() - interval '1 day'
                 or (revoked_at is null and last_seen_at < now() - interval '30 days')`);
