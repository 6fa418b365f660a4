import { V, ZPassword } from '@fleet/contracts';
import { z } from 'zod';

/**
 * The repeat check of the create form. A refinement on the whole save body would only run once
 * every other field is valid (zod skips object refinements after issues), so the pair is checked
 * on its own, with the contract's password rule and mismatch key.
 */
export const ZPasswordPair = z
  .object({ password: ZPassword, repeatPassword: z.string() })
  .refine((b) => b.password === b.repeatPassword, { message: V.passwordMismatch, path: ['repeatPassword'] });
