import { getLandmarkOrgRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { orgKeys } from './keys';

export const getLandmarkOrg = (id: number) => callRoute(getLandmarkOrgRoute, { params: { id } });

export const getLandmarkOrgQuery = (id: number) => queryOptions({ queryKey: orgKeys.landmark(id), queryFn: () => getLandmarkOrg(id) });
export const useGetLandmarkOrg = (id: number) => useQuery(getLandmarkOrgQuery(id));
