import { ZConfigReport, ZOtaProgress, downTopic, parseTopic, type TDeviceCommand } from '@fleet/contracts';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { generateFloorMap } from './map/generate-map';
import { SimRobot } from './robot';

/** A real broker and a real package server in the process; the robot upgrades through both. */
const NO = 'SIMULATION-130-00043';
const SECRET = 'another-device-secret';
const bytes = randomBytes(128 * 1024);
let broker: Aedes;
let mqttServer: net.Server;
let httpServer: http.Server;
let mqttUrl: string;
let packageUrl: string;
let observer: MqttClient;
let robot: SimRobot;
const received: { kind: string; payload: Record<string, unknown> }[] = [];

const listen = (s: net.Server | http.Server) =>
  new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as net.AddressInfo).port)));

beforeAll(async () => {
  broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) =>
      done(null, (client.id === NO && username === NO && password?.toString() === SECRET) || username === 'observer'),
  });
  mqttServer = net.createServer(broker.handle);
  mqttUrl = `mqtt://127.0.0.1:${await listen(mqttServer)}`;
  httpServer = http.createServer((req, res) => {
    const ok = req.headers.authorization === `Basic ${Buffer.from(`${NO}:${SECRET}`).toString('base64')}`;
    res.writeHead(ok ? 200 : 401, { 'content-length': ok ? bytes.length : 0 });
    res.end(ok ? bytes : undefined);
  });
  packageUrl = `http://127.0.0.1:${await listen(httpServer)}/package`;
  observer = await mqtt.connectAsync(mqttUrl, { username: 'observer', clientId: 'observer-ota' });
  observer.on('message', (topic, payload) => received.push({ kind: parseTopic(topic)!.kind, payload: JSON.parse(payload.toString()) }));
  await observer.subscribeAsync(`fleet/${NO}/up/+`);
});

afterAll(async () => {
  await robot?.stop({ abrupt: true });
  await observer?.endAsync();
  await new Promise<void>((resolve) => broker.close(() => resolve()));
  await new Promise<void>((resolve) => mqttServer.close(() => resolve()));
  await new Promise<void>((resolve) => httpServer.close(() => resolve()));
});

/** The project's vi.waitFor (budget floor in tools/test-budgets.ts) until `find` finds something. */
const waitFor = <T>(find: () => T | undefined): Promise<T> =>
  vi.waitFor(() => {
    const hit = find();
    if (hit === undefined) throw new Error('not yet');
    return hit;
  });

it('takes otaUpgrade over MQTT, downloads with its credential, reboots (Last Will), comes back on the new version', async () => {
  robot = new SimRobot({ url: mqttUrl, deviceNumber: NO, secret: SECRET, map: generateFloorMap(5), seed: 5, timeScale: 200, battery: 90 });
  robot.start();
  await waitFor(() => received.find((m) => m.kind === 'status' && m.payload.online === true));
  const command: TDeviceCommand = {
    commandId: randomUUID(),
    type: 'otaUpgrade',
    expiresAt: Date.now() + 60_000,
    args: {
      campaignId: 3,
      unit: 'mainUnit',
      version: '2.6',
      url: packageUrl,
      md5: createHash('md5').update(bytes).digest('hex'),
      size: bytes.length,
      auth: 'device',
    },
  };
  await observer.publishAsync(downTopic(NO), JSON.stringify(command), { qos: 1 });
  expect(await waitFor(() => received.find((m) => m.kind === 'ack'))).toMatchObject({ payload: { result: 'success' } });
  const done = await waitFor(() => received.find((m) => m.kind === 'ota' && m.payload.done === true));
  expect(ZOtaProgress.parse(done.payload)).toMatchObject({ campaignId: 3, unit: 'mainUnit', step: 12 });
  const order = received.map((m) => `${m.kind}:${m.kind === 'status' ? String(m.payload.online) : ''}`);
  const rebootAt = received.findIndex((m) => m.kind === 'ota' && m.payload.step === 11);
  // Between the reboot step and success: offline (the Last Will), online again, then the new version.
  const after = order.slice(rebootAt);
  expect(after.indexOf('status:false')).toBeGreaterThan(0);
  expect(after.indexOf('status:true')).toBeGreaterThan(after.indexOf('status:false'));
  const configs = received.slice(rebootAt).filter((m) => m.kind === 'config');
  expect(ZConfigReport.parse(configs.at(-1)!.payload).versions).toMatchObject({ mainUnit: '2.6' });
  expect(received.filter((m) => m.kind === 'status' && m.payload.online === true).at(-1)!.payload.firmware).toBe('2.6');
});
