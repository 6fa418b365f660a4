import { getRolesByOrgRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

/** Roles the caller may give to users of this organisation (GET getRoleListByOrg). */
export const getRolesByOrg = (orgId: number) => callRoute(getRolesByOrgRoute, { query: { orgId } });

export const rolesByOrgQuery = (orgId: number | undefined) =>
  queryOptions({
    queryKey: userKeys.rolesByOrg(orgId),
    queryFn: () => getRolesByOrg(orgId!),
    enabled: orgId != null,
  });
export const useRolesByOrg = (orgId: number | undefined) => useQuery(rolesByOrgQuery(orgId));
