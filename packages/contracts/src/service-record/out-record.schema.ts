import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZImportRowError } from '../component/component-resource.schema';
import { isOrderedRange, isTimeZone, V, ZDeviceNumber, ZInstant, zClearableText, zOptText, zString, zText } from '../validation/rules';

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

/**
 * The columns of a shipment CSV, export and import alike (headers are the field labels of the caller's
 * language; an import reads them in any language or as these keys). `deviceNumbers` holds the robots'
 * numbers separated by spaces or commas; `productId` the product's model (an export writes "name (model)").
 */
export const OUT_RECORD_CSV_COLUMNS = [
  'shippedAt',
  'principal',
  'destination',
  'deviceNumbers',
  'productId',
  'lidarModel',
  'batterySpec',
  'flowCard',
  'hardwareVersion',
  'remark',
] as const;
export type TOutRecordCsvColumn = (typeof OUT_RECORD_CSV_COLUMNS)[number];
export const OUT_RECORD_IMPORT_REQUIRED: readonly TOutRecordCsvColumn[] = ['shippedAt', 'principal', 'destination', 'deviceNumbers'];
/** The most shipments one file records. */
export const OUT_RECORD_IMPORT_MAX_ROWS = 500;

/**
 * A CSV of shipments, one a line. `dryRun` checks every row (rules, the caller's robots and products) and
 * writes nothing; otherwise all rows are written together, or none when any row is wrong. Wall-clock times
 * are read in `timeZone` (the importing browser's).
 */
export const ZOutRecordImportBody = z.object({
  csv: zString({ error: V.required })
    .min(1, V.required)
    .max(512 * 1024, V.tooLong),
  dryRun: z.boolean().default(true),
  timeZone: zString().refine(isTimeZone, V.invalid).default('UTC'),
});
export type TOutRecordImportBody = z.input<typeof ZOutRecordImportBody>;

export const ZOutRecordImportRow = z.object({
  line: z.number().int(),
  shippedAt: z.string(),
  principal: z.string(),
  destination: z.string(),
  deviceNumbers: z.array(z.string()),
  product: z.string(),
  errors: z.array(ZImportRowError),
});
export type TOutRecordImportRow = z.infer<typeof ZOutRecordImportRow>;

export const ZOutRecordImportResult = z.object({
  committed: z.boolean(),
  total: z.number().int(),
  invalid: z.number().int(),
  fileErrors: z.array(ZImportRowError),
  rows: z.array(ZOutRecordImportRow),
});
export type TOutRecordImportResult = z.infer<typeof ZOutRecordImportResult>;
