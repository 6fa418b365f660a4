import type { TClip, TRobot, TVideoStatus } from '@fleet/contracts';
import { robotFixture } from '../../../test/fixtures';

/** Answers of the video tabs' API for robot 1, as the server gives them. */
export const robot = (online = true): TRobot => robotFixture({ alias: 'Lobby', live: { online } });

export const status = (over: Partial<TVideoStatus> = {}): TVideoStatus => ({
  streamingVersion: 2,
  fps: 5,
  width: 640,
  height: 360,
  recording: null,
  ...over,
});

export const clip = (over: Partial<TClip> = {}): TClip => ({
  id: 7,
  robotId: 1,
  startedAt: '2030-01-02T03:04:05.000Z',
  endedAt: '2030-01-02T03:04:17.000Z',
  reason: 'manual',
  eventType: null,
  createdBy: 1,
  createdByName: 'Admin',
  frameCount: 3,
  bytes: 3 * 2048,
  ...over,
});

/** A 1×1 JPEG is not needed: the page shows whatever base64 arrives as an image source. */
export const JPEG_B64 = Buffer.from([0xff, 0xd8, 0xff, 0xd9]).toString('base64');
