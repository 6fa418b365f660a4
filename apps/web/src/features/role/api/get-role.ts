import { getRoleRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { roleKeys } from './keys';

/** One role with its permission codes. */
export const getRole = (id: number) => callRoute(getRoleRoute, { params: { id } });

export const roleQuery = (id: number | undefined) =>
  queryOptions({ queryKey: roleKeys.detail(id ?? 0), queryFn: () => getRole(id!), enabled: id != null, staleTime: 0 });
export const useRole = (id: number | undefined) => useQuery(roleQuery(id));
