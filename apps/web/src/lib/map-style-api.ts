import { getMapStyleRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './request';

/**
 * The base map every map screen draws (the geography view, the large screen, the organisation form's
 * map picker): shared here because it is one server answer for all of them.
 */
export const mapStyleKey = ['mapStyle'] as const;

export const getMapStyle = () => callRoute(getMapStyleRoute);

/** The base map changes only with a deployment's setting: read once per session. */
export const useMapStyle = (enabled = true) =>
  useQuery({ queryKey: mapStyleKey, queryFn: getMapStyle, staleTime: Infinity, meta: { silent: true }, enabled });
