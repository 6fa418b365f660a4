import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

export const findUserByAccount = async (db: Tx, account: string) => {
  const [u] = await db.select().from(users).where(and(eq(users.account, account), isNull(users.deletedAt)));
  return u;
};

export const findUserById = async (db: Tx, id: number) => {
  const [u] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return u;
};

export const setPassword = (db: Tx, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash, isFirstLogin: false, updatedAt: new Date() }).where(eq(users.id, userId));
