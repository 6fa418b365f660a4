import { downTopic, upTopic, type TDeviceCommand, type TSchedule } from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, vi } from 'vitest';
import { closeRobot, connectRobot, goOnline, type TestRobot } from '../../../test/robot-fixtures';
import { setupWorld } from './robot-task.fixtures';

/**
 * The device side of tasks for a test file: one robot with a map, connected over real MQTT, that acks
 * every command with success and keeps what it received. The schedule travels as a command; runs and
 * configuration come back on up/run and up/config.
 */
export const useDeviceWorld = () => {
  const d = {
    received: [] as TDeviceCommand[],
    schedules: () => d.received.filter((c) => c.type === 'syncSchedule').map((c) => c.args as unknown as TSchedule),
    publish: (kind: 'run' | 'config', payload: unknown) =>
      d.client.publishAsync(upTopic(d.robot.deviceNumber, kind), JSON.stringify(payload), { qos: 1 }),
  } as {
    w: Awaited<ReturnType<typeof setupWorld>>;
    robot: TestRobot;
    client: MqttClient;
    received: TDeviceCommand[];
    schedules: () => TSchedule[];
    publish: (kind: 'run' | 'config', payload: unknown) => Promise<unknown>;
  };
  beforeAll(async () => {
    d.w = await setupWorld();
    d.robot = await d.w.register();
    await d.w.addMap(d.robot.id);
    d.client = await connectRobot(d.w.t.mqttUrl!, d.robot);
    d.client.on('message', (_topic, payload) => {
      const cmd = JSON.parse(String(payload)) as TDeviceCommand;
      d.received.push(cmd);
      d.client
        .publishAsync(upTopic(d.robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), { qos: 1 })
        .catch(() => undefined);
    });
    await d.client.subscribeAsync(downTopic(d.robot.deviceNumber), { qos: 1 });
    await goOnline(d.client, d.robot);
    await vi.waitFor(async () => {
      const r = await d.w.api<{ live: { online: boolean } }>('GET', `robotinfo/robot/info/${d.robot.id}`);
      if (!r.body.data.live.online) throw new Error('not online yet');
    });
  });
  afterAll(async () => {
    await closeRobot(d.client, d.robot);
    await d.w.t.close();
  });
  return d;
};
