import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZComponentKind } from '../enums/component.enums';
import { ZRobotType } from '../enums/robot.enums';
import { V, zClearableText, zOptText, zString, zText } from '../validation/rules';

/** The longest a consumable may be rated for: some 11 years of round-the-clock cleaning. */
export const COMPONENT_LIFESPAN_MAX_HOURS = 100_000;

const ZRobotTypes = z.array(ZRobotType, { error: V.required }).min(1, V.required).max(10, V.invalid);
const ZLifespan = z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(COMPONENT_LIFESPAN_MAX_HOURS, V.invalid);

/**
 * A component model of the catalogue (componentConfig): a consumable (brush, filter …) is rated for a
 * number of working hours, which the robots' consumable counters and warnings count down from; a part
 * that is not a consumable has none.
 */
const consumableHasLifespan = (b: { consumable?: boolean; lifespanHours?: number | null }) =>
  b.consumable === undefined || (b.consumable ? b.lifespanHours != null : b.lifespanHours == null);
const LIFESPAN_ISSUE = { message: V.required, path: ['lifespanHours'] };

export const ZComponentModelSaveBody = z
  .object({
    /** The manufacturer's model number: unique (letter case aside) in its organisation's catalogue. */
    model: zText(32),
    kind: ZComponentKind,
    vendor: zOptText(30),
    consumable: z.boolean().default(false),
    /** Required for a consumable, absent otherwise. */
    lifespanHours: ZLifespan.nullable().optional(),
    /** The robot types it fits. */
    robotTypes: ZRobotTypes,
    description: zOptText(300),
    /** The organisation whose catalogue holds it (its staff and those above see it); the caller's own when absent. */
    orgId: zId().optional(),
  })
  .refine(consumableHasLifespan, LIFESPAN_ISSUE);
export type TComponentModelSaveBody = z.input<typeof ZComponentModelSaveBody>;

/** An edit: the fields given change; `consumable` and `lifespanHours` are checked together when either is given. */
export const ZComponentModelUpdateBody = z
  .object({
    id: zId(),
    model: zText(32).optional(),
    kind: ZComponentKind.optional(),
    /** '' clears it. */
    vendor: zClearableText(30).optional(),
    consumable: z.boolean().optional(),
    lifespanHours: ZLifespan.nullable().optional(),
    robotTypes: ZRobotTypes.optional(),
    description: zClearableText(300).optional(),
  })
  .refine(consumableHasLifespan, LIFESPAN_ISSUE);
export type TComponentModelUpdateBody = z.input<typeof ZComponentModelUpdateBody>;

export const COMPONENT_MODEL_SORT_FIELDS = ['model', 'kind', 'updatedAt'] as const;
export type TComponentModelSortField = (typeof COMPONENT_MODEL_SORT_FIELDS)[number];

export const ZComponentModelListQuery = ZListQuery.extend({
  ...zListSort(COMPONENT_MODEL_SORT_FIELDS),
  /** Matches the model or the vendor. */
  keyword: zString().max(60, V.tooLong).optional(),
  kind: ZComponentKind.optional(),
  robotType: ZRobotType.optional(),
  consumable: z.boolean().optional(),
});
export type TComponentModelListQuery = z.input<typeof ZComponentModelListQuery>;

export const ZComponentModel = z.object({
  id: z.number().int(),
  model: z.string(),
  kind: ZComponentKind,
  vendor: z.string(),
  consumable: z.boolean(),
  lifespanHours: z.number().int().nullable(),
  robotTypes: z.array(ZRobotType),
  description: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TComponentModel = z.infer<typeof ZComponentModel>;
