import {
  createDemandRoute,
  deleteDemandRoute,
  findDemandsRoute,
  updateDemandRoute,
  type TDemandListQuery,
  type TDemandSaveBody,
  type TDemandUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { versionKeys } from './keys';

export const useFindDemands = (q: TDemandListQuery) =>
  useQuery({
    queryKey: versionKeys.demandList(q),
    queryFn: () => callRoute(findDemandsRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/** Every change reloads the lists (a new state, priority or title moves the row). */
const useDemandMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: versionKeys.demands }) });
};
export const useCreateDemand = () => useDemandMutation((body: TDemandSaveBody) => callRoute(createDemandRoute, { body }));
export const useUpdateDemand = () => useDemandMutation((body: TDemandUpdateBody) => callRoute(updateDemandRoute, { body }));
export const useDeleteDemand = () => useDemandMutation((id: number) => callRoute(deleteDemandRoute, { params: { id } }));
