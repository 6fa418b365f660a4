import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { operationLog, users } from '../../db/schema';

export const findUserByAccount = async (db: Tx, account: string) => {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.account, account), isNull(users.deletedAt)));
  return u;
};

export const findUserById = async (db: Tx, id: number) => {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return u;
};

export const setPassword = (db: Tx, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash, isFirstLogin: false, updatedAt: new Date() }).where(eq(users.id, userId));

/** Whether the user ever signed in: the operation log keeps every successful sign-in (sessions are purged). */
export const hasSignedInBefore = async (db: Tx, userId: number) => {
  const [row] = await db
    .select({ id: operationLog.id })
    .from(operationLog)
    .where(and(eq(operationLog.userId, userId), eq(operationLog.action, 'auth.login'), eq(operationLog.result, 'success')))
    .limit(1);
  return row !== undefined;
};
