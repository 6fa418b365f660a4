import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZBindState, ZQrCodeState, ZRobotType } from '../enums';
import { V, zString } from '../validation/rules';
import { QR_CODE_NUMBER } from './qr-code.rules';

/** The most codes one request issues (a sheet of stickers), and the most one download takes. */
export const QR_CODE_BATCH_MAX = 200;

/** Issues `count` new codes, in use and free, to an organisation of the caller's subtree (the caller's own when none). */
export const ZQrCodeCreateBody = z.object({
  count: z.number({ error: V.qrCount }).int(V.qrCount).min(1, V.qrCount).max(QR_CODE_BATCH_MAX, V.qrCount),
  orgId: zId().optional(),
});
export type TQrCodeCreateBody = z.input<typeof ZQrCodeCreateBody>;

/** The codes issued, in order (the first and last number name the sheet). */
export const ZQrCodeCreateResult = z.object({ ids: z.array(z.number().int()), first: z.string(), last: z.string() });
export type TQrCodeCreateResult = z.infer<typeof ZQrCodeCreateResult>;

/** Binds a free code to a device the caller subtree owns, named by its device number (typed or scanned). */
export const ZQrCodeBindBody = z.object({
  id: zId(),
  deviceNumber: zString({ error: V.required }).trim().min(1, V.required).max(60, V.tooLong),
});
export type TQrCodeBindBody = z.input<typeof ZQrCodeBindBody>;

/** Unbinds or discards one code. */
export const ZQrCodeIdBody = z.object({ id: zId() });
export type TQrCodeIdBody = z.input<typeof ZQrCodeIdBody>;

/** The codes whose pictures are being downloaded: each one's download count goes up by one. */
export const ZQrCodeDownloadBody = z.object({ ids: z.array(zId()).min(1, V.required).max(QR_CODE_BATCH_MAX, V.tooLong) });
export type TQrCodeDownloadBody = z.input<typeof ZQrCodeDownloadBody>;

/** One code by its number (what the phone twin scanned). */
export const ZQrCodeNumberQuery = z.object({
  number: zString({ error: V.required }).trim().toUpperCase().regex(QR_CODE_NUMBER, V.qrCodeNumber),
});
export type TQrCodeNumberQuery = z.input<typeof ZQrCodeNumberQuery>;

export const QR_CODE_SORT_FIELDS = ['number', 'state', 'boundAt', 'downloads', 'createdAt'] as const;
export type TQrCodeSortField = (typeof QR_CODE_SORT_FIELDS)[number];

export const ZQrCodeListQuery = ZListQuery.extend({
  ...zListSort(QR_CODE_SORT_FIELDS),
  /** Matches the code's number, the bound device's number or its alias. */
  keyword: zString().max(60, V.tooLong).optional(),
  state: ZQrCodeState.optional(),
  /** Bound (1) or free (0); a discarded code is free. */
  bindState: ZBindState.optional(),
  /** Codes of this organisation's subtree (in the caller's). */
  orgId: zId().optional(),
});
export type TQrCodeListQuery = z.input<typeof ZQrCodeListQuery>;

export const ZQrCode = z.object({
  id: z.number().int(),
  number: z.string(),
  state: ZQrCodeState,
  robotId: z.number().int().nullable(),
  deviceNumber: z.string().nullable(),
  robotAlias: z.string().nullable(),
  /** The bound robot's type code (the catalogue names it), null when free. */
  robotType: ZRobotType.nullable(),
  boundAt: z.string().nullable(),
  boundBy: z.string().nullable(),
  downloads: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  discardedAt: z.string().nullable(),
  discardedBy: z.string().nullable(),
});
export type TQrCode = z.infer<typeof ZQrCode>;
