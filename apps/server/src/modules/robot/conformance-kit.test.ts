import { downTopic, upTopic, type TDeviceCommand } from '@fleet/contracts';
import { generateFloorMap, SimRobot } from '@fleet/simulator';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS, type CheckRow, type KitOptions } from '../../../../../tools/conformance/options';
import { formatReport } from '../../../../../tools/conformance/report';
import { runConformance } from '../../../../../tools/conformance/run';
import { ADMIN_PASSWORD, createTestApp, testGatewayOptions, type TestApp } from '../../../test/helpers';
import { connectRobot, createTestRobot, telemetry, type TestRobot } from '../../../test/robot-fixtures';

/**
 * The conformance kit (tools/conformance, `npm run conformance`) against a listening console: the
 * simulator passes every check; a robot that gets the protocol wrong fails each check by name.
 */
let t: TestApp;
let api = '';
beforeAll(async () => {
  // A short command timeout: a robot that never acks is found out in seconds, not half a minute.
  t = await createTestApp({ gateway: { ...testGatewayOptions(), commandTimeoutSeconds: 8 } });
  api = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const kit = (robot: TestRobot, over: Partial<KitOptions> = {}) =>
  runConformance({
    api,
    account: 'admin',
    password: ADMIN_PASSWORD,
    mqttUrl: t.mqttUrl!,
    device: robot.deviceNumber,
    secret: robot.secret,
    commands: ['pause', 'resume', 'dock', 'lock', 'unlock'],
    budgets: DEFAULT_BUDGETS,
    ...over,
  });
const row = (rows: CheckRow[], check: string) => rows.find((r) => r.check === check)!;

describe('npm run conformance against the simulator', () => {
  let sim: SimRobot;
  afterAll(() => sim.stop());

  it('passes every check (the console skips pause and resume of an idle robot)', { timeout: 150_000 }, async () => {
    const robot = await createTestRobot(t.database.db);
    sim = new SimRobot({ url: t.mqttUrl!, deviceNumber: robot.deviceNumber, secret: robot.secret, map: generateFloorMap(3), seed: 3 });
    sim.start();
    const report = await kit(robot);
    const table = formatReport(report);
    expect(
      report.rows.filter((r) => r.result === 'fail'),
      table,
    ).toEqual([]);
    expect(report.passed).toBe(true);
    for (const check of [
      'Robot online',
      'Status: keepAlive and ts',
      'Telemetry arrives',
      'Command dock: ack',
      'Command lock: ack',
      'Command unlock: ack',
      'Unknown command: failed/unsupported',
      'Expired command: failed/expired, not run',
      'Last Will on a lost connection',
      'Reconnects by itself',
    ]) {
      expect(row(report.rows, check), `${check}\n${table}`).toMatchObject({ result: 'pass' });
    }
    expect(row(report.rows, 'Command pause: ack')).toMatchObject({ result: 'skip', seen: expect.stringMatching(/did not send/) });
    expect(['pass', 'skip']).toContain(row(report.rows, 'Payloads and timestamps accepted').result);
    expect(table).toMatch(/\| Expired command: failed\/expired, not run \| PASS \| failed, reason "expired"/);
    expect(table).toMatch(/^PASSED: /m);
  });
});

/**
 * A robot that gets it wrong: its clock an hour ahead, no keepAlive, no Last Will, never acks a
 * command it should run, runs an expired one, and never reconnects once its connection is taken.
 */
const startBrokenRobot = async (url: string, robot: TestRobot) => {
  const ahead = () => Date.now() + 3_600_000;
  // Connected as every test robot is, but without a Last Will.
  const client: MqttClient = await connectRobot(url, robot, { will: undefined });
  client.on('error', () => undefined);
  client.on('message', (_topic, payload) => {
    const cmd = JSON.parse(String(payload)) as TDeviceCommand;
    if (cmd.expiresAt > Date.now()) return;
    client.publish(upTopic(robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), { qos: 1 });
  });
  await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
  // Its status carries no ts: one an hour ahead is refused, and behind an external broker (no CONNECT seen)
  // the robot would then never be online for the other checks to run.
  await client.publishAsync(upTopic(robot.deviceNumber, 'status'), JSON.stringify({ online: true }), { qos: 1, retain: true });
  const timer = setInterval(() => {
    if (client.connected) client.publish(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ ts: ahead() })));
  }, 200);
  return {
    stop: async () => {
      clearInterval(timer);
      await client.endAsync(true);
    },
  };
};

describe('npm run conformance against a misbehaving robot', () => {
  let broken: Awaited<ReturnType<typeof startBrokenRobot>>;
  afterAll(() => broken.stop());

  it('fails each check the robot gets wrong, naming what was seen and what to fix', { timeout: 150_000 }, async () => {
    const robot = await createTestRobot(t.database.db);
    broken = await startBrokenRobot(t.mqttUrl!, robot);
    const report = await kit(robot, {
      commands: ['dock'],
      // Windows for signals this robot never sends: each ends the wait for a "no".
      budgets: { ...DEFAULT_BUDGETS, ackGrace: 2_000, will: 3_000, reconnect: 5_000 },
    });
    const table = formatReport(report);
    expect(report.passed, table).toBe(false);
    expect(row(report.rows, 'Robot online'), table).toMatchObject({ result: 'pass' });
    const failed = (check: string, seen: RegExp) =>
      expect(row(report.rows, check), table).toMatchObject({ result: 'fail', seen: expect.stringMatching(seen), fix: expect.any(String) });
    // Its status has no ts: the kit cannot tell it from the broker's own online status, and says so.
    failed('Status: keepAlive and ts', /no keepAlive|no status of the robot's own/);
    failed('Telemetry arrives', /ahead|did not move/);
    failed('Command dock: ack', /no ack before the command expired/);
    failed('Unknown command: failed/unsupported', /no ack before the command expired/);
    failed('Expired command: failed/expired, not run', /ran a command whose expiresAt had passed/);
    failed('Last Will on a lost connection', /no \{"online":false\} status/);
    failed('Reconnects by itself', /not online with a status of its own/);
    const refused = row(report.rows, 'Payloads and timestamps accepted');
    if (refused.result === 'fail') expect(refused.seen).toMatch(/up\/telemetry: tsOutOfWindow at ts ×\d+/);
    else expect(refused).toMatchObject({ result: 'skip', seen: 'skipped: the server does not offer rejections' });
    expect(table).toMatch(/^FAILED: \d+ of \d+ checks failed\.$/m);
  });
});
