import {
  COMMAND_ARGS,
  downTopic,
  TOPIC_QOS,
  type TCommand,
  type TCommandAck,
  type TCommandType,
  type TDeviceCommand,
  type TOperateState,
  OperateState,
} from '@fleet/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Bus } from './bus';
import {
  answerCommand,
  expireDueCommands,
  findCommandForUpdate,
  findResendableCommands,
  insertCommand,
  isRobotOnline,
  type CommandRow,
} from './commands.repository';
import type { CommandEffect, CommandRequest } from './gateway.types';
import type { Stats, TCommandOutcome } from './stats';

import type { CommandNotice } from './notices';

export type { CommandNotice };

const OUTCOME_OF_STATE = { 1: 'success', 2: 'failure', 3: 'timeout' } as const satisfies Record<1 | 2 | 3, TCommandOutcome>;

export const toCommand = (r: CommandRow): TCommand => ({
  commandId: r.id,
  robotId: r.robotId,
  type: r.type as TCommandType,
  operateState: r.operateState as TCommand['operateState'],
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
});

/**
 * Commands are stored, then sent, then tracked to an answer (design.md §4, conventions rule 10).
 *
 * - A robot the table shows offline is refused at once with ROBOT_OFFLINE and nothing is stored:
 *   nothing was sent, and the refusal is the whole answer the console needs.
 * - The publish is not awaited: an external broker that is reconnecting would hold the HTTP request;
 *   the stored row is the truth, and a command that never arrives ends as wait timeout (3).
 * - An ack sets 1 (running the registered effects in the same transaction) or 2 (reason kept). An ack
 *   arriving after the expiry, or after the sweeper, never changes the outcome: the command ends 3,
 *   because an expired command must not count as executed.
 */
