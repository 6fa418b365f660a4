import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import {
  ZQrCode,
  ZQrCodeBindBody,
  ZQrCodeCreateBody,
  ZQrCodeCreateResult,
  ZQrCodeDownloadBody,
  ZQrCodeIdBody,
  ZQrCodeListQuery,
  ZQrCodeNumberQuery,
} from './qr-code.schema';

const tags = ['qr-codes'];

/** Device QR codes (spec §2 robotQrcode and robotQrcodeMobile): codes of the caller's subtree. */
export const findQrCodesRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/qrcode/list',
  access: 'robotQrcode:view',
  tags,
  summary: "QR codes of the caller's subtree by keyword (number, device number or alias), state, bound or free, and organisation",
  body: ZQrCodeListQuery,
  data: ZListResult(ZQrCode),
});
export const getQrCodeRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/qrcode/byNumber',
  access: 'robotQrcode:view',
  tags,
  summary: "One code of the caller's subtree by its number (what a phone scanned); NOT_FOUND for any other",
  query: ZQrCodeNumberQuery,
  data: ZQrCode,
});
export const createQrCodesRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/qrcode/create',
  access: 'robotQrcode:create',
  tags,
  summary: 'Issue 1 to 200 new codes, numbered in order, to an organisation of the caller subtree',
  body: ZQrCodeCreateBody,
  data: ZQrCodeCreateResult,
});
export const bindQrCodeRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/qrcode/bind',
  access: 'robotQrcode:bind',
  tags,
  summary:
    'Bind a free code to a device the caller subtree owns, by device number (QR_CODE_BOUND, QR_CODE_DISCARDED, QR_CODE_DEVICE_HAS_CODE when the device carries another)',
  body: ZQrCodeBindBody,
  data: z.null(),
});
export const unbindQrCodeRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/qrcode/unbind',
  access: 'robotQrcode:unbind',
  tags,
  summary: 'Unbind a code from its device (QR_CODE_NOT_BOUND when it is free)',
  body: ZQrCodeIdBody,
  data: z.null(),
});
export const discardQrCodeRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/qrcode/discard',
  access: 'robotQrcode:discard',
  tags,
  summary: 'Discard a free code for good (QR_CODE_BOUND: unbind it first; QR_CODE_DISCARDED when it already is)',
  body: ZQrCodeIdBody,
  data: z.null(),
});
export const downloadQrCodesRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/qrcode/download',
  access: 'robotQrcode:export',
  tags,
  summary: 'Count a download of the codes whose pictures the browser draws, and answer them (discarded codes are refused)',
  body: ZQrCodeDownloadBody,
  data: z.array(ZQrCode),
});
export const exportQrCodesRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/qrcode/export',
  access: 'robotQrcode:export',
  tags,
  summary: 'The filtered codes as a CSV file in the caller language (UTF-8 with BOM), streamed',
  body: ZQrCodeListQuery.omit({ page: true, pageSize: true }),
  data: z.string(),
});
