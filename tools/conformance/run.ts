import { findRobotsRoute } from '@fleet/contracts';
import { checkCommand, checkProbe } from './checks-commands';
import { checkOnline, checkStatus, checkTelemetry } from './checks-presence';
import { startRejectionsCheck } from './checks-rejections';
import { checkWillAndReconnect } from './checks-will';
import { ConsoleApi } from './console-api';
import type { KitContext } from './context';
import type { CheckRow, KitOptions } from './options';

export interface KitReport {
  device: string;
  api: string;
  mqttUrl: string;
  startedAt: string;
  finishedAt: string;
  passed: boolean;
  rows: CheckRow[];
}

/** Thrown when the run cannot start (sign-in, robot not found): no table, the reason instead. */
export class KitAbort extends Error {}

const findRobot = async (api: ConsoleApi, device: string) => {
  const page = await api.call(findRobotsRoute, { body: { page: 1, pageSize: 100, keyword: device } });
  const robot = page.list.find((r) => r.deviceNumber === device);
  if (!robot) throw new KitAbort(`robot ${device} is not registered, or this account does not see it`);
  return robot;
};

/**
 * Plays the server's side against one robot connected to a running console: each check is a row.
 * Order matters: the commands run while the robot is connected as usual, the takeover (which
 * disconnects it) comes last but one, and the rejections check sees everything the run provoked.
 */
export const runConformance = async (o: KitOptions): Promise<KitReport> => {
  const startedAt = Date.now();
  const api = new ConsoleApi(o.api);
  await api.signIn(o.account, o.password).catch((e: unknown) => {
    throw new KitAbort(`sign-in as ${o.account} failed: ${e instanceof Error ? e.message : String(e)}`);
  });
  const c: KitContext = { api, robot: await findRobot(api, o.device), o };
  const rows: CheckRow[] = [];
  const run = async (what: string, check: () => Promise<CheckRow | CheckRow[]>) => {
    o.log?.(`checking: ${what}`);
    const out = await check();
    rows.push(...(Array.isArray(out) ? out : [out]));
  };
  const checkRejections = await startRejectionsCheck(c);
  await run('online', () => checkOnline(c));
  await run('status', () => checkStatus(c));
  await run('telemetry', () => checkTelemetry(c));
  for (const type of o.commands) await run(`command ${type}`, () => checkCommand(c, type));
  await run('unknown command', () => checkProbe(c, 'unknownCommand'));
  await run('expired command', () => checkProbe(c, 'expiredCommand'));
  await run('Last Will and reconnect', () => checkWillAndReconnect(c));
  await run('rejections', checkRejections);
  return {
    device: o.device,
    api: o.api,
    mqttUrl: o.mqttUrl,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: new Date().toISOString(),
    passed: rows.every((r) => r.result !== 'fail'),
    rows,
  };
};
