import { OperateState } from '@fleet/contracts';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { robotCommands, robots, robotState } from '../db/schema';

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

/**
 * The commands these robots have not answered and may still execute (operate state 0, expiry ahead),
 * oldest first per robot, with the number to publish them to: what a robot back online missed.
 */
export const findResendableCommands = (db: Tx, robotIds: number[]) =>
  db
    .select({
      id: robotCommands.id,
      robotId: robotCommands.robotId,
      deviceNumber: robots.deviceNumber,
      type: robotCommands.type,
      args: robotCommands.args,
      expiresAt: robotCommands.expiresAt,
      createdAt: robotCommands.createdAt,
    })
    .from(robotCommands)
    .innerJoin(robots, eq(robots.id, robotCommands.robotId))
    .where(
      and(
        // One array parameter whatever the number of robots (a reconnect storm is one statement).
        sql`${robotCommands.robotId} = any(${sql.param(robotIds)}::int[])`,
        eq(robotCommands.operateState, OperateState.SENT_NO_FEEDBACK),
        gt(robotCommands.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(robotCommands.robotId), asc(robotCommands.createdAt), asc(robotCommands.id));
