import {
  ACK_REASONS,
  dockRobotRoute,
  ErrorCode,
  getCommandRoute,
  lockRobotRoute,
  pauseRobotRoute,
  probeRobotRoute,
  resumeRobotRoute,
  unlockRobotRoute,
  upTopic,
  type TCommand,
  type TProbeKind,
} from '@fleet/contracts';
import { ApiRefusal } from './console-api';
import { readRobot, type KitContext } from './context';
import { fail, pass, skip, type CheckRow, type TSafeCommand } from './options';
import { seconds, waitFor } from './wait';

const ROUTES = { pause: pauseRobotRoute, resume: resumeRobotRoute, dock: dockRobotRoute, lock: lockRobotRoute, unlock: unlockRobotRoute };

/** The console's own guards (spec §4) refuse a command the robot's state makes pointless: not the robot's fault. */
const GUARD_CODES: number[] = [ErrorCode.ROBOT_STATE_UNCHANGED, ErrorCode.ROBOT_LOCKED, ErrorCode.ROBOT_WORKING, ErrorCode.ROBOT_UPGRADING];

const TASK_HINT = 'start a cleaning task before the run to have pause and resume checked';

const ACK_FIX = (c: KitContext) =>
  `answer every command on ${upTopic(c.o.device, 'ack')} with its commandId and result before its expiresAt`;

/** The command once answered (or ended by its expiry), or null when it is still waiting after the grace. */
const answerOf = (c: KitContext, sent: TCommand) =>
  waitFor(
    async () => {
      const now = await c.api.call(getCommandRoute, { params: { commandId: sent.commandId } });
      return now.operateState === 0 ? null : now;
    },
    Date.parse(sent.expiresAt) - Date.now() + c.o.budgets.ackGrace,
    c.o.budgets.poll,
  );

/**
 * Waits for the first telemetry after a command succeeded: the console guards the next command (resume
 * after pause) by the live state, which shows what the command did only from then on.
 */
const nextTelemetry = async (c: KitContext) => {
  const before = (await readRobot(c)).live.updatedAt;
  await waitFor(async () => ((await readRobot(c)).live.updatedAt !== before ? true : null), c.o.budgets.telemetry, c.o.budgets.poll);
};

const after = (cmd: TCommand) => (cmd.answeredAt ? ` after ${seconds(Date.parse(cmd.answeredAt) - Date.parse(cmd.createdAt))}` : '');

/** No answer at all: "wait timeout" from the server, or still waiting past the expiry. */
const unanswered = (c: KitContext, name: string, cmd: TCommand | null): CheckRow =>
  fail(name, cmd ? 'no ack before the command expired (wait timeout)' : 'no answer recorded, even after its expiry', ACK_FIX(c));

const refusedToSend = (name: string, e: unknown): CheckRow => {
  if (e instanceof ApiRefusal && GUARD_CODES.includes(e.code)) return skip(name, `the console did not send it: ${e.message}`);
  if (e instanceof ApiRefusal && e.code === ErrorCode.ROBOT_OFFLINE) {
    return fail(name, `the console did not send it: ${e.message}`, 'stay connected: the console sends commands to online robots only');
  }
  throw e;
};

/** A safe command through the console's own action: an ack before expiry, with a result and reason the console knows. */
export const checkCommand = async (c: KitContext, type: TSafeCommand): Promise<CheckRow> => {
  const name = `Command ${type}: ack`;
  let sent: TCommand;
  try {
    sent = await c.api.call(ROUTES[type], { params: { id: c.robot.id } });
  } catch (e) {
    const row = refusedToSend(name, e);
    // Pause needs a running task and resume a paused one: the vendor can arrange that and run again.
    return row.result === 'skip' && (type === 'pause' || type === 'resume') ? { ...row, seen: `${row.seen} (${TASK_HINT})` } : row;
  }
  const cmd = await answerOf(c, sent);
  if (cmd?.operateState === 1) {
    await nextTelemetry(c);
    return pass(name, `success${after(cmd)}`);
  }
  if (cmd?.operateState === 2) {
    const reason = cmd.reason ?? '';
    if ((ACK_REASONS as readonly string[]).includes(reason)) return pass(name, `failed, reason "${reason}"${after(cmd)}`);
    return fail(name, `failed with reason "${reason}"`, `give a failed ack one of the reasons: ${ACK_REASONS.join(', ')}`);
  }
  return unanswered(c, name, cmd);
};

/** What each probe must be answered with, and what to change when it is not. */
const PROBES: Record<TProbeKind, { name: string; reason: string; success: string; fix: string }> = {
  unknownCommand: {
    name: 'Unknown command: failed/unsupported',
    reason: 'unsupported',
    success: 'acked success to a command type it cannot know',
    fix: 'answer a command type you do not implement with {"result":"failed","reason":"unsupported"}',
  },
  expiredCommand: {
    name: 'Expired command: failed/expired, not run',
    reason: 'expired',
    success: 'acked success: it ran a command whose expiresAt had passed',
    fix: 'before running a command compare its expiresAt with your clock; when it has passed answer {"result":"failed","reason":"expired"} and do nothing',
  },
};

export const checkProbe = async (c: KitContext, probe: TProbeKind): Promise<CheckRow> => {
  const p = PROBES[probe];
  let sent: TCommand;
  try {
    sent = await c.api.call(probeRobotRoute, { params: { id: c.robot.id }, body: { probe } });
  } catch (e) {
    if (e instanceof ApiRefusal && e.missingRoute) return skip(p.name, 'skipped: the server does not offer conformance probes');
    return refusedToSend(p.name, e);
  }
  const cmd = await answerOf(c, sent);
  if (cmd?.operateState === 2 && cmd.reason === p.reason) return pass(p.name, `failed, reason "${p.reason}"${after(cmd)}`);
  if (cmd?.operateState === 2) return fail(p.name, `failed with reason "${cmd.reason ?? ''}"`, p.fix);
  if (cmd?.operateState === 1) return fail(p.name, p.success, p.fix);
  return unanswered(c, p.name, cmd);
};
