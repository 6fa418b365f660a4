import { upTopic } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { robotState } from '../db/schema';
import { createTestApp, testGatewayOptions } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, telemetry } from '../../test/robot-fixtures';

/**
 * SIGTERM: server.ts stops the demo fleet (its robots say offline), closes the app, then the database.
 * Whatever the gateway received before the app closed must be in the database by then.
 */
describe('closing the app', () => {
  it('writes the presence and telemetry it received before closing', async () => {
    // Long timers: nothing may be written by a tick, only by the close.
    const t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { flushMs: 60_000 } } });
    try {
      const robot = await createTestRobot(t.database.db);
      const client = await connectRobot(t.mqttUrl!, robot);
      await goOnline(client, robot);
      await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 33 })), { qos: 1 });
      // A robot that leaves on purpose says so itself (retained status, QoS 1), then disconnects.
      await client.publishAsync(upTopic(robot.deviceNumber, 'status'), JSON.stringify({ online: false, firmware: 'fw-2.0' }), { qos: 1, retain: true });
      await client.endAsync();
      await t.app.close();
      const [row] = await t.database.db.select().from(robotState).where(eq(robotState.robotId, robot.id));
      expect(row).toMatchObject({ online: false, firmware: 'fw-2.0', battery: 33 });
      // An external test broker keeps retained messages: clear this robot's.
      if (t.app.gateway.mode === 'external') await closeRobot(await connectRobot(t.mqttUrl!, robot), robot);
    } finally {
      await t.close(); // closing the app again is a no-op; this drops the database
    }
  });
});
