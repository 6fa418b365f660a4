import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export const getAttempts = async (db: Tx, accountKey: string) => {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
  return row;
};

/** Adds one failure; locks for `lockMinutes` once `lockAfter` is reached. Returns the new count and lock. */
export const addFailure = async (db: Tx, accountKey: string, lockAfter: number, lockMinutes: number) => {
  const [row] = await db
    .insert(loginAttempts)
    .values({ accountKey, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.accountKey,
      set: {
        failures: sql`${loginAttempts.failures} + 1`,
        lockedUntil: sql`case when ${loginAttempts.failures} + 1 >= ${lockAfter}
          then now() + make_interval(mins => ${lockMinutes}) else ${loginAttempts.lockedUntil} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
};

export const clearAttempts = (db: Tx, accountKey: string) =>
  db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));

/** After a lock has run out the count restarts at `failures`, so the captcha is still asked for. */
export const restartAfterLock = (db: Tx, accountKey: string, failures: number) =>
  db.update(loginAttempts).set({ failures, lockedUntil: null, updatedAt: new Date() }).where(eq(loginAttempts.accountKey, accountKey));
