import {
  bindQrCodeRoute,
  createQrCodesRoute,
  discardQrCodeRoute,
  downloadQrCodesRoute,
  exportQrCodesRoute,
  findQrCodesRoute,
  getQrCodeRoute,
  unbindQrCodeRoute,
  type TQrCodeBindBody,
  type TQrCodeCreateBody,
  type TQrCodeListQuery,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadRoute, saveBlob } from '../../../lib/request';
import { qrCodeKeys } from './keys';

/** The filters of the list without its paging: what the CSV export streams. */
export type QrCodeFilters = Omit<TQrCodeListQuery, 'page' | 'pageSize'>;

export const useFindQrCodes = (q: TQrCodeListQuery) =>
  useQuery({
    queryKey: qrCodeKeys.list(q),
    queryFn: () => callRoute(findQrCodesRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/** One code by the number a phone scanned; silent, because the phone says in its own words when there is none. */
export const useQrCodeByNumber = (number: string | null) =>
  useQuery({
    queryKey: qrCodeKeys.byNumber(number ?? ''),
    queryFn: () => callRoute(getQrCodeRoute, { query: { number: number! } }),
    enabled: number !== null,
    meta: { silent: true },
  });

/**
 * A change reloads every list and card, also when refused: a refusal (bound meanwhile, already
 * discarded) means the screen showed an old state, and the reload shows the true one.
 */
const useQrCodeMutation = <V, R>(fn: (v: V) => Promise<R>, silent = false) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: qrCodeKeys.all }), meta: { silent } });
};

export const useCreateQrCodes = () => useQrCodeMutation((body: TQrCodeCreateBody) => callRoute(createQrCodesRoute, { body }));
/** Silent: the dialog shows the server's refusal on the device number field. */
export const useBindQrCode = () => useQrCodeMutation((body: TQrCodeBindBody) => callRoute(bindQrCodeRoute, { body }), true);
export const useUnbindQrCode = () => useQrCodeMutation((id: number) => callRoute(unbindQrCodeRoute, { body: { id } }));
export const useDiscardQrCode = () => useQrCodeMutation((id: number) => callRoute(discardQrCodeRoute, { body: { id } }));

/**
 * Counts the download first and draws what the server answers (a discarded code is refused there),
 * as one PNG: a single sticker, or a sheet of them. The drawing code and its QR encoder are a chunk
 * of their own, fetched on the first download only.
 */
export const useDownloadQrCodes = () =>
  useQrCodeMutation(async ({ ids, fileName }: { ids: number[]; fileName: (first: string, last: string, count: number) => string }) => {
    // In number order whatever order they were ticked in: a sheet reads like the batch it came from.
    const codes = (await callRoute(downloadQrCodesRoute, { body: { ids } })).sort((a, b) => a.number.localeCompare(b.number));
    if (codes.length === 0) return { name: '', count: 0 };
    const { drawQrSheet } = await import('../components/qr-sheet');
    const blob = await drawQrSheet(codes.map((c) => c.number));
    const name = fileName(codes[0]!.number, codes.at(-1)!.number, codes.length);
    saveBlob(blob, name);
    return { name, count: codes.length };
  });

/** Saves every code the filters match as CSV, streamed by the server in the UI language; resolves with the file name. */
export const useExportQrCodes = () => useMutation({ mutationFn: (body: QrCodeFilters) => downloadRoute(exportQrCodesRoute, { body }) });
