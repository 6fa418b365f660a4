import type { TFieldError } from '../common/envelope';

/** The parts of a zod issue (or of a Fastify validation error built from one) that name its cause. */
export interface IssueLike {
  message?: string;
  code?: string;
  origin?: unknown;
  values?: unknown;
}

/**
 * The validation key of an issue: our rules already carry one (`validation.phone`); zod's own issues
 * are mapped, so its English ("Invalid input: expected string, received undefined") never reaches a
 * user. Used by the server's error handler and by the web's form rules alike.
 */
export const validationKeyOf = (issue: IssueLike): string => {
  if (issue.message?.startsWith('validation.')) return issue.message;
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
  // zod says "received undefined" only for an absent value (it does not report inputs by default).
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '')) return 'validation.required';
  return 'validation.invalid';
};

/**
 * A refused field as the API reports it. A value outside a closed set (an enum) names the values it
 * takes, unless the schema gave a more precise key of its own.
 */
export const fieldErrorOf = (path: string, issue: IssueLike): TFieldError => {
  const values =
    issue.code === 'invalid_value' &&
    Array.isArray(issue.values) &&
    issue.values.every((v) => typeof v === 'string' || typeof v === 'number')
      ? (issue.values as (string | number)[])
      : null;
  const precise = issue.message?.startsWith('validation.') && issue.message !== 'validation.invalid';
  if (values && values.length > 0 && !precise) return { path, code: 'validation.oneOf', values };
  return { path, code: validationKeyOf(issue) };
};
