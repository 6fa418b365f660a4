import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZRobotType } from '../enums/robot.enums';
import { V, zString, zText } from '../validation/rules';
import type { Lang } from '../common/lang';

/** What a robot of a type can do; the console shows it and an operator filters by it. */
export const ROBOT_CAPABILITIES = ['camera', 'gps', 'elevator', 'waterTank'] as const;
export const ZRobotCapability = z.enum(ROBOT_CAPABILITIES, { error: V.invalid });
export type TRobotCapability = z.infer<typeof ZRobotCapability>;

/** The `{model}` of a device number (YJ-{model}-NNNNN): letters and digits, unique in the catalogue. */
export const ZRobotTypeModel = zString({ error: V.required })
  .min(1, V.required)
  .max(10, V.tooLong)
  .regex(/^[A-Za-z0-9]+$/, V.alnum);

/** The longest a consumable may be rated for: the same bound as a robot's own report (device ZConsumable). */
export const ROBOT_TYPE_LIFESPAN_MAX_HOURS = 100_000;
export const ROBOT_TYPE_CONSUMABLES_MAX = 30;

/** A wearing part a robot of the type leaves the factory with: the key its robots report and its lifespan. */
export const ZRobotTypeConsumable = z.object({
  key: zString({ error: V.required })
    .min(1, V.required)
    .max(32, V.tooLong)
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, V.alnum),
  lifespanHours: z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(ROBOT_TYPE_LIFESPAN_MAX_HOURS, V.invalid),
});
export type TRobotTypeConsumable = z.infer<typeof ZRobotTypeConsumable>;

const ZConsumables = z
  .array(ZRobotTypeConsumable)
  .max(ROBOT_TYPE_CONSUMABLES_MAX, V.invalid)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      if (seen.has(c.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: V.duplicateKey });
      seen.add(c.key);
    });
  });

const fields = {
  model: ZRobotTypeModel,
  nameZh: zText(30),
  nameEn: zText(30),
  nameJa: zText(30),
  capabilities: z.array(ZRobotCapability).max(ROBOT_CAPABILITIES.length, V.invalid).default([]),
  consumables: ZConsumables.default([]),
  /** A picture of the file store (the caller's subtree); null clears it. */
  pictureId: zId().nullable().optional(),
};

/** A new type of the catalogue (platform staff): its code is chosen once and never changes. */
export const ZRobotTypeSaveBody = z.object({ code: ZRobotType, ...fields });
export type TRobotTypeSaveBody = z.input<typeof ZRobotTypeSaveBody>;

/** An edit: the fields given change; the model only while no robot is of the type (their numbers carry it). */
export const ZRobotTypeUpdateBody = z.object({
  code: ZRobotType,
  model: fields.model.optional(),
  nameZh: fields.nameZh.optional(),
  nameEn: fields.nameEn.optional(),
  nameJa: fields.nameJa.optional(),
  capabilities: z.array(ZRobotCapability).max(ROBOT_CAPABILITIES.length, V.invalid).optional(),
  consumables: ZConsumables.optional(),
  pictureId: fields.pictureId,
});
export type TRobotTypeUpdateBody = z.input<typeof ZRobotTypeUpdateBody>;

/** `:code` of a robot type in a path. */
export const ZRobotTypeCodeParams = z.object({
  code: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(32767, V.invalid),
});

export const ROBOT_TYPE_SORT_FIELDS = ['code', 'model', 'updatedAt'] as const;

export const ZRobotTypeListQuery = ZListQuery.extend({
  ...zListSort(ROBOT_TYPE_SORT_FIELDS),
  /** Matches the model or a name in any language. */
  keyword: zString().max(60, V.tooLong).optional(),
  capability: ZRobotCapability.optional(),
});
export type TRobotTypeListQuery = z.input<typeof ZRobotTypeListQuery>;

/** What every screen needs to name and pick a type: the catalogue without its bookkeeping. */
export const ZRobotTypeOption = z.object({
  code: ZRobotType,
  model: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  capabilities: z.array(ZRobotCapability),
});
export type TRobotTypeOption = z.infer<typeof ZRobotTypeOption>;

export const ZRobotTypeRow = ZRobotTypeOption.extend({
  consumables: z.array(ZRobotTypeConsumable),
  pictureId: z.number().int().nullable(),
  /** Robots registered with the type (deleted ones aside): while any, the type cannot be deleted nor its model changed. */
  robots: z.number().int(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRobotTypeRow = z.infer<typeof ZRobotTypeRow>;

const NAME_FIELDS = { zh: 'nameZh', en: 'nameEn', ja: 'nameJa' } as const satisfies Record<Lang, keyof TRobotTypeOption>;
export type TRobotTypeNames = Pick<TRobotTypeOption, (typeof NAME_FIELDS)[Lang]>;

/** A type's own name in a language. */
export const nameOfType = (t: TRobotTypeNames, lang: Lang) => t[NAME_FIELDS[lang]];

/** The name of a type by code in a language; an unknown code (a type deleted since) reads as its code. */
export const robotTypeName = (options: readonly TRobotTypeOption[] | undefined, code: number | null | undefined, lang: Lang) => {
  if (code == null) return '';
  const t = options?.find((o) => o.code === code);
  return t ? nameOfType(t, lang) : `#${code}`;
};

/** The four types of spec §4, seeded by migration 0037; the demo fleet, the simulator's defaults and tests use them. */
export const SEEDED_ROBOT_TYPES = [
  { code: 1, model: '130', nameZh: '130 型', nameEn: 'Model 130', nameJa: '130型' },
  { code: 10, model: '90', nameZh: '90 型', nameEn: 'Model 90', nameJa: '90型' },
  { code: 15, model: '80', nameZh: '80 型', nameEn: 'Model 80', nameJa: '80型' },
  { code: 20, model: '40', nameZh: '40 型', nameEn: 'Model 40', nameJa: '40型' },
] as const;
