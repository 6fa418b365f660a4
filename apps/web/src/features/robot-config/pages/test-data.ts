import type { TCommand, TRobot, TRobotConfig } from '@fleet/contracts';
import { commandFixture, robotFixture } from '../../../test/fixtures';

/** Answers of the configuration tabs' API for robot 1, as the server gives them. */
export const robot = (live: Partial<TRobot['live']> = {}): TRobot =>
  robotFixture({
    alias: 'Lobby',
    live: { battery: 80, workStatus: 0, deviceState: 0, locationState: 1, chargeStatus: 0, speed: 0, taskId: null, progress: null, ...live },
  });

export const config: TRobotConfig = {
  robotId: 1,
  values: { volume: 60, maxSpeed: 0.5, waterLevel: 2, returnBattery: 20, obstacleDistance: 0.3, junkEventMode: 'work', streamingVersion: 2 },
  consumables: [
    { key: 'mainBrush', lifespanHours: 300, usedHours: 75, remainingHours: 225, remainingPercent: 75 },
    { key: 'filter', lifespanHours: 100, usedHours: 95, remainingHours: 5, remainingPercent: 5 },
  ],
  sim: { status: 0, iccid: '89860012345678901234', operator: 'China Mobile', trafficMb: 120.5 },
  scheduleVersion: null,
  versions: { mainUnit: '2.4.1', controlUnit: '1.9.3' },
  reportedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};

export const command = (type: TCommand['type']): TCommand => commandFixture(type, { commandId: '7c1e1c2a-1111-4aaa-8bbb-222233334444' });
