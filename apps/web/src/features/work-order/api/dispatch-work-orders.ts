import { dispatchWorkOrdersRoute, type TDispatchWorkOrdersBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { workOrderKeys } from './keys';

/** Dispatches the selected work orders to one handler, all or none; the lists are read again either way. */
export const useDispatchWorkOrders = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TDispatchWorkOrdersBody) => callRoute(dispatchWorkOrdersRoute, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
};
