import type { TClip, TCommand, TLiveServerMessage } from '@fleet/contracts';
import { generateFloorMap, SimRobot } from '@fleet/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { openLive, type LiveClient } from '../../../test/robot-fixtures';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

/**
 * End to end with the simulator's robot on the test broker: a browser watching its video gets the
 * frames it renders, in the profile of its streaming version, and a recording keeps them.
 */
let t: TestApp;
let token: string;
let robotId: number;
let sim: SimRobot;
let live: LiveClient;
type Frame = Extract<TLiveServerMessage, { type: 'frame' }>;
const frames = () => live.messages.filter((m): m is Frame => m.type === 'frame' && m.robotId === robotId);

/** Width × height from the JPEG's start-of-frame marker (baseline FF C0). */
const jpegSize = (b64: string) => {
  const b = Buffer.from(b64, 'base64');
  const at = b.indexOf(Buffer.from([0xff, 0xc0]));
  return `${b.readUInt16BE(at + 7)}x${b.readUInt16BE(at + 5)}`;
};

beforeAll(async () => {
  t = await createTestApp();
  const httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await buildBusiness(t.app, await login(t.app), 'SV')).adminToken;
  const r = await must<{ id: number; deviceNumber: string; deviceSecret: string }>(t.app, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber: `SIMULATION-130-${String(Math.floor(Math.random() * 90000) + 10000)}`,
    alias: 'Cam',
    robotType: 1,
    simulated: true,
  });
  robotId = r.id;
  sim = new SimRobot({
    url: t.mqttUrl!,
    deviceNumber: r.deviceNumber,
    secret: r.deviceSecret,
    map: generateFloorMap(5),
    seed: 5,
    telemetryMs: 200,
  });
  sim.start();
  live = await openLive(httpUrl, token);
  await vi.waitFor(
    async () => {
      const s = await call<{ streamingVersion: number | null }>(t.app, 'GET', `robotinfo/video/status/${robotId}`, { token });
      if (s.body.data?.streamingVersion !== 2) throw new Error('configuration not reported yet');
    },
    { timeout: 8_000 },
  );
});
afterAll(async () => {
  live.close();
  await sim.stop();
  await t.close();
});

describe('live video from a simulated robot', () => {
  it('streams rendered frames while watched: 640×360, changing from frame to frame', async () => {
    live.send({ type: 'watchVideo', robotId });
    await vi.waitFor(() => expect(frames().length).toBeGreaterThanOrEqual(3), { timeout: 8_000 });
    const [a, b] = frames().slice(-2) as [Frame, Frame];
    expect(jpegSize(a.jpeg)).toBe('640x360');
    expect(b.ts).toBeGreaterThan(a.ts);
    expect(b.jpeg).not.toBe(a.jpeg);
    expect(sim.video.streaming).toBe(true);
  });

  it('records what it relays into a clip', async () => {
    const started = await call<TClip>(t.app, 'POST', 'robotinfo/video/record/start', { token, body: { robotId } });
    expect(started.body.code).toBe(0);
    await new Promise((r) => setTimeout(r, 1_500));
    const stopped = await call<TClip>(t.app, 'POST', 'robotinfo/video/record/stop', { token, body: { robotId } });
    expect(stopped.body.data.frameCount).toBeGreaterThanOrEqual(3);
  });

  it('switches to the 1.0 profile (320×180) once the robot confirms streaming version 1.0', async () => {
    const set = await call<TCommand>(t.app, 'PUT', 'robotinfo/config/set', { token, body: { robotId, values: { streamingVersion: 1 } } });
    expect(set.body.code).toBe(0);
    // The next lease (within 5 s) carries the new profile.
    await vi.waitFor(() => expect(jpegSize(frames().at(-1)!.jpeg)).toBe('320x180'), { timeout: 10_000, interval: 100 });
  }, 15_000);
});
