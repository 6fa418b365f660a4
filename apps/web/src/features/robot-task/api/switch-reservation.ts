import { switchReservationRoute, type TReservation } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

export const switchReservation = (id: number, enabled: boolean) => callRoute(switchReservationRoute, { body: { id, enabled } });

export const useSwitchReservation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reservation, enabled }: { reservation: TReservation; enabled: boolean }) => switchReservation(reservation.id, enabled),
    onSettled: (_d, _e, v) => qc.invalidateQueries({ queryKey: robotTaskKeys.reservations(v.reservation.robotId) }),
  });
};
