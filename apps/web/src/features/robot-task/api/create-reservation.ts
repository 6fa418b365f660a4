import { createReservationRoute, type TReservationCreateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

export const createReservation = (body: TReservationCreateBody) => callRoute(createReservationRoute, { body });

export const useCreateReservation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: (r) => qc.invalidateQueries({ queryKey: robotTaskKeys.reservations(r.robotId) }),
  });
};
