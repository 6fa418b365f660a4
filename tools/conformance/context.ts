import { findReceivedStatusesRoute, getRobotRoute, type TReceivedStatus, type TRobot } from '@fleet/contracts';
import type { ConsoleApi } from './console-api';
import type { KitOptions } from './options';

/** What every check works with: the signed-in API, the robot as the console knows it, the options. */
export interface KitContext {
  api: ConsoleApi;
  robot: TRobot;
  o: KitOptions;
}

export const readRobot = (c: KitContext) => c.api.call(getRobotRoute, { params: { id: c.robot.id } });

/** The status messages the server received from the robot, newest first. */
export const readStatuses = async (c: KitContext): Promise<TReceivedStatus[]> =>
  (await c.api.call(findReceivedStatusesRoute, { params: { id: c.robot.id } })).list;

/**
 * A status the robot published itself: the broker's own `{"online":true}` on a connection and a Last
 * Will carry neither `ts` nor `keepAlive`.
 */
export const isOwnStatus = (s: TReceivedStatus) => s.status.online && (s.status.ts !== undefined || s.status.keepAlive !== undefined);
