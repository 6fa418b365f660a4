import { findTicketsRoute, type TTicketQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { workOrderKeys } from './keys';

export const findTickets = (body: TTicketQuery) => callRoute(findTicketsRoute, { body });

export const useTickets = (q: TTicketQuery) =>
  useQuery({ queryKey: workOrderKeys.list(q), queryFn: () => findTickets(q), placeholderData: keepPreviousData });
