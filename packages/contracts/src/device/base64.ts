import { z } from 'zod';
import { V } from '../validation/rules';

/**
 * Standard base64 (RFC 4648 §4, `+` `/`, padded), nothing else: Node's decoder skips what it does not
 * know, so a payload in another encoding would otherwise be stored as garbage bytes. The pattern is
 * linear (a 1.4 MB log checks in milliseconds); the length check completes it.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const zBase64 = (maxChars: number) =>
  z
    .string()
    .max(maxChars)
    .regex(BASE64, V.invalid)
    .refine((s) => s.length % 4 === 0, V.invalid);

/** A JPEG in base64: its first bytes FF D8 FF encode as `/9j/`. */
export const zJpegBase64 = (maxChars: number) => zBase64(maxChars).startsWith('/9j/', V.invalid);
