import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export const getAttempts = async (db: Tx, accountKey: string) => {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
  return row;
};

export interface AttemptRules {
  /** From this many failures on, an attempt needs a solved captcha. */
  captchaAfter: number;
  /** The attempt with this number locks the name for `lockMinutes`, whatever its outcome. */
  lockAfter: number;
  lockMinutes: number;
}

/**
 * Reserves one password check for `accountKey` in a single statement and returns its number (1 for
 * the first failure-free attempt), or null when none may be made now: locked, every allowed attempt
 * taken, or a captcha needed and `captchaSolved` false. Parallel attempts therefore never all read
 * "no failures yet": each gets its own number, and at most `lockAfter` passwords are ever checked.
 * A reserved attempt counts as a failure until a success clears the row, so a crash between the
 * reservation and the answer errs on the safe side. The attempt that takes the last number sets the
 * lock at once (the others are refused while it is checked; a success lifts it), and a lock that has
 * run out restarts the count at `captchaAfter`, so the captcha is still asked for.
 */
export const reserveAttempt = async (db: Tx, accountKey: string, rules: AttemptRules & { captchaSolved: boolean }) => {
  const { captchaAfter, lockAfter, lockMinutes, captchaSolved } = rules;
  const t = loginAttempts;
  const count = sql`(case when ${t.lockedUntil} <= now() then ${captchaAfter} else ${t.failures} end)`;
  const rows = await db
    .insert(t)
    .values({ accountKey, failures: 1 })
    .onConflictDoUpdate({
      target: t.accountKey,
      set: {
        failures: sql`${count} + 1`,
        lockedUntil: sql`case when ${count} + 1 >= ${lockAfter} then now() + make_interval(mins => ${lockMinutes}) end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= now()) and ${count} < ${lockAfter}
        and (${count} < ${captchaAfter} or ${captchaSolved})`,
    })
    .returning({ failures: t.failures });
  return rows[0]?.failures ?? null;
};

/** Whether the name is locked now (the last allowed attempt sets the lock when it is reserved). */
export const isLocked = (row: { lockedUntil: Date | null } | undefined) => !!row?.lockedUntil && row.lockedUntil.getTime() > Date.now();

export const clearAttempts = (db: Tx, accountKey: string) => db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
