import { z } from 'zod';
import { V } from '../validation/rules';

/** Database ids are PostgreSQL `integer`: anything beyond is refused as invalid, never sent to SQL. */
export const ID_MAX = 2_147_483_647;
export const zId = () => z.number({ error: V.required }).int(V.invalid).positive(V.invalid).max(ID_MAX, V.invalid);
/** An id in a path or query string. */
export const zIdParam = () => z.coerce.number().int(V.invalid).positive(V.invalid).max(ID_MAX, V.invalid);
