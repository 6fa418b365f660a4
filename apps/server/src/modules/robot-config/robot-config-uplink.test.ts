import { type TLiveServerMessage, type TRobotConfig } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { closeRobot, openLive } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { configReport, configRobots } from './robot-config.fixtures';

/** A real `up/config` over MQTT, read back through REST and announced to a watching browser. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let robots: ReturnType<typeof configRobots>;
beforeAll(async () => {
  t = await createTestApp();
  a = await buildBusiness(t.app, await login(t.app), 'UA');
  robots = configRobots(t, () => a.adminToken);
});
afterAll(async () => {
  for (const [c, r] of robots.clients) await closeRobot(c, r);
  await t.close();
});

const get = (robotId: number) => call<TRobotConfig>(t.app, 'GET', `robotinfo/config/info/${robotId}`, { token: a.adminToken });

describe('up/config', () => {
  it('is stored, and browsers watching the robot get a config data notice', async () => {
    const { robot, reported } = await robots.online();
    const httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const live = await openLive(httpUrl, a.adminToken);
    live.send({ type: 'subscribe', robotIds: [robot.id] });
    // The subscription is asynchronous: wait for the robot's first state before reporting.
    await live.waitFor((m): m is TLiveServerMessage => m.type === 'state' && m.robots.some((r) => r.id === robot.id));
    const report = configReport({ scheduleVersion: 'v7', values: { ...configReport().values, volume: 35 } });
    await reported(report);
    await live.waitFor((m): m is TLiveServerMessage => m.type === 'data' && m.robotId === robot.id && m.topic === 'config');
    expect((await get(robot.id)).body.data).toMatchObject({
      values: { volume: 35 },
      scheduleVersion: 'v7',
      reportedAt: new Date(report.ts).toISOString(),
    });
    live.close();
  });

  it('ignores a report older than the stored one, and a malformed one', async () => {
    const { robot, reported, publish } = await robots.online();
    const now = Date.now();
    const values = configReport().values;
    await reported(configReport({ ts: now, values: { ...values, volume: 70 } }));
    const stats = t.app.gateway.stats();
    await publish(configReport({ ts: now - 60_000, values: { ...values, volume: 10 } }));
    await publish({ ...configReport({ ts: now + 1 }), values: { ...values, volume: 'loud' } } as never);
    await vi.waitFor(
      () => {
        const s = t.app.gateway.stats();
        if (s.ingested < stats.ingested + 1 || s.invalidPayload < stats.invalidPayload + 1) throw new Error('not handled yet');
      },
      { timeout: 5_000, interval: 20 },
    );
    // Proving that nothing happened needs a moment: the older report's write is a single upsert.
    await new Promise((r) => setTimeout(r, 300));
    expect((await get(robot.id)).body.data).toMatchObject({ values: { volume: 70 }, reportedAt: new Date(now).toISOString() });
    await reported(configReport({ ts: now + 2, values: { ...values, volume: 71 } }));
    expect((await get(robot.id)).body.data.values.volume).toBe(71);
  });
});
