import { downloadDocumentRoute } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from '../../../lib/request';

/** Saves the current text as `<title>.md` (the server names it, safe for any title). */
export const downloadDocument = (id: number) => downloadRoute(downloadDocumentRoute, { params: { id } });
export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
