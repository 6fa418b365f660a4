import { describe, expect, it } from 'vitest';
import { contentDisposition } from './route';

describe('contentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name, a CJK file name included', () => {
    expect(contentDisposition('操作日志-2026.csv')).toBe(
      `attachment; filename="____-2026.csv"; filename*=UTF-8''${encodeURIComponent('操作日志')}-2026.csv`,
    );
  });

  it("encodes the characters RFC 8187 does not allow bare (a ' would end the charset part)", () => {
    expect(contentDisposition("o'brien (1)*.csv", true)).toBe(
      `inline; filename="o'brien (1)*.csv"; filename*=UTF-8''o%27brien%20%281%29%2A.csv`,
    );
    expect(contentDisposition('a"b\\c.csv')).toContain('filename="a_b_c.csv"');
  });
});
