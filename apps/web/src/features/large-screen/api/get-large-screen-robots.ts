import { getLargeScreenRobotsRoute } from '@fleet/contracts';
import { useLiveGeoRows } from '../../../lib/live-geo-rows';
import { callRoute } from '../../../lib/request';
import { isDisplayEnded } from './get-large-screen-summary';
import { largeScreenKeys } from './keys';

export const getLargeScreenRobots = () => callRoute(getLargeScreenRobotsRoute);

/**
 * The wall map's robots (the geography view's rows, for the user's or the display link's subtree), kept
 * live as on the geography page; an ended display link stops the reads, as the summary's do (the board
 * then says so).
 */
export const useLargeScreenRobots = () => useLiveGeoRows(largeScreenKeys.robots(), getLargeScreenRobots, isDisplayEnded);
