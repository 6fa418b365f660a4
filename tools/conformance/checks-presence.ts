import { DEVICE_KEEPALIVE_MAX_SECONDS, upTopic } from '@fleet/contracts';
import { isOwnStatus, readRobot, readStatuses, type KitContext } from './context';
import { fail, pass, type CheckRow } from './options';
import { TS_FIX, tsProblem } from './timestamps';
import { seconds, waitFor } from './wait';

/** A message the server refused never reaches the live state: the rejections row says why. */
const REFUSED_HINT = 'a refused message is listed under "Payloads and timestamps accepted"';

export const checkOnline = async (c: KitContext): Promise<CheckRow> => {
  const name = 'Robot online';
  const started = Date.now();
  const online = await waitFor(async () => ((await readRobot(c)).live.online ? true : null), c.o.budgets.online, c.o.budgets.poll);
  if (online) return pass(name, `online (seen after ${seconds(Date.now() - started)})`);
  return fail(
    name,
    `still offline after ${seconds(c.o.budgets.online)}`,
    `connect to ${c.o.mqttUrl} with client id and user name ${c.o.device}, then publish a retained status {"online":true,…}`,
  );
};

/** The robot's newest own status: `keepAlive` within 1–120 s and a `ts` of the server's time. */
export const checkStatus = async (c: KitContext): Promise<CheckRow> => {
  const name = 'Status: keepAlive and ts';
  // The broker's own "online" on a connection may come just before the robot's status: wait for the latter.
  const robotsOwn = await waitFor(async () => (await readStatuses(c)).find(isOwnStatus), c.o.budgets.online, c.o.budgets.poll);
  const own = robotsOwn ?? (await readStatuses(c)).find((s) => s.status.online);
  if (own && !robotsOwn && JSON.stringify(own.status) === '{"online":true}') {
    return fail(
      name,
      `no status of the robot's own within ${seconds(c.o.budgets.online)}: only the broker's {"online":true} on its connection`,
      `publish a retained status with "keepAlive" and a current "ts" on ${upTopic(c.o.device, 'status')} after each connect (${REFUSED_HINT})`,
    );
  }
  if (!own) {
    return fail(
      name,
      'the server has received no status from this robot since it started',
      `publish a retained status on ${upTopic(c.o.device, 'status')} after each connect`,
    );
  }
  const { keepAlive, ts } = own.status;
  const problems: string[] = [];
  if (keepAlive === undefined) problems.push('no keepAlive');
  if (ts === undefined) problems.push('no ts');
  const tsWrong = ts === undefined ? null : tsProblem(ts, own.receivedAt, c.o.budgets.clockSkew);
  if (tsWrong) problems.push(tsWrong);
  const seen = JSON.stringify(own.status);
  if (problems.length === 0) return pass(name, `${seen}`);
  const fixes = [
    keepAlive === undefined ? `state "keepAlive": the MQTT keep-alive you connected with (1–${DEVICE_KEEPALIVE_MAX_SECONDS} s)` : '',
    ts === undefined || tsWrong ? TS_FIX : '',
  ];
  return fail(name, `${problems.join('; ')}: ${seen}`, fixes.filter(Boolean).join('; '));
};

/** The live state moves: two telemetry messages newer than the one shown when the check began. */
export const checkTelemetry = async (c: KitContext): Promise<CheckRow> => {
  const name = 'Telemetry arrives';
  const first = (await readRobot(c)).live.updatedAt;
  const seenTimes = new Set<string>();
  let newest: { ts: number; at: number } | null = null;
  const started = Date.now();
  const moved = await waitFor(
    async () => {
      const { live } = await readRobot(c);
      if (live.updatedAt && live.updatedAt !== first) {
        seenTimes.add(live.updatedAt);
        // Both on the server's clock side: lastSeenAt is when the server received the robot's last message.
        newest = { ts: Date.parse(live.updatedAt), at: live.lastSeenAt ? Date.parse(live.lastSeenAt) : Date.now() };
      }
      return seenTimes.size >= 2 ? true : null;
    },
    c.o.budgets.telemetry,
    c.o.budgets.poll,
  );
  const last = newest as { ts: number; at: number } | null;
  const tsWrong = last ? tsProblem(last.ts, last.at, c.o.budgets.clockSkew) : null;
  if (moved && !tsWrong) return pass(name, `the live state moved ${seenTimes.size} times in ${seconds(Date.now() - started)}`);
  if (tsWrong) return fail(name, `telemetry ${tsWrong}`, TS_FIX);
  return fail(
    name,
    seenTimes.size === 0
      ? `the live state did not move in ${seconds(c.o.budgets.telemetry)} (last telemetry: ${first ?? 'never'})`
      : `only ${seenTimes.size} new telemetry in ${seconds(c.o.budgets.telemetry)}`,
    `publish ${upTopic(c.o.device, 'telemetry')} about once a second with a current ts (${REFUSED_HINT})`,
  );
};
