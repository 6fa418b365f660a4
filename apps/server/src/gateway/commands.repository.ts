import { OperateState } from '@fleet/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { robotCommands, robotState } from '../db/schema';

export type CommandRow = typeof robotCommands.$inferSelect;

export const isRobotOnline = async (db: Tx, robotId: number) => {
  const [row] = await db.select({ online: robotState.online }).from(robotState).where(eq(robotState.robotId, robotId));
  return row?.online ?? false;
};

export const insertCommand = async (db: Tx, row: typeof robotCommands.$inferInsert) => {
  const [stored] = await db.insert(robotCommands).values(row).returning();
  return stored!;
};

/** Locks the command so an ack and the sweeper cannot both answer it. */
export const findCommandForUpdate = async (tx: Tx, id: string, robotId: number) => {
  const [row] = await tx
    .select()
    .from(robotCommands)
    .where(and(eq(robotCommands.id, id), eq(robotCommands.robotId, robotId)))
    .for('update');
  return row;
};

export const answerCommand = async (tx: Tx, id: string, operateState: 1 | 2 | 3, reason: string | null, at: Date) => {
  const [row] = await tx
    .update(robotCommands)
    .set({ operateState, reason, answeredAt: at })
    .where(and(eq(robotCommands.id, id), eq(robotCommands.operateState, OperateState.SENT_NO_FEEDBACK)))
    .returning();
  return row;
};

/** Marks every unanswered command past its expiry "wait timeout"; one statement, safe on N instances. */
export const expireDueCommands = (db: Tx) =>
  db
    .update(robotCommands)
    .set({ operateState: OperateState.WAIT_TIMEOUT, answeredAt: sql`now()` })
    .where(and(eq(robotCommands.operateState, OperateState.SENT_NO_FEEDBACK), lte(robotCommands.expiresAt, sql`now()`)))
    .returning({ id: robotCommands.id, robotId: robotCommands.robotId, type: robotCommands.type });
