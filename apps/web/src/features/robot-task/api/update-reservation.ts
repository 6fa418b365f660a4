import { updateReservationRoute, type TReservationUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

export const updateReservation = (body: TReservationUpdateBody) => callRoute(updateReservationRoute, { body });

export const useUpdateReservation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateReservation,
    onSuccess: (r) => qc.invalidateQueries({ queryKey: robotTaskKeys.reservations(r.robotId) }),
  });
};
