import {
  API_BASE,
  downTopic,
  LIVE_PATH,
  upTopic,
  type TDeviceCommand,
  type TLiveClientMessage,
  type TLiveServerMessage,
  type TRobot,
  type TTelemetry,
} from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { randomInt } from 'node:crypto';
import { vi } from 'vitest';
import { WebSocket } from 'ws';
import type { Db } from '../src/db/client';
import { organizations, robots } from '../src/db/schema';
import { call, type TestApp } from './helpers';
import { hashDeviceSecret, newDeviceSecret } from '../src/lib/device-secret';

export interface TestRobot {
  id: number;
  deviceNumber: string;
  secret: string;
}

let seq = 0;

/**
 * A robot straight in the table (the robot module's registration route is tested on its own). The
 * number is random per run: an external test broker keeps retained messages between runs.
 */
export const createTestRobot = async (db: Db, opts: { orgId?: number; enabled?: boolean } = {}): Promise<TestRobot> => {
  seq += 1;
  const deviceNumber = `SIMULATION-T${randomInt(1e9).toString(36)}${seq}-${String(randomInt(1e5)).padStart(5, '0')}`;
  const secret = newDeviceSecret();
  const orgId = opts.orgId ?? (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.level, 0)))[0]!.id;
  const [row] = await db
    .insert(robots)
    .values({
      deviceNumber,
      alias: `Test ${seq}`,
      robotType: 1,
      model: '130',
      simulated: true,
      orgId,
      secretHash: hashDeviceSecret(secret),
      enabled: opts.enabled ?? true,
    })
    .returning({ id: robots.id });
  return { id: row!.id, deviceNumber, secret };
};

/** Connects as the robot would: client id and username = device number, Last Will = offline. */
export const connectRobot = (url: string, robot: TestRobot, opts: IClientOptions = {}): Promise<MqttClient> =>
  mqtt.connectAsync(url, {
    protocolVersion: 4,
    clientId: robot.deviceNumber,
    username: robot.deviceNumber,
    password: robot.secret,
    keepalive: 10,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
    will: { topic: upTopic(robot.deviceNumber, 'status'), payload: Buffer.from('{"online":false}'), qos: 1, retain: true },
    ...opts,
  });

/** Goes online the way the protocol says: retained status first. */
export const goOnline = async (client: MqttClient, robot: TestRobot) => {
  await client.publishAsync(upTopic(robot.deviceNumber, 'status'), JSON.stringify({ online: true, firmware: 'fw-1.0' }), {
    qos: 1,
    retain: true,
  });
};

/**
 * A connected robot that behaves as the protocol asks (§6.4): it acks every delivery with `result`,
 * runs each command id once (a command re-sent when it said online is answered again, never run twice:
 * `received` holds each id once, `onCommand` sees it once), and is returned once the server has read its
 * own status (with its firmware), not only the embedded broker's at CONNECT. The caller closes `client`.
 */
export const answeringRobot = async (
  t: TestApp,
  robot: TestRobot,
  token: string,
  opts: { result?: 'success' | 'failed'; onCommand?: (cmd: TDeviceCommand, client: MqttClient) => void } = {},
) => {
  const client = await connectRobot(t.mqttUrl!, robot);
  const received: TDeviceCommand[] = [];
  client.on('message', (_topic, payload) => {
    const cmd = JSON.parse(String(payload)) as TDeviceCommand;
    // Not awaited: a reply racing the end of the file must not surface as an unhandled rejection.
    client
      .publishAsync(upTopic(robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: opts.result ?? 'success' }), {
        qos: 1,
      })
      .catch(() => undefined);
    if (received.some((c) => c.commandId === cmd.commandId)) return;
    received.push(cmd);
    opts.onCommand?.(cmd, client);
  });
  await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
  await goOnline(client, robot);
  await vi.waitFor(
    async () => {
      const r = await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${robot.id}`, { token });
      if (!r.body.data.live.online || r.body.data.live.firmware !== 'fw-1.0') throw new Error('not online yet');
    },
    { timeout: 5_000, interval: 50 },
  );
  return { client, received };
};

/** Clears the retained status so an external broker does not keep test robots forever. */
export const closeRobot = async (client: MqttClient, robot: TestRobot) => {
  if (client.connected)
    await client.publishAsync(upTopic(robot.deviceNumber, 'status'), '', { qos: 1, retain: true }).catch(() => undefined);
  await client.endAsync(true);
};

export const telemetry = (over: Partial<TTelemetry> = {}): TTelemetry => ({
  ts: Date.now(),
  battery: 76.5,
  workStatus: 1,
  deviceState: 1,
  locationState: 0,
  chargeStatus: 0,
  speed: 0.6,
  pose: { mapId: 'map-1', x: 12.5, y: -3.25, angle: 1.57 },
  taskId: 'task-7',
  progress: 42,
  counters: { areaM2: 120, runMinutes: 30, distanceKm: 1.2 },
  ...over,
});

/** A browser of the live hub: a real `ws` client on a listening app, collecting what it receives. */
export const openLive = async (httpUrl: string, token?: string) => {
  const ws = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}${API_BASE}${LIVE_PATH}`);
  const messages: TLiveServerMessage[] = [];
  let closed = false;
  ws.on('message', (d) => messages.push(JSON.parse(String(d)) as TLiveServerMessage));
  ws.on('close', () => (closed = true));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (m: TLiveClientMessage | Record<string, unknown>) => ws.send(JSON.stringify(m));
  const waitFor = <T extends TLiveServerMessage>(pred: (m: TLiveServerMessage) => m is T, timeout = 5_000) =>
    vi.waitFor(
      () => {
        const hit = messages.find(pred);
        if (!hit) throw new Error(`no such message yet; got ${JSON.stringify(messages).slice(0, 300)}`);
        return hit;
      },
      { timeout, interval: 25 },
    );
  /** The newest state pushed for one robot. */
  const stateOf = (robotId: number) =>
    messages
      .flatMap((m) => (m.type === 'state' ? m.robots : []))
      .filter((r) => r.id === robotId)
      .at(-1);
  if (token) {
    send({ type: 'auth', token });
    await waitFor((m): m is TLiveServerMessage => m.type === 'ready' || m.type === 'error');
  }
  return { ws, messages, send, waitFor, stateOf, closed: () => closed, close: () => ws.close() };
};
export type LiveClient = Awaited<ReturnType<typeof openLive>>;
