import { findOwnTicketsRoute, type TOwnTicketQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { workOrderKeys } from './keys';

export const findOwnTickets = (body: TOwnTicketQuery) => callRoute(findOwnTicketsRoute, { body });

export const useOwnTickets = (q: TOwnTicketQuery) =>
  useQuery({ queryKey: workOrderKeys.own(q), queryFn: () => findOwnTickets(q), placeholderData: keepPreviousData });
