import { findAuthoritiesRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { authorityKeys } from './keys';

/** The whole catalogue, names in the request language (an edited name wins over the default). */
export const findAuthorities = () => callRoute(findAuthoritiesRoute);

export const authoritiesQuery = () => queryOptions({ queryKey: authorityKeys.list(), queryFn: findAuthorities });
export const useAuthorities = () => useQuery(authoritiesQuery());
