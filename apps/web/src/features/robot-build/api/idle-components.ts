import { ComponentState, findComponentsRoute, type TComponentKind, type TComponentListQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotBuildKeys } from './keys';

/** Idle components offered at once; more are found by typing (the server searches serial and model). */
const CHOICES = 50;

/**
 * Idle components of the inventory of one kind, for the swap dialog. The inventory list route (the
 * component feature's hook cannot be imported here), under the inventory's own key so a change on the
 * inventory screen refreshes it. `enabled` false without the inventory's view permission.
 */
export const useIdleComponents = (kind: TComponentKind, keyword: string, enabled: boolean) => {
  const q: TComponentListQuery = { page: 1, pageSize: CHOICES, state: ComponentState.IDLE, kind, ...(keyword && { keyword }) };
  return useQuery({
    queryKey: [...robotBuildKeys.components, 'list', q],
    queryFn: () => callRoute(findComponentsRoute, { body: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
};