export const createCommandTracker = (deps: {
  db: Db;
  bus: Bus;
  stats: Stats;
  timeoutSeconds: number;
  sweepMs: number;
  /** Tells every instance's live hub (a server notice on the bus). */
  announce: (n: CommandNotice) => void;
}) => {
  const { db, stats } = deps;
  const effects = new Map<TCommandType, CommandEffect[]>();

  const sendCommand = async (req: CommandRequest): Promise<TCommand> => {
    const args = COMMAND_ARGS[req.type].safeParse(req.args ?? {});
    if (!args.success) {
      throw new AppError('VALIDATION', {
        fields: args.error.issues.map((i) => ({ path: ['args', ...i.path].join('.'), code: 'validation.invalid' })),
      });
    }
    if (!req.answeringUplink && !(await isRobotOnline(db, req.robotId))) {
      stats.command(req.type, 'refused_offline');
      throw new AppError('ROBOT_OFFLINE');
    }
    const expiresAt = new Date(Date.now() + deps.timeoutSeconds * 1000);
    const row = await insertCommand(db, {
      id: randomUUID(),
      // This process's clock, as the received times of statuses are (the re-send compares them).
      createdAt: new Date(),
      robotId: req.robotId,
      type: req.probe?.type ?? req.type,
      args: args.data,
      operateState: OperateState.SENT_NO_FEEDBACK,
      createdBy: req.userId,
      expiresAt,
    });
    const sent = { type: req.probe?.type ?? req.type, expiresAt: req.probe?.expiresAt ?? expiresAt.getTime() };
    void publish(req.deviceNumber, { commandId: row.id, args: args.data, ...sent });
    stats.command(req.type, 'sent');
    return toCommand(row);
  };

  /** A probe (conformance kit) may carry a type no robot knows, hence `type: string`. */
  const publish = (deviceNumber: string, message: Omit<TDeviceCommand, 'type'> & { type: string }) =>
    deps.bus
      .publish(downTopic(deviceNumber), JSON.stringify(message), { qos: TOPIC_QOS.cmd })
      .catch((e: unknown) => stats.warn('writeErrors', { op: 'publish command', commandId: message.commandId, err: e }));

  /**
   * Decision 5: a robot (back) online gets again what it missed while away (a command published while
   * its connection was gone is lost: clean sessions, and no broker queue is the truth). Every command it
   * has not answered and may still execute is published again, as it was first (same id and expiry),
   * oldest first; the robot answers a repeated id with its first ack and runs nothing twice. Called by
   * the ingest flow, so once cluster-wide per status. Robots coming online together share one query.
   * Only commands created before the status was received: one created after it was published on the
   * connection the status announced (a robot's own online status read late, after its CONNECT's, must
   * not repeat what it already got). Both times are this cluster's clocks (insertCommand sets createdAt).
   */
  let waiting = new Map<number, number>();
  let resending: Promise<void> | null = null;
  const startResend = (): Promise<void> =>
    (resending ??= (async () => {
      // A tick first, so the statuses of robots reconnecting in the same burst share the statement.
      await new Promise((r) => setImmediate(r));
      while (waiting.size > 0) {
        const since = waiting;
        waiting = new Map();
        const rows = await findResendableCommands(db, [...since.keys()]);
        const perRobot = new Map<number, typeof rows>();
        for (const r of rows) {
          if (r.createdAt.getTime() >= since.get(r.robotId)!) continue;
          perRobot.set(r.robotId, [...(perRobot.get(r.robotId) ?? []), r]);
        }
        // In order for one robot (its oldest first), side by side for several.
        await Promise.all(
          [...perRobot.values()].map(async (cmds) => {
            for (const c of cmds) {
              const type = c.type as TCommandType;
              await publish(c.deviceNumber, {
                commandId: c.id,
                type,
                args: c.args as Record<string, unknown>,
                expiresAt: c.expiresAt.getTime(),
              });
              stats.command(type, 'resent');
            }
          }),
        );
      }
    })()
      .catch((e: unknown) => stats.warn('writeErrors', { op: 'resend commands', err: e }))
      .finally(() => {
        resending = null;
        // A robot that came online between the last query and now.
        if (waiting.size > 0) void startResend();
      }));
  /** `at`: when the online status was received (epoch ms). */
  const resendMissed = (robotId: number, at: number) => {
    waiting.set(robotId, Math.max(at, waiting.get(robotId) ?? 0));
    return startResend();
  };

  const handleAck = async (robotId: number, ack: TCommandAck, at: Date) => {
    stats.count('acks');
    const answered = await db.transaction(async (tx) => {
      const row = await findCommandForUpdate(tx, ack.commandId, robotId);
      if (!row) return stats.warn('unknownAcks', { robotId, commandId: ack.commandId });
      // The first answer stands: a robot answers a re-sent command again, with the ack it gave first.
      if (row.operateState === OperateState.SUCCESS || row.operateState === OperateState.FAILED) return stats.count('duplicateAcks');
      if (row.operateState !== OperateState.SENT_NO_FEEDBACK) return stats.count('lateAcks');
      if (row.expiresAt.getTime() <= at.getTime()) {
        stats.count('lateAcks');
        return answerCommand(tx, row.id, OperateState.WAIT_TIMEOUT, null, at);
      }
      const state = ack.result === 'success' ? OperateState.SUCCESS : OperateState.FAILED;
      const done = await answerCommand(tx, row.id, state, ack.reason ?? null, at);
      if (done && state === OperateState.SUCCESS) {
        const record = { commandId: row.id, robotId, type: row.type as TCommandType, args: row.args as Record<string, unknown> };
        for (const effect of effects.get(record.type) ?? []) await effect(tx, record);
      }
      return done;
    });
    if (!answered) return;
    // Counted once committed: an effect that fails rolls the answer back, and the sweeper ends it later.
    stats.command(answered.type as TCommandType, OUTCOME_OF_STATE[answered.operateState as 1 | 2 | 3]);
    // With the robot's reason: a browser shows why it failed without asking for the command again.
    deps.announce({ commandId: answered.id, robotId, operateState: answered.operateState as TOperateState, reason: answered.reason });
  };

  const sweep = async () => {
    const expired = await expireDueCommands(db);
    for (const c of expired) stats.command(c.type as TCommandType, 'timeout');
    for (const c of expired) deps.announce({ commandId: c.id, robotId: c.robotId, operateState: OperateState.WAIT_TIMEOUT });
  };
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((e: unknown) => stats.warn('writeErrors', { op: 'command sweep', err: e }))
      .finally(() => (sweeping = false));
  }, deps.sweepMs);
  timer.unref();

  return {
    sendCommand,
    handleAck,
    resendMissed,
    sweep,
    onCommandSuccess(type: TCommandType, effect: CommandEffect) {
      effects.set(type, [...(effects.get(type) ?? []), effect]);
    },
    close: () => clearInterval(timer),
  };
};
export type CommandTracker = ReturnType<typeof createCommandTracker>;
