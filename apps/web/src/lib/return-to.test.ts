import { describe, expect, it } from 'vitest';
import { returnPath, returnState } from './return-to';

describe('return after sign-in', () => {
  it('returns to a console path with its query, and to nothing else', () => {
    const path = '/contentPageMobile/robotQrcodeMobile?code=QR0000000001';
    expect(returnPath(returnState(path))).toBe(path);
    for (const state of [
      null,
      undefined,
      {},
      { returnTo: '/' },
      { returnTo: '//evil.example/x' },
      { returnTo: 'https://evil.example' },
      { returnTo: 3 },
    ]) {
      expect(returnPath(state)).toBeNull();
    }
  });
});
