import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZComponentKind } from '../enums/component.enums';
import { ZRobotType } from '../enums/robot.enums';
import { V, zClearableText, zOptText, zString, zText } from '../validation/rules';

/** The most component lines one product's bill may hold, and the most of one model in it. */
export const PRODUCT_BILL_MAX = 50;
export const PRODUCT_COUNT_MAX = 99;

/** One line of a product's bill of components: a component model of the catalogue and how many the product holds. */
export const ZProductBillLine = z.object({
  componentModelId: zId(),
  count: z.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(PRODUCT_COUNT_MAX, V.invalid),
});
export type TProductBillLine = z.infer<typeof ZProductBillLine>;

/** A model appears once in a bill: two lines of the same model are one line with their counts added. */
const ZBill = z
  .array(ZProductBillLine)
  .max(PRODUCT_BILL_MAX, V.invalid)
  .refine((b) => new Set(b.map((l) => l.componentModelId)).size === b.length, V.invalid);

/**
 * A sellable product (issue 16, the product screen): a name, the model number it is sold under (unique,
 * letter case aside, in its organisation), the robot type it is built on, and its bill of components:
 * models of the component catalogue that fit that robot type.
 */
export const ZProductSaveBody = z.object({
  name: zText(60),
  model: zText(32),
  robotType: ZRobotType,
  components: ZBill.default([]),
  description: zOptText(300),
  /** The organisation whose catalogue holds it; the caller's own when absent. */
  orgId: zId().optional(),
});
export type TProductSaveBody = z.input<typeof ZProductSaveBody>;

/** An edit: the fields given change; `components` replaces the whole bill. */
export const ZProductUpdateBody = z.object({
  id: zId(),
  name: zText(60).optional(),
  model: zText(32).optional(),
  robotType: ZRobotType.optional(),
  components: ZBill.optional(),
  /** '' clears it. */
  description: zClearableText(300).optional(),
});
export type TProductUpdateBody = z.input<typeof ZProductUpdateBody>;

export const PRODUCT_SORT_FIELDS = ['name', 'model', 'updatedAt'] as const;
export type TProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const ZProductListQuery = ZListQuery.extend({
  ...zListSort(PRODUCT_SORT_FIELDS),
  /** Matches the name or the model. */
  keyword: zString().max(60, V.tooLong).optional(),
  robotType: ZRobotType.optional(),
  /** Products whose bill holds this component model. */
  componentModelId: zId().optional(),
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;

/** A bill line as read: with the model's number and kind, so a list shows it without another request. */
export const ZProductComponent = ZProductBillLine.extend({ model: z.string(), kind: ZComponentKind });
export type TProductComponent = z.infer<typeof ZProductComponent>;

export const ZProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  robotType: ZRobotType,
  components: z.array(ZProductComponent),
  description: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;
