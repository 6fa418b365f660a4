import { deleteReservationRoute, type TReservation } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

export const deleteReservation = (id: number) => callRoute(deleteReservationRoute, { params: { id } });

export const useDeleteReservation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (r: TReservation) => deleteReservation(r.id),
    onSuccess: (_d, r) => qc.invalidateQueries({ queryKey: robotTaskKeys.reservations(r.robotId) }),
  });
};
