import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { isOrderedRange, V, ZDeviceNumber, ZInstant, zClearableText, zOptText, zString, zText } from '../validation/rules';

/** The most robots one shipment lists. */
export const OUT_RECORD_ROBOTS_MAX = 500;

const ZDeviceNumbers = z
  .array(ZDeviceNumber, { error: V.required })
  .min(1, V.required)
  .max(OUT_RECORD_ROBOTS_MAX, V.invalid)
  .refine((a) => new Set(a).size === a.length, V.invalid);

/**
 * A shipment (outbound) record (issue 16, outRecord; spec §3): who it went to (principal), the lidar models
 * and battery spec fitted, the flow card, hardware version, when and where it went, a remark, the product
 * and the robots shipped (device numbers of robots the caller's subtree owns).
 */
export const ZOutRecordSaveBody = z.object({
  principal: zText(30),
  lidarModel: zOptText(60),
  batterySpec: zOptText(60),
  flowCard: zOptText(32),
  hardwareVersion: zOptText(32),
  shippedAt: ZInstant,
  destination: zText(300),
  remark: zOptText(300),
  productId: zId().nullable().optional(),
  deviceNumbers: ZDeviceNumbers,
});
export type TOutRecordSaveBody = z.input<typeof ZOutRecordSaveBody>;

export const ZOutRecordUpdateBody = z.object({
  id: zId(),
  principal: zText(30).optional(),
  lidarModel: zClearableText(60).optional(),
  batterySpec: zClearableText(60).optional(),
  flowCard: zClearableText(32).optional(),
  hardwareVersion: zClearableText(32).optional(),
  shippedAt: ZInstant.optional(),
  destination: zText(300).optional(),
  remark: zClearableText(300).optional(),
  productId: zId().nullable().optional(),
  deviceNumbers: ZDeviceNumbers.optional(),
});
export type TOutRecordUpdateBody = z.input<typeof ZOutRecordUpdateBody>;

export const OUT_RECORD_SORT_FIELDS = ['shippedAt', 'principal'] as const;

const rangeOrdered = (q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!isOrderedRange(q.start, q.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: V.endBeforeStart });
};

const filters = {
  ...zListSort(OUT_RECORD_SORT_FIELDS),
  /** Matches the principal, destination, flow card or a shipped robot's device number. */
  keyword: zString().max(60, V.tooLong).optional(),
  productId: zId().optional(),
  robotId: zId().optional(),
  start: ZInstant.optional(),
  end: ZInstant.optional(),
};
export const ZOutRecordFilters = z.object(filters).superRefine(rangeOrdered);
export const ZOutRecordListQuery = ZListQuery.extend(filters).superRefine(rangeOrdered);
export type TOutRecordListQuery = z.input<typeof ZOutRecordListQuery>;
export type TOutRecordFilters = z.input<typeof ZOutRecordFilters>;

export const ZOutRecord = z.object({
  id: z.number().int(),
  principal: z.string(),
  lidarModel: z.string(),
  batterySpec: z.string(),
  flowCard: z.string(),
  hardwareVersion: z.string(),
  shippedAt: z.string(),
  destination: z.string(),
  remark: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productModel: z.string().nullable(),
  robots: z.array(z.object({ id: z.number().int(), deviceNumber: z.string(), alias: z.string() })),
  orgId: z.number().int(),
  orgName: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOutRecord = z.infer<typeof ZOutRecord>;
