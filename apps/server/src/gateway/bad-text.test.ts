import { upTopic } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotEvents, robotState } from '../db/schema';
import { createTestApp, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, telemetry, type TestRobot } from '../../test/robot-fixtures';

/**
 * One robot sending strings PostgreSQL cannot store (U+0000, a lone surrogate) must cost nobody else
 * anything: its messages are refused at the contract boundary, the other robot's are all written.
 */
let t: TestApp;
let noisy: TestRobot;
let quiet: TestRobot;
let noisyClient: MqttClient;
let quietClient: MqttClient;

beforeAll(async () => {
  // A flush every 100 ms: the noisy robot's messages share batches with the quiet one's.
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { flushMs: 100 } } });
  noisy = await createTestRobot(t.database.db);
  quiet = await createTestRobot(t.database.db);
  noisyClient = await connectRobot(t.mqttUrl!, noisy);
  quietClient = await connectRobot(t.mqttUrl!, quiet);
  await goOnline(noisyClient, noisy);
  await goOnline(quietClient, quiet);
});
afterAll(async () => {
  await closeRobot(noisyClient, noisy);
  await closeRobot(quietClient, quiet);
  await t.close();
});

const ROUNDS = 10;
/** Rounds follow each other once the quiet robot's event of the round is stored (a signal, not a timer). */
const storedQuietCodes = async () =>
  (await t.database.db.select({ code: robotEvents.code }).from(robotEvents).where(eq(robotEvents.robotId, quiet.id))).map((r) => r.code);

describe('a robot sending NUL and lone surrogates', () => {
  it('is refused at the schema while every event and state of another robot is stored', async () => {
    const before = t.app.gateway.stats();
    for (let i = 0; i < ROUNDS; i++) {
      const bad = i % 2 ? 'nul\u0000' : 'half\uD83D';
      await Promise.all([
        noisyClient.publishAsync(
          upTopic(noisy.deviceNumber, 'event'),
          JSON.stringify({ ts: Date.now(), type: 'bump', level: 'info', message: bad }),
          { qos: 1 },
        ),
        noisyClient.publishAsync(upTopic(noisy.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ taskId: bad })), { qos: 1 }),
        noisyClient.publishAsync(upTopic(noisy.deviceNumber, 'status'), JSON.stringify({ online: true, firmware: bad }), { qos: 1 }),
        quietClient.publishAsync(
          upTopic(quiet.deviceNumber, 'event'),
          JSON.stringify({ ts: Date.now(), type: 'bump', level: 'info', code: `Q${i}` }),
          { qos: 1 },
        ),
        quietClient.publishAsync(upTopic(quiet.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 50 + i })), { qos: 1 }),
      ]);
      await vi.waitFor(async () => expect(await storedQuietCodes()).toContain(`Q${i}`));
    }
    await vi.waitFor(async () => {
      expect((await storedQuietCodes()).sort()).toEqual(Array.from({ length: ROUNDS }, (_, i) => `Q${i}`).sort());
      const [state] = await t.database.db.select().from(robotState).where(eq(robotState.robotId, quiet.id));
      expect(state).toMatchObject({ online: true, battery: 50 + ROUNDS - 1 });
    });
    expect(await t.database.db.select().from(robotEvents).where(eq(robotEvents.robotId, noisy.id))).toEqual([]);
    const [noisyState] = await t.database.db.select().from(robotState).where(eq(robotState.robotId, noisy.id));
    expect(noisyState).toMatchObject({ online: true, firmware: 'fw-1.0' });
    const after = t.app.gateway.stats();
    expect(after.invalidPayload - before.invalidPayload).toBeGreaterThanOrEqual(3 * ROUNDS);
    expect(after.writeErrors - before.writeErrors).toBe(0);
  });
});
