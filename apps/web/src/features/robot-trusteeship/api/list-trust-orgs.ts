import { listTrustOrgRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { trusteeshipKeys } from './keys';

/** Organisations the caller may host robots to (those below its own). */
export const listTrustOrgs = () => callRoute(listTrustOrgRoute);
export const listTrustOrgsQuery = () => queryOptions({ queryKey: trusteeshipKeys.trustOrgs(), queryFn: listTrustOrgs });
export const useListTrustOrgs = (enabled = true) => useQuery({ ...listTrustOrgsQuery(), enabled });
