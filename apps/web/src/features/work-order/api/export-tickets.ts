import { exportTicketsRoute, type TTicketFilters } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from '../../../lib/request';

/** Saves the filtered tickets as CSV (in the UI language, at most 10,000 rows); resolves with the file name. */
export const useExportTickets = () => useMutation({ mutationFn: (body: TTicketFilters) => downloadRoute(exportTicketsRoute, { body }) });
