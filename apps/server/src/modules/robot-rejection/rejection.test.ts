import { ErrorCode, REJECTIONS_KEPT, upTopic, type TRejectionList } from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, testGatewayOptions, type TestApp } from '../../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, telemetry, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';

let t: TestApp;
let token: string;
let otherToken: string;
let robot: TestRobot;
let client: MqttClient;

const get = (id: number, tk = token) => call<TRejectionList>(t.app, 'GET', `robotinfo/rejections/${id}`, { token: tk });

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { flushMs: 50 } } });
  const platform = await login(t.app);
  const a = await buildBusiness(t.app, platform, 'RJ');
  token = a.adminToken;
  otherToken = (await buildBusiness(t.app, platform, 'RX')).adminToken;
  robot = await createTestRobot(t.database.db, { orgId: a.businessId });
  client = await connectRobot(t.mqttUrl!, robot);
  await goOnline(client, robot);
  // What a vendor's robot under development sends: a bad field, then 55 messages on topics the protocol does not define.
  const bad = { ...telemetry(), battery: 150 };
  await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(bad), { qos: 1 });
  for (let i = 0; i < 55; i++) await client.publishAsync(`fleet/${robot.deviceNumber}/up/debug${i}`, '{}', { qos: 1 });
  await vi.waitFor(async () => expect((await get(robot.id)).body.data.counts.unknownTopic).toBe(55));
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe('GET robotinfo/rejections/:robotId', () => {
  it('lists the newest 50 refused messages, newest first, and counts every refusal by reason', async () => {
    const r = await get(robot.id);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const { list, counts } = r.body.data;
    expect(list).toHaveLength(REJECTIONS_KEPT);
    expect(list.map((x) => x.topic.split('/').pop())).toEqual(Array.from({ length: REJECTIONS_KEPT }, (_, i) => `debug${54 - i}`));
    expect(list[0]).toMatchObject({ reason: 'unknownTopic', field: null, detail: expect.stringContaining('up/debug54 is not a topic') });
    expect(list.map((x) => x.receivedAt)).toEqual([...list.map((x) => x.receivedAt)].sort((x, y) => y - x));
    expect(Math.abs(list[0]!.receivedAt - Date.now())).toBeLessThan(60_000);
    // The schema refusal is counted though it is no longer in the list.
    expect(counts).toEqual({ invalidJson: 0, schema: 1, tsOutOfWindow: 0, unknownTopic: 55, oversized: 0 });
  });

  it('answers an empty list and zero counts for a robot that sent nothing wrong', async () => {
    const quiet = await createTestRobot(t.database.db);
    const r = await get(quiet.id, await login(t.app));
    expect(r.body.data).toEqual({ list: [], counts: { invalidJson: 0, schema: 0, tsOutOfWindow: 0, unknownTopic: 0, oversized: 0 } });
  });

  it("is 404 for another organisation's robot, and refused without the permission to view the robot's events", async () => {
    expect((await get(robot.id, otherToken)).status).toBe(404);
    const u = await createUserWithCodes(t.database.db, ['robotRegister', 'robotRegister:view']);
    const denied = await get(robot.id, await login(t.app, u.account, u.password));
    expect([denied.status, denied.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});
