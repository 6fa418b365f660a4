import { findReservationsRoute, type TReservationListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

/** Reservations of one robot with the result of their newest run. */
export const findReservations = (body: TReservationListQuery) => callRoute(findReservationsRoute, { body });
export const findReservationsQuery = (body: TReservationListQuery) =>
  queryOptions({
    queryKey: robotTaskKeys.reservationList(body.robotId, body),
    queryFn: () => findReservations(body),
    placeholderData: keepPreviousData,
  });
export const useFindReservations = (body: TReservationListQuery) => useQuery(findReservationsQuery(body));
