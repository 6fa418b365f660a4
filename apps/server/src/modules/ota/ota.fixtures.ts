import { ChargeStatus, DeviceState, upTopic, WorkStatus, type TDeviceCommand, type TTelemetry } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { vi } from 'vitest';
import { robotConfig, robotState } from '../../db/schema';
import type { TestApp } from '../../../test/helpers';
import { answeringRobot, closeRobot, createTestRobot, telemetry, type TestRobot } from '../../../test/robot-fixtures';
import { configReport } from '../robot-config/robot-config.fixtures';

/** What a test robot does with an otaUpgrade command: upgrade, fail with a result code, or say nothing. */
export type OtaOutcome = 'success' | 'silent' | number;

/** A robot at rest on its dock, charged: every guard holds. */
export const resting = (over: Partial<TTelemetry> = {}) =>
  telemetry({
    battery: 90,
    workStatus: WorkStatus.IDLE,
    deviceState: DeviceState.NORMAL,
    chargeStatus: ChargeStatus.AUTOMATIC,
    speed: 0,
    ...over,
  });

export interface OtaRobot {
  robot: TestRobot;
  client: MqttClient;
  /** The otaUpgrade commands it received. */
  upgrades: TDeviceCommand[];
  /** Publishes telemetry and waits until the robot's state row shows it. */
  state(t: Partial<TTelemetry>): Promise<void>;
  /** Publishes an up/ota message as firmware would. */
  progress(msg: Record<string, unknown>): Promise<void>;
}

/**
 * Robots of an organisation online on the test broker, acking every command, reporting `mainUnit`
 * `version` in up/config and resting on their docks. `outcome` decides what each does with an upgrade:
 * it reports the notice step, then success (after which it reports the new version) or the result code.
 */
export const otaFleet = (t: TestApp, token: () => string) => {
  const robots: OtaRobot[] = [];
  const add = async (orgId: number, opts: { version?: string; outcome?: () => OtaOutcome } = {}): Promise<OtaRobot> => {
    const robot = await createTestRobot(t.database.db, { orgId });
    const upgrades: TDeviceCommand[] = [];
    const publish = (kind: 'ota' | 'telemetry' | 'config', msg: unknown) =>
      client.publishAsync(upTopic(robot.deviceNumber, kind), JSON.stringify(msg), { qos: 1 });
    const progress = (msg: Record<string, unknown>) => publish('ota', { ts: Date.now(), ...msg }).then(() => undefined);
    const { client } = await answeringRobot(t, robot, token(), {
      onCommand: (cmd, _c) => {
        if (cmd.type !== 'otaUpgrade') return;
        upgrades.push(cmd);
        const args = cmd.args as { campaignId: number; unit: string; version: string };
        const outcome = opts.outcome?.() ?? 'success';
        if (outcome === 'silent') return;
        const base = { campaignId: args.campaignId, unit: args.unit };
        void (async () => {
          await progress({ ...base, step: 0 });
          if (outcome === 'success') {
            await publish('config', configReport({ versions: { [args.unit]: args.version } }));
            await progress({ ...base, step: 12, done: true });
          } else await progress({ ...base, step: 9, result: outcome, done: true });
        })().catch(() => undefined);
      },
    });
    const state = async (over: Partial<TTelemetry>) => {
      const msg = resting(over);
      await publish('telemetry', msg);
      await vi.waitFor(
        async () => {
          const [s] = await t.database.db.select().from(robotState).where(eq(robotState.robotId, robot.id));
          if (s?.battery !== msg.battery || s.workStatus !== msg.workStatus) throw new Error('state not stored yet');
        },
        { timeout: 5_000, interval: 25 },
      );
    };
    await publish('config', configReport({ versions: { mainUnit: opts.version ?? '0.9' } }));
    await vi.waitFor(
      async () => {
        const [c] = await t.database.db.select().from(robotConfig).where(eq(robotConfig.robotId, robot.id));
        if (c?.versions.mainUnit !== (opts.version ?? '0.9')) throw new Error('config not stored yet');
      },
      { timeout: 5_000, interval: 25 },
    );
    await state({});
    const r = { robot, client, upgrades, state, progress };
    robots.push(r);
    return r;
  };
  const close = async () => {
    for (const r of robots) await closeRobot(r.client, r.robot);
  };
  return { add, close, robots };
};
