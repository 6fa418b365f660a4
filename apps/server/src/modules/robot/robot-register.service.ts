import {
  DEVICE_SUFFIX_DIGITS,
  parseDeviceNumber,
  type TRobotCredential,
  type ZRobotRegisterBatchBody,
  type ZRobotRegisterBody,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/unique-violation';
import { AppError } from '../../lib/app-error';
import { hashDeviceSecret, newDeviceSecret } from '../../lib/device-secret';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { findOrgInScope } from '../org/org.repository';
import { insertRobots, lockNumberPrefix, maxSuffix, takenNumbers } from './robot.repository';
import { checkRegisteredType } from '../robot-type/robot-type.service';

const SUFFIX_MAX = 10 ** DEVICE_SUFFIX_DIGITS - 1;

const deviceExists = (deviceNumber: string, path: string) =>
  new AppError('DEVICE_EXISTS', { fields: [{ path, code: 'errors.DEVICE_EXISTS' }], vars: { deviceNumber } });

/** The owning organisation: the caller's own by default, else one of its subtree (404 naming orgId). */
const owningOrg = async (tx: Tx, session: SessionContext, orgId: number | undefined) => {
  const org = await findOrgInScope(tx, orgId ?? session.orgId, session.orgPath);
  if (!org) throw notFound('orgId');
  return org;
};

interface NewRobot {
  deviceNumber: string;
  alias: string;
}

/** Inserts robots with fresh secrets; returns the secrets, which exist nowhere else afterwards. */
const insertWithSecrets = async (
  tx: Tx,
  session: SessionContext,
  list: NewRobot[],
  common: { robotType: number; model: string; simulated: boolean; orgId: number; version: string | null },
  duplicateField: string,
): Promise<TRobotCredential[]> => {
  const taken = await takenNumbers(
    tx,
    list.map((r) => r.deviceNumber),
  );
  if (taken.length) throw deviceExists(taken[0]!, duplicateField);
  const secrets = list.map(() => newDeviceSecret());
  try {
    const rows = await insertRobots(
      tx,
      list.map((r, i) => ({
        ...r,
        ...common,
        secretHash: hashDeviceSecret(secrets[i]!),
        registerMethod: 'platform' as const,
        createdBy: session.userId,
      })),
    );
    const secretOf = new Map(list.map((r, i) => [r.deviceNumber, secrets[i]!]));
    return rows.map((r) => ({ id: r.id, deviceNumber: r.deviceNumber, deviceSecret: secretOf.get(r.deviceNumber)! }));
  } catch (e) {
    if (isUniqueViolation(e)) throw deviceExists(list[0]!.deviceNumber, duplicateField);
    throw e;
  }
};

export const registerRobot = (db: Db, audit: AuditContext, session: SessionContext, body: z.infer<typeof ZRobotRegisterBody>) =>
  db.transaction(async (tx) => {
    const org = await owningOrg(tx, session, body.orgId);
    const { model } = parseDeviceNumber(body.deviceNumber)!;
    await checkRegisteredType(tx, body.robotType, model, 'deviceNumber');
    const [robot] = await insertWithSecrets(
      tx,
      session,
      [{ deviceNumber: body.deviceNumber, alias: body.alias }],
      {
        robotType: body.robotType,
        model,
        simulated: body.simulated,
        orgId: org.id,
        version: body.version ?? null,
      },
      'deviceNumber',
    );
    await recordOperation(tx, { audit, action: 'robot.register', target: `robot:${robot!.id} ${robot!.deviceNumber}`, result: 'success' });
    return robot!;
  });

/**
 * Bulk registration, all or nothing: `count` consecutive suffixes from `startSuffix`, or after the
 * highest suffix already used with this prefix and model (deleted robots included).
 */
export const registerRobotBatch = (db: Db, audit: AuditContext, session: SessionContext, body: z.infer<typeof ZRobotRegisterBatchBody>) =>
  db.transaction(async (tx) => {
    const org = await owningOrg(tx, session, body.orgId);
    await checkRegisteredType(tx, body.robotType, body.model, 'model');
    const prefix = `${body.simulated ? 'SIMULATION' : 'YJ'}-${body.model}-`;
    await lockNumberPrefix(tx, prefix);
    const start = body.startSuffix ?? ((await maxSuffix(tx, prefix)) ?? 0) + 1;
    if (start + body.count - 1 > SUFFIX_MAX) {
      throw new AppError('SUFFIX_RANGE', {
        fields: [{ path: body.startSuffix === undefined ? 'count' : 'startSuffix', code: 'errors.SUFFIX_RANGE' }],
      });
    }
    const list = Array.from({ length: body.count }, (_, i) => {
      const suffix = String(start + i).padStart(DEVICE_SUFFIX_DIGITS, '0');
      return { deviceNumber: `${prefix}${suffix}`, alias: `${body.aliasPrefix ?? `${body.model}-`}${suffix}` };
    });
    const robots = await insertWithSecrets(
      tx,
      session,
      list,
      {
        robotType: body.robotType,
        model: body.model,
        simulated: body.simulated,
        orgId: org.id,
        version: body.version ?? null,
      },
      'startSuffix',
    );
    await recordOperation(tx, {
      audit,
      action: 'robot.registerBatch',
      result: 'success',
      target: `robots:${list[0]!.deviceNumber}..${list.at(-1)!.deviceNumber}`,
      detail: { count: robots.length, ids: robots.map((r) => r.id) },
    });
    return { robots };
  });
