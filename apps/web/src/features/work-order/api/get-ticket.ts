import { getTicketRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { workOrderKeys } from './keys';

export const getTicket = (id: number) => callRoute(getTicketRoute, { params: { id } });

/** One ticket with its timeline and the steps the caller may take next (the contracts flow, on the server). */
export const useTicket = (id: number | null) =>
  useQuery({ queryKey: workOrderKeys.detail(id ?? 0), queryFn: () => getTicket(id!), enabled: id !== null });
