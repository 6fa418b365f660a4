import type { TQrCodeListQuery } from '@fleet/contracts';

/**
 * Query keys of the device QR codes: every change (issue, bind, unbind, discard, download count)
 * invalidates `all`, so the desktop list and the phone's card show the same state.
 */
export const qrCodeKeys = {
  all: ['qrCodes'] as const,
  list: (q: TQrCodeListQuery) => [...qrCodeKeys.all, 'list', q] as const,
  byNumber: (number: string) => [...qrCodeKeys.all, 'byNumber', number] as const,
};
