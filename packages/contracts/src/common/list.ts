import { z } from 'zod';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(PAGE_DEFAULT),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/**
 * The sort a list offers: only the named fields (what an operator sorts that list by), each of which
 * the server maps to a column of its own; a client never names a column. Without `sortField` the
 * list keeps its natural order; without `sortOrder` a field sorts ascending.
 */
export const zListSort = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  sortField: z.enum(fields).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
});
export interface TListSort<F extends string = string> {
  sortField?: F;
  sortOrder?: TSortOrder;
}

export const ZListResult = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TListResult<T> = { list: T[]; total: number; page: number; pageSize: number };
