import { z } from 'zod';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(PAGE_DEFAULT),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZListResult = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TListResult<T> = { list: T[]; total: number; page: number; pageSize: number };
