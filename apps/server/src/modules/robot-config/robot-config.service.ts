import {
  consumableLife,
  type TCommand,
  type TCommandType,
  type TConfigReport,
  type TImportRobotConfigBody,
  type TResetConsumableBody,
  type TRobotAliasBody,
  type TRobotConfig,
  type TRobotConfigValues,
  type TSetRobotConfigBody,
  type TOperationAction,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { findRobotConfig, setRobotAlias, upsertRobotConfig } from './robot-config.repository';

/** Stores a robot's `up/config` and tells the pages watching it to reload. */
export const registerConfigUplink = (db: Db, gateway: Gateway) => {
  gateway.onUplink('config', async (robotId, report: TConfigReport) => {
    if (await upsertRobotConfig(db, robotId, report)) gateway.notify({ robotId, topic: 'config' });
  });
};

const reportedConfig = async (db: Db, robotId: number) => {
  const row = await findRobotConfig(db, robotId);
  if (!row) throw new AppError('CONFIG_NOT_REPORTED');
  return row;
};

export const getRobotConfig = async (db: Db, session: SessionContext, robotId: number): Promise<TRobotConfig> => {
  await requireVisibleRobot(db, session, robotId, 'robotId');
  const row = await reportedConfig(db, robotId);
  return {
    robotId,
    values: row.values,
    consumables: row.consumables.map(consumableLife),
    sim: (row.sim ?? null) as TRobotConfig['sim'],
    scheduleVersion: row.scheduleVersion,
    versions: row.versions,
    reportedAt: row.reportedAt.toISOString(),
  };
};

interface ConfigCommand {
  robotId: number;
  type: Extract<TCommandType, 'getConfig' | 'setConfig' | 'resetConsumable'>;
  action: TOperationAction;
  /** Checks against the last report, before anything is sent; returns the command's arguments. */
  args: (reported: Awaited<ReturnType<typeof findRobotConfig>>) => Record<string, unknown>;
}

/**
 * A configuration command to a robot the caller sees. A locked robot may still be configured (the
 * lock stops it moving, not listening); one being upgraded is refused, and an offline one by the gateway.
 */
const sendConfigCommand = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  c: ConfigCommand,
): Promise<TCommand> => {
  const robot = await requireVisibleRobot(db, session, c.robotId, 'robotId');
  if (robot.state?.upgrading) throw new AppError('ROBOT_UPGRADING');
  const args = c.args(await findRobotConfig(db, robot.id));
  const command = await gateway.sendCommand({
    robotId: robot.id,
    deviceNumber: robot.deviceNumber,
    type: c.type,
    args,
    userId: session.userId,
  });
  // Outside the command's transaction: the gateway stores and publishes it (a device round trip) first.
  await recordOperation(db, {
    audit,
    action: c.action,
    target: `robot:${robot.id} ${robot.deviceNumber}`,
    result: 'success',
    detail: { commandId: command.commandId, ...args },
  });
  return command;
};

export const refreshRobotConfig = (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, robotId: number) =>
  sendConfigCommand(db, gateway, audit, session, { robotId, type: 'getConfig', action: 'robot.config.refresh', args: () => ({}) });

/** Only what differs from the last report is sent: an unchanged form is NO_CHANGES, as on every edit page. */
export const setRobotConfig = (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, body: TSetRobotConfigBody) =>
  sendConfigCommand(db, gateway, audit, session, {
    robotId: body.robotId,
    type: 'setConfig',
    action: 'robot.config.set',
    args: (reported) => {
      if (!reported) throw new AppError('CONFIG_NOT_REPORTED');
      const changed = (Object.entries(body.values) as [keyof TRobotConfigValues, unknown][]).filter(
        ([k, v]) => v !== undefined && reported.values[k] !== v,
      );
      if (changed.length === 0) throw new AppError('NO_CHANGES');
      return { values: Object.fromEntries(changed) };
    },
  });

export const importRobotConfig = (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, body: TImportRobotConfigBody) =>
  sendConfigCommand(db, gateway, audit, session, {
    robotId: body.robotId,
    type: 'setConfig',
    action: 'robot.config.import',
    args: () => ({ values: body.values, replace: true }),
  });

export const resetConsumable = (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, body: TResetConsumableBody) =>
  sendConfigCommand(db, gateway, audit, session, {
    robotId: body.robotId,
    type: 'resetConsumable',
    action: 'robot.config.resetConsumable',
    args: (reported) => {
      if (!reported) throw new AppError('CONFIG_NOT_REPORTED');
      if (!reported.consumables.some((c) => c.key === body.key)) throw notFound('key');
      return { key: body.key };
    },
  });

/** The alias lives in the console, not on the robot: written at once, no command; owners only, as every registration change. */
export const setAlias = async (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, body: TRobotAliasBody) => {
  const robot = await db.transaction(async (tx) => {
    const r = await requireVisibleRobot(tx, session, body.robotId, 'robotId');
    // The alias is part of the registration: an organisation the robot is hosted to operates it but does not rename it.
    if (!r.owned) throw new AppError('PERMISSION_DENIED');
    if (r.alias === body.alias) throw new AppError('NO_CHANGES');
    await setRobotAlias(tx, r.id, body.alias);
    await recordOperation(tx, {
      audit,
      action: 'robot.alias',
      target: `robot:${r.id} ${r.deviceNumber}`,
      result: 'success',
      detail: { alias: body.alias },
    });
    return r;
  });
  await gateway.robotChanged(robot);
  return null;
};
