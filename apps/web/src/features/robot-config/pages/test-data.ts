import type { TCommand, TRobot } from '@fleet/contracts';
import { commandFixture, robotConfigFixture, robotFixture } from '../../../test/fixtures';

/** Answers of the configuration tabs' API for robot 1, as the server gives them. */
export const robot = (live: Partial<TRobot['live']> = {}): TRobot =>
  robotFixture({
    alias: 'Lobby',
    live: {
      battery: 80,
      workStatus: 0,
      deviceState: 0,
      locationState: 1,
      chargeStatus: 0,
      speed: 0,
      taskId: null,
      progress: null,
      ...live,
    },
  });

export const config = robotConfigFixture();

export const command = (type: TCommand['type']): TCommand => commandFixture(type, { commandId: '7c1e1c2a-1111-4aaa-8bbb-222233334444' });
