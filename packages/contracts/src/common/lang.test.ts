import { describe, expect, it } from 'vitest';
import { defaultStoredLang, langFromAcceptLanguage, langToStored, LANGS, storedToLang } from './lang';

describe('defaultStoredLang (spec §4)', () => {
  it.each([
    ['ja', 'jaJP'],
    ['ja-JP', 'jaJP'],
    ['zh-CN', 'zhCN'],
    ['zh-TW', 'zhCN'],
    ['zh-cn', 'zhCN'],
    ['fr', 'enUS'],
    ['en-GB', 'enUS'],
    ['zh-HK', 'enUS'],
    ['', 'enUS'],
    [undefined, 'enUS'],
  ] as const)('browser %s gives %s', (browser, stored) => expect(defaultStoredLang(browser)).toBe(stored));
});

describe('storedToLang and langToStored', () => {
  it('round-trip every language', () => {
    for (const l of LANGS) expect(storedToLang(langToStored(l))).toBe(l);
  });
  it('maps an unknown or missing stored value to zh', () => {
    expect(storedToLang('frFR')).toBe('zh');
    expect(storedToLang(null)).toBe('zh');
  });
});

describe('langFromAcceptLanguage', () => {
  it('falls back to zh without a header or a supported tag', () => {
    expect(langFromAcceptLanguage(undefined)).toBe('zh');
    expect(langFromAcceptLanguage('')).toBe('zh');
    expect(langFromAcceptLanguage('fr-FR, de;q=0.8')).toBe('zh');
  });
  it('takes the first supported tag by its base language', () => {
    expect(langFromAcceptLanguage('fr-FR, ja-JP, en')).toBe('ja');
    expect(langFromAcceptLanguage('EN-us')).toBe('en');
  });
  it('orders tags by q-value rather than by position', () => {
    expect(langFromAcceptLanguage('en;q=0.5, ja;q=0.9')).toBe('ja');
    expect(langFromAcceptLanguage('fr;q=1, en;q=0.3, zh-CN;q=0.7')).toBe('zh');
    expect(langFromAcceptLanguage('ja;q=0.2, en')).toBe('en');
  });
  it('keeps header order between equal q-values', () => {
    expect(langFromAcceptLanguage('en;q=0.8, ja;q=0.8')).toBe('en');
  });
});

describe('langFromAcceptLanguage edge cases', () => {
  it('skips languages marked q=0 and keeps header order on equal q', () => {
    expect(langFromAcceptLanguage('ja;q=0, en')).toBe('en');
    expect(langFromAcceptLanguage('fr, ja, en')).toBe('ja');
    expect(langFromAcceptLanguage('en;q=abc, ja;q=0.5')).toBe('en');
  });
});
