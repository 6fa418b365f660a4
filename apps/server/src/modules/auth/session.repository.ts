import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema';

// Session writes (sign-in, sign-out, revocation); the guard's reads are plugins/session.repository.ts.

export const createSession = (db: Tx, row: { tokenHash: string; userId: number; ip: string }) => db.insert(sessions).values(row);

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
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined),
    );

export const revokeSession = (db: Tx, tokenHash: string, reason: 'logout' | 'password') =>
  db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(eq(sessions.tokenHash, tokenHash));

/** Ended sessions are kept a day to explain a late call, then removed. */
export const purgeOldSessions = (db: Tx) =>
  db.execute(sql`delete from sessions where revoked_at < now() - interval '1 day'
                 or (revoked_at is null and last_seen_at < now() - interval '30 days')`);
