import { z } from 'zod';
import { V } from '../validation/rules';

/**
 * Characters no device string may carry: U+0000, which PostgreSQL text cannot store, and UTF-16
 * surrogates without their pair, which are not Unicode at all (PostgreSQL refuses their JSON escape).
 * One such string in a batched insert used to fail the whole second's batch of every robot.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isDeviceTextSafe = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * Every string of a device payload (both directions) is one of these: refused at the contract
 * boundary, so the gateway counts and drops the message instead of handing it to the database.
 * Chain `.min()`, `.max()`, `.regex()` as on `z.string()`.
 */
export const deviceText = () => z.string().refine(isDeviceTextSafe, V.invalid);

/** The same text made safe for the database (U+0000 and lone surrogates replaced): quoting what a robot sent. */
export const toDeviceTextSafe = (s: string) => s.replaceAll('\u0000', ' ').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
