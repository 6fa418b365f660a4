import { getGeographyRoute } from '@fleet/contracts';
import { useLiveGeoRows } from '../../../lib/live-geo-rows';
import { callRoute } from '../../../lib/request';
import { monitorKeys } from './keys';

export const getGeography = () => callRoute(getGeographyRoute);

/**
 * Every robot in scope with its place, kept live by the hub's compact fleet view (open to
 * robotMonitor:view alone, which the per-robot states are not): lib/live-geo-rows.ts.
 */
export const useGeography = () => useLiveGeoRows(monitorKeys.geography(), getGeography);
