import { z } from 'zod';

/** Every answer of the API: `code` 0 is success (design.md §3). */
export const ZEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

export type TEnvelope<T> = { code: number; msg: string; data: T };

/**
 * A field the server refused: its message key, the values its message names (`vars`), and for a
 * closed set of values the values it takes.
 */
export const ZFieldError = z.object({
  path: z.string(),
  code: z.string(),
  values: z.array(z.union([z.string(), z.number()])).optional(),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

export const ZErrorData = z.object({ fields: z.array(ZFieldError).optional() }).nullable();
