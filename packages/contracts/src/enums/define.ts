import { z } from 'zod';
import { V } from '../validation/rules';

/** The union of an enumeration object's values: `EnumValue<typeof WorkStatus>` is `0 | 1 | 2 | 3 | 6 | 7 | 8`. */
export type EnumValue<E> = E[keyof E];

/**
 * The schema of an enumeration object: accepts exactly its values. A wrong value fails with the
 * `validation.invalid` key, like every other rule, so forms and the server can translate it.
 * Query strings carry numbers as text: parse them with `z.coerce.number().pipe(ZX)`.
 */
export const zEnumOf = <const E extends Record<string, string | number>>(e: E) =>
  z.literal(Object.values(e) as EnumValue<E>[], { error: V.invalid });
