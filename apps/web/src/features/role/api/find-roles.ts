import { findRolesRoute, type TRoleListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { roleKeys } from './keys';

export const findRoles = (body: TRoleListQuery) => callRoute(findRolesRoute, { body });

export const findRolesQuery = (q: TRoleListQuery) =>
  queryOptions({ queryKey: roleKeys.list(q), queryFn: () => findRoles(q), placeholderData: keepPreviousData });
export const useFindRoles = (q: TRoleListQuery) => useQuery(findRolesQuery(q));
