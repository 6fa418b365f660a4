import { upTopic, type TCommandType, type TConfigReport, type TDeviceCommand } from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import { vi } from 'vitest';
import { call, type TestApp } from '../../../test/helpers';
import { answeringRobot, type TestRobot } from '../../../test/robot-fixtures';
import { must } from '../../../test/tenancy-fixtures';

/** A configuration report as the simulator sends it; `over` replaces top-level fields. */
export const configReport = (over: Partial<TConfigReport> = {}): TConfigReport => ({
  ts: Date.now(),
  values: {
    volume: 60,
    maxSpeed: 0.5,
    waterLevel: 2,
    returnBattery: 20,
    obstacleDistance: 0.3,
    junkEventMode: 'work',
    streamingVersion: 2,
  },
  consumables: [
    { key: 'mainBrush', lifespanHours: 300, usedHours: 75 },
    { key: 'filter', lifespanHours: 100, usedHours: 95 },
  ],
  sim: { status: 0, iccid: '89860000000000000001', operator: 'China Mobile', trafficMb: 120.5 },
  scheduleVersion: null,
  versions: { mainUnit: '2.4.1', controlUnit: '1.9.0' },
  ...over,
});

let seq = 0;
const CONFIG_COMMANDS: readonly TCommandType[] = ['getConfig', 'setConfig', 'resetConsumable'];

/** Robots of one organisation, online on the test broker, acking every command with success; `received` holds the configuration commands. */
export const configRobots = (t: TestApp, token: () => string) => {
  const clients: [MqttClient, TestRobot][] = [];
  const register = async (): Promise<TestRobot> => {
    const r = await must<{ id: number; deviceNumber: string; deviceSecret: string }>(t.app, token(), 'POST', 'robotinfo/robot/register', {
      deviceNumber: `SIMULATION-130-${String(((seq += 1) * 7919 + Math.floor(Math.random() * 90000)) % 100000).padStart(5, '0')}`,
      alias: 'Cfg',
      robotType: 1,
      simulated: true,
    });
    return { id: r.id, deviceNumber: r.deviceNumber, secret: r.deviceSecret };
  };
  const online = async () => {
    const robot = await register();
    const received: TDeviceCommand[] = [];
    // Other modules answer a report with commands of their own (a schedule sync): only ours are counted.
    const { client } = await answeringRobot(t, robot, token(), {
      onCommand: (cmd) => void (CONFIG_COMMANDS.includes(cmd.type) && received.push(cmd)),
    });
    clients.push([client, robot]);
    const publish = (report: TConfigReport) =>
      client.publishAsync(upTopic(robot.deviceNumber, 'config'), JSON.stringify(report), { qos: 1 });
    /** Publishes a report and waits until the REST snapshot shows it. */
    const reported = async (report = configReport()) => {
      await publish(report);
      await vi.waitFor(
        async () => {
          const r = await call<{ reportedAt: string }>(t.app, 'GET', `robotinfo/config/info/${robot.id}`, { token: token() });
          if (r.body.data?.reportedAt !== new Date(report.ts).toISOString()) throw new Error('not stored yet');
        },
        { timeout: 5_000, interval: 50 },
      );
    };
    return { robot, client, received, publish, reported };
  };
  return { register, online, clients };
};
