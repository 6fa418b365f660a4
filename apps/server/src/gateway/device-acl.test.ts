import { downTopic, upTopic } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robots, robotState } from '../db/schema';
import { hashDeviceSecret, newDeviceSecret } from '../lib/device-secret';
import { createTestApp, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, telemetry, type TestRobot } from '../../test/robot-fixtures';

/** The device ACL of the embedded broker (with an external broker it is the broker's configuration). */
let t: TestApp;
let url: string;
let httpUrl: string;
const stateRow = async (id: number) => (await t.database.db.select().from(robotState).where(eq(robotState.robotId, id)))[0];

beforeAll(async () => {
  t = await createTestApp({ gateway: { mqttPort: 0, mqttHost: '127.0.0.1', timings: { flushMs: 100 } } });
  url = t.mqttUrl!;
  httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('device authentication', () => {
  it('admits a robot with its device number and secret', async () => {
    const robot = await createTestRobot(t.database.db);
    const c = await connectRobot(url, robot);
    expect(c.connected).toBe(true);
    await closeRobot(c, robot);
  });

  it('refuses a wrong secret, an unknown number and a disabled robot', async () => {
    const robot = await createTestRobot(t.database.db);
    await expect(connectRobot(url, { ...robot, secret: newDeviceSecret() })).rejects.toThrow(/Bad username or password/);
    await expect(connectRobot(url, { ...robot, deviceNumber: 'SIMULATION-NOPE-00001' })).rejects.toThrow(/Bad username or password/);
    const disabled = await createTestRobot(t.database.db, { enabled: false });
    await expect(connectRobot(url, disabled)).rejects.toThrow(/Bad username or password/);
  });

  it('refuses wildcards in the username or client id, and a client id other than the device number', async () => {
    const robot = await createTestRobot(t.database.db);
    await expect(connectRobot(url, { ...robot, deviceNumber: `${robot.deviceNumber}/+` })).rejects.toThrow(/Bad username or password/);
    await expect(connectRobot(url, robot, { clientId: `${robot.deviceNumber}#` })).rejects.toThrow(/Identifier rejected/);
    await expect(connectRobot(url, robot, { clientId: 'someone-else' })).rejects.toThrow(/Identifier rejected/);
    const before = t.app.gateway.stats().authRefused;
    await expect(connectRobot(url, robot, { keepalive: 0 })).rejects.toThrow(/Identifier rejected/);
    expect(t.app.gateway.stats().authRefused).toBe(before + 1);
  });

  it('accepts MQTT over WebSocket at /mqtt', async () => {
    const robot = await createTestRobot(t.database.db);
    const c = await connectRobot(`${httpUrl.replace(/^http/, 'ws')}/mqtt`, robot);
    await goOnline(c, robot);
    await c.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 33 })));
    await vi.waitFor(async () => expect(await stateRow(robot.id)).toMatchObject({ online: true, battery: 33 }));
    await closeRobot(c, robot);
  });
});

describe('device ACL', () => {
  let a: TestRobot;
  let b: TestRobot;
  beforeAll(async () => {
    a = await createTestRobot(t.database.db);
    b = await createTestRobot(t.database.db);
  });

  it("drops a publish to another robot's topic and disconnects the sender", async () => {
    const c = await connectRobot(url, a);
    const closed = new Promise<void>((resolve) => c.once('close', () => resolve()));
    const before = t.app.gateway.stats().aclDenied;
    c.publish(upTopic(b.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 11 })));
    await closed;
    await t.app.gateway.flush();
    expect((await stateRow(b.id))?.battery ?? null).toBeNull();
    expect(t.app.gateway.stats().aclDenied).toBe(before + 1);
    await c.endAsync(true);
  });

  it("refuses a subscription to another robot's down topic or to everything, and grants its own", async () => {
    const c = await connectRobot(url, a);
    // mqtt.js rejects on a SUBACK failure (0x80); the granted QoS otherwise.
    const granted = (topic: string) =>
      c.subscribeAsync(topic, { qos: 1 }).then(
        (g) => g[0]?.qos,
        () => 128,
      );
    expect(await granted(downTopic(b.deviceNumber))).toBe(128);
    expect(await granted('fleet/#')).toBe(128);
    expect(await granted(upTopic(a.deviceNumber, 'telemetry'))).toBe(128);
    expect(await granted(`fleet/${a.deviceNumber}/down/#`)).toBe(1);
    expect(c.connected).toBe(true);
    await closeRobot(c, a);
  });
});

describe('Gateway.robotChanged with disconnect', () => {
  it('disconnects a disabled robot at once, shows it offline, and refuses its reconnection', async () => {
    const robot = await createTestRobot(t.database.db);
    const c = await connectRobot(url, robot);
    await goOnline(c, robot);
    await vi.waitFor(async () => expect((await stateRow(robot.id))?.online).toBe(true));
    const closed = new Promise<void>((resolve) => c.once('close', () => resolve()));
    await t.database.db.update(robots).set({ enabled: false }).where(eq(robots.id, robot.id));
    await t.app.gateway.robotChanged(robot, { disconnect: true });
    await closed;
    expect((await stateRow(robot.id))?.online).toBe(false);
    await expect(connectRobot(url, robot)).rejects.toThrow(/Bad username or password/);
    await c.endAsync(true);
  });

  it('refuses the old secret after a rotation, at once (no cached credential)', async () => {
    const robot = await createTestRobot(t.database.db);
    const c = await connectRobot(url, robot);
    const secret = newDeviceSecret();
    await t.database.db
      .update(robots)
      .set({ secretHash: hashDeviceSecret(secret) })
      .where(eq(robots.id, robot.id));
    await t.app.gateway.robotChanged(robot, { disconnect: true });
    await expect(connectRobot(url, robot)).rejects.toThrow(/Bad username or password/);
    const fresh = await connectRobot(url, { ...robot, secret });
    expect(fresh.connected).toBe(true);
    await closeRobot(fresh, robot);
    await c.endAsync(true);
  });
});
