import { getMapStyleRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { monitorKeys } from './keys';

export const getMapStyle = () => callRoute(getMapStyleRoute);

/** The base map changes only with a deployment's setting: read once per session. */
export const useMapStyle = () =>
  useQuery({ queryKey: monitorKeys.mapStyle(), queryFn: getMapStyle, staleTime: Infinity, meta: { silent: true } });
