import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from './lang';

/** A fresh i18n module, as a page load gets it (the test setup has loaded every language into its own). */
const freshI18n = async (stored: string) => {
  localStorage.setItem(LANGUAGE_KEY, stored);
  vi.resetModules();
  const m = await import('./i18n');
  await m.i18nReady;
  return m;
};

afterEach(() => localStorage.clear());

describe('i18n: one language in the entry, the others fetched when chosen', () => {
  it('starts in zh with nothing else loaded, and switches to ja with its texts and antd locale', async () => {
    const { i18n, changeLanguage, antdLocale } = await freshI18n('zhCN');
    expect(i18n.t('auth:submit')).toBe('登录');
    expect(i18n.hasResourceBundle('ja', 'auth')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);

    await changeLanguage('jaJP');
    expect(i18n.t('auth:submit')).toBe('ログイン');
    expect(i18n.t('http.404', { ns: 'shared' })).not.toBe(i18n.getFixedT('zh')('http.404', { ns: 'shared' }));
    expect(antdLocale().locale).toBe('ja');
  });

  it('has a stored non-default language ready before the first render', async () => {
    const { i18n, antdLocale, currentLang } = await freshI18n('enUS');
    expect(currentLang()).toBe('en');
    expect(i18n.t('auth:submit')).toBe('Sign in');
    expect(antdLocale().locale).toBe('en');
  });
});
