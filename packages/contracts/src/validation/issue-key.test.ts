import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { V } from './rules';
import { fieldErrorOf, validationKeyOf } from './issue-key';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a refusal');
  return r.error.issues[0]!;
};

describe('validationKeyOf', () => {
  it('says required for a missing field, not zod English', () => {
    expect(validationKeyOf(firstIssue(z.object({ name: z.string() }), {}))).toBe('validation.required');
  });
  it('says invalid for a value of the wrong type that is present', () => {
    expect(validationKeyOf(firstIssue(z.object({ name: z.string() }), { name: 3 }))).toBe('validation.invalid');
  });
  it('keeps the key a rule of ours carries', () => {
    expect(validationKeyOf(firstIssue(z.string().regex(/^\d+$/, V.digits), 'x'))).toBe('validation.digits');
  });
  it('says too long for a string over its maximum', () => {
    expect(validationKeyOf(firstIssue(z.string().max(2), 'abc'))).toBe('validation.tooLong');
  });
});

describe('fieldErrorOf', () => {
  it('names the values of an enum', () => {
    expect(fieldErrorOf('mode', firstIssue(z.enum(['a', 'b']), 'c'))).toEqual({
      path: 'mode',
      code: 'validation.oneOf',
      values: ['a', 'b'],
    });
  });
});
