import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZResetPasswordBody } from '../auth/auth.schema';
import {
  isOrderedRange,
  parseDeviceNumber,
  V,
  ZAccount,
  ZAlnum,
  ZDeviceNumber,
  ZDigits4,
  ZEmail,
  ZPassword,
  ZPhone,
  zOptText,
  zText,
  ZTimeRange,
} from './rules';

/** The message keys of a failed parse, in order; [] when it passes. */
const keys = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
const accepts = (schema: z.ZodType, value: unknown) => expect(keys(schema, value)).toEqual([]);
const rejects = (schema: z.ZodType, value: unknown, key: string) => expect(keys(schema, value)).toEqual([key]);

describe('ZPassword', () => {
  it('accepts 9 characters with digit, upper, lower and special', () => accepts(ZPassword, 'Abcdefg1!'));
  it('rejects 8 characters as weak, since it must be longer than 8', () => rejects(ZPassword, 'Abcdef1!', V.passwordWeak));
  it.each([
    ['no digit', 'Abcdefgh!'],
    ['no upper case', 'abcdefg1!'],
    ['no lower case', 'ABCDEFG1!'],
    ['no special character', 'Abcdefgh1'],
  ])('rejects a password with %s as weak', (_, pw) => rejects(ZPassword, pw, V.passwordWeak));
  it('rejects a space anywhere', () => {
    rejects(ZPassword, 'Abcd efg1!', V.spaces);
    rejects(ZPassword, 'Abcdefg1! ', V.spaces);
  });
  it('rejects over 32 characters as too long', () => {
    expect(keys(ZPassword, `Aa1!${'x'.repeat(29)}`)).toContain(V.tooLong);
  });
});

describe('ZResetPasswordBody', () => {
  const body = { oldPassword: 'old', newPassword: 'Abcdefg1!', repeatPassword: 'Abcdefg1!' };
  it('accepts a repeated password equal to the new one', () => accepts(ZResetPasswordBody, body));
  it('reports a mismatch on repeatPassword', () => {
    const issues = ZResetPasswordBody.safeParse({ ...body, repeatPassword: 'Abcdefg1?' }).error?.issues;
    expect(issues?.map((i) => [i.message, i.path])).toEqual([[V.passwordMismatch, ['repeatPassword']]]);
  });
});

describe('ZAccount', () => {
  it('accepts letters and digits, at least 6', () => {
    accepts(ZAccount, 'abc123');
    accepts(ZAccount, 'ABCDEF');
  });
  it('rejects 5 characters', () => rejects(ZAccount, 'abc12', V.account));
  it('rejects anything but letters and digits', () => {
    rejects(ZAccount, 'abc_123', V.account);
    rejects(ZAccount, 'abc 123', V.account);
  });
});

describe('empty required fields', () => {
  it.each([
    ['ZPassword', ZPassword],
    ['ZAccount', ZAccount],
    ['ZPhone', ZPhone],
    ['ZEmail', ZEmail],
    ['ZDeviceNumber', ZDeviceNumber],
    ['zText(20)', zText(20)],
  ] as const)('%s reports only required for an empty string and for undefined', (_, schema) => {
    rejects(schema, '', V.required);
    rejects(schema, undefined, V.required);
  });
});

describe('ZPhone', () => {
  it.each(['13800138000', '+8613800138000', '0312345678'])('accepts %s', (p) => accepts(ZPhone, p));
  it.each(['138-0013-8000', '12345', 'phone123', '+86 138 0013 8000'])('rejects %s', (p) => rejects(ZPhone, p, V.phone));
});

describe('ZEmail', () => {
  it.each(['ops@example.com', 'a.b+c@mail.example.co.jp'])('accepts %s', (e) => accepts(ZEmail, e));
  it.each(['ops@', 'ops.example.com', 'ops@example', 'o ps@example.com', 'ops@example.c'])('rejects %s', (e) =>
    rejects(ZEmail, e, V.email),
  );
});

describe('zText', () => {
  it('accepts up to the limit', () => accepts(zText(20), 'a'.repeat(20)));
  it('rejects one character over the limit', () => rejects(zText(20), 'a'.repeat(21), V.tooLong));
  it('rejects leading or trailing spaces but allows inner ones', () => {
    rejects(zText(20), ' a', V.spaces);
    rejects(zText(20), 'a ', V.spaces);
    accepts(zText(20), 'a b');
  });
  it('rejects empty and missing as required', () => {
    rejects(zText(300), '', V.required);
    rejects(zText(300), undefined, V.required);
  });
});

describe('zOptText', () => {
  it('turns an empty string into undefined', () => expect(zOptText(30).parse('')).toBeUndefined());
  it('accepts absence and valid text', () => {
    expect(zOptText(30).parse(undefined)).toBeUndefined();
    expect(zOptText(30).parse('hello')).toBe('hello');
  });
  it('still rejects text over the limit', () => expect(zOptText(30).safeParse('a'.repeat(31)).success).toBe(false));
});

describe('ZDigits4 and ZAlnum', () => {
  it('needs 4 or more digits', () => {
    accepts(ZDigits4, '1234');
    rejects(ZDigits4, '123', V.digits);
    rejects(ZDigits4, '12a4', V.digits);
  });
  it('takes English letters and digits only', () => {
    accepts(ZAlnum(20), 'Abc123');
    rejects(ZAlnum(20), 'Abc-123', V.alnum);
    rejects(ZAlnum(20), '中文', V.alnum);
  });
});

describe('ZDeviceNumber', () => {
  it.each(['YJ-130-00001', 'SIMULATION-90-12345'])('accepts %s', (n) => accepts(ZDeviceNumber, n));
  it.each(['YJ-130-1234', 'YJ-130-123456', 'SIMULATION-90-1234a'])('rejects the suffix of %s', (n) =>
    rejects(ZDeviceNumber, n, V.deviceSuffix),
  );
  it.each(['XX-130-00001', 'YJ130-00001', 'yj-130-00001'])('rejects the format of %s', (n) => rejects(ZDeviceNumber, n, V.deviceNumber));
});

describe('parseDeviceNumber', () => {
  it('splits a real device number', () =>
    expect(parseDeviceNumber('YJ-130-00001')).toEqual({ simulated: false, model: '130', suffix: '00001' }));
  it('marks a simulated device', () =>
    expect(parseDeviceNumber('SIMULATION-90-12345')).toEqual({ simulated: true, model: '90', suffix: '12345' }));
  it('returns null for a malformed number', () => {
    expect(parseDeviceNumber('YJ-130-1234')).toBeNull();
    expect(parseDeviceNumber('XX-130-00001')).toBeNull();
  });
});

describe('ZTimeRange', () => {
  it('accepts an end equal to or after the start', () => {
    accepts(ZTimeRange, { start: '2024-01-01T08:00:00Z', end: '2024-01-01T08:00:00Z' });
    accepts(ZTimeRange, { start: '2024-01-01T08:00:00Z', end: '2024-01-02T08:00:00Z' });
  });
  it('reports an end before the start on path end', () => {
    const issues = ZTimeRange.safeParse({ start: '2024-01-02', end: '2024-01-01' }).error?.issues;
    expect(issues?.map((i) => [i.message, i.path])).toEqual([[V.endBeforeStart, ['end']]]);
  });
  it('isOrderedRange lets an open end or start through', () => {
    expect(isOrderedRange(null, '2024-01-01')).toBe(true);
    expect(isOrderedRange('2024-01-01', undefined)).toBe(true);
    expect(isOrderedRange('2024-01-02', '2024-01-01')).toBe(false);
  });
});
