import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { RemovedTo, ZComponentKind, ZMaintainCategory, ZRemovedTo } from '../enums/component.enums';
import { isOrderedRange, V, ZInstant, ZPhone, zString, zText } from '../validation/rules';

/** The most pictures and component replacements one maintenance record holds. */
export const MAINTAIN_PICTURES_MAX = 9;
export const MAINTAIN_REPLACEMENTS_MAX = 10;

/**
 * A component replaced during the visit: the one taken out of the robot (it must be installed in it) goes
 * where `removedTo` says, the one put in (idle, of a model fitting the robot) is installed. Either side
 * may be absent (a part only taken out, or only added).
 */
export const ZReplacement = z
  .object({
    removeId: zId().optional(),
    removedTo: ZRemovedTo.default(RemovedTo.REMOVE),
    installId: zId().optional(),
  })
  .refine((r) => r.removeId !== undefined || r.installId !== undefined, { message: V.required, path: ['installId'] });
export type TReplacement = z.input<typeof ZReplacement>;

const zPictures = () => z.array(zId()).max(MAINTAIN_PICTURES_MAX, V.invalid);

/**
 * A maintenance record (issue 16, maintainRecord; spec §3): who maintained which robot, when, where, why,
 * what was wrong, how to reach them, the kind of visit, pictures, and the components replaced (each
 * replacement moves the components in the same transaction as the record).
 */
export const ZMaintainRecordSaveBody = z.object({
  robotId: zId(),
  maintainer: zText(30),
  maintainedAt: ZInstant,
  address: zText(300),
  cause: zText(300),
  problem: zText(300),
  phone: ZPhone,
  category: ZMaintainCategory,
  pictures: zPictures().default([]),
  replacements: z.array(ZReplacement).max(MAINTAIN_REPLACEMENTS_MAX, V.invalid).default([]),
});
export type TMaintainRecordSaveBody = z.input<typeof ZMaintainRecordSaveBody>;

/** An edit of the record's own fields; its replacements happened and stay as they were. */
export const ZMaintainRecordUpdateBody = z.object({
  id: zId(),
  maintainer: zText(30).optional(),
  maintainedAt: ZInstant.optional(),
  address: zText(300).optional(),
  cause: zText(300).optional(),
  problem: zText(300).optional(),
  phone: ZPhone.optional(),
  category: ZMaintainCategory.optional(),
  pictures: zPictures().optional(),
});
export type TMaintainRecordUpdateBody = z.input<typeof ZMaintainRecordUpdateBody>;

export const MAINTAIN_SORT_FIELDS = ['maintainedAt', 'maintainer', 'category'] as const;

const rangeOrdered = (q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!isOrderedRange(q.start, q.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: V.endBeforeStart });
};

const filters = {
  ...zListSort(MAINTAIN_SORT_FIELDS),
  /** Matches the maintainer, the address, the problem or the robot's device number. */
  keyword: zString().max(60, V.tooLong).optional(),
  category: ZMaintainCategory.optional(),
  robotId: zId().optional(),
  /** Maintained from / until (instants). */
  start: ZInstant.optional(),
  end: ZInstant.optional(),
};
export const ZMaintainRecordFilters = z.object(filters).superRefine(rangeOrdered);
export const ZMaintainRecordListQuery = ZListQuery.extend(filters).superRefine(rangeOrdered);
export type TMaintainRecordListQuery = z.input<typeof ZMaintainRecordListQuery>;
export type TMaintainRecordFilters = z.input<typeof ZMaintainRecordFilters>;

/** One side of a recorded replacement: the component as it is named in the record. */
const ZReplacedPart = z.object({ id: z.number().int(), serialNo: z.string(), model: z.string(), kind: ZComponentKind });
export const ZRecordedReplacement = z.object({
  removed: ZReplacedPart.nullable(),
  removedTo: ZRemovedTo.nullable(),
  installed: ZReplacedPart.nullable(),
});
export type TRecordedReplacement = z.infer<typeof ZRecordedReplacement>;

export const ZMaintainRecord = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  deviceNumber: z.string(),
  robotAlias: z.string(),
  maintainer: z.string(),
  maintainedAt: z.string(),
  address: z.string(),
  cause: z.string(),
  problem: z.string(),
  phone: z.string(),
  category: ZMaintainCategory,
  pictures: z.array(z.number().int()),
  replacements: z.array(ZRecordedReplacement),
  /** The organisation that recorded it (a host's service staff, or the owner's). */
  orgId: z.number().int(),
  orgName: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMaintainRecord = z.infer<typeof ZMaintainRecord>;
