import { OUT_RECORD_ROBOTS_MAX, V, ZDeviceNumber } from '@fleet/contracts';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { i18n } from '../../../lib/i18n';

export interface ParsedNumbers {
  /** Device numbers as the contract writes them, each once, in the order first given. */
  valid: string[];
  /** What is not a device number, each once. */
  invalid: string[];
}

/**
 * Device numbers as pasted or scanned: one per line, or separated by commas (also the full-width ones),
 * semicolons or spaces; a scanner types a number and Enter, which is a new line.
 */
const SEPARATORS = /[\s,，;；、]+/;

export const splitNumbers = (text: string | undefined) => (text ?? '').split(SEPARATORS).filter(Boolean);

/** The unique numbers of `text`, sorted into the valid ones and those the contract refuses. */
export const parseDeviceNumbers = (text: string | undefined): ParsedNumbers => {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const n of new Set(splitNumbers(text))) (ZDeviceNumber.safeParse(n).success ? valid : invalid).push(n);
  return { valid, invalid };
};

/** The robots field as a form holds it: one number a line, as a scanner leaves it. */
export const joinNumbers = (numbers: readonly string[]) => numbers.join('\n');

/** True when both list the same robots, in any order. */
export const sameNumbers = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((n) => set.has(n));
};

/**
 * Checks the robots field before anything is sent: numbers that cannot be device numbers are named
 * in the user's language; none at all is the contract's "required", over the limit its own sentence.
 */
export const deviceNumbersRule = (t: TFunction<'outRecord'>): Rule => ({
  validator: async (_, text: string | undefined) => {
    const { valid, invalid } = parseDeviceNumbers(text);
    if (invalid.length) throw new Error(t('robots.invalid', { count: invalid.length, numbers: invalid.join(', ') }));
    if (!valid.length) throw new Error(i18n.t(V.required));
    if (valid.length > OUT_RECORD_ROBOTS_MAX) throw new Error(t('robots.tooMany', { max: OUT_RECORD_ROBOTS_MAX }));
  },
});
