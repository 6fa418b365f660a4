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

describe('i18n: no language in the entry, the stored one fetched before the first render, the others when chosen', () => {
  it('starts in zh with nothing else loaded, and switches to ja with its texts and antd locale', async () => {
    const { i18n, changeLanguage, antdLocale } = await freshI18n('zhCN');
    expect(i18n.t('auth:submit')).toBe('登录');
    expect(i18n.hasResourceBundle('ja', 'auth')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);

    await changeLanguage('jaJP');
    expect(i18n.t('auth:submit')).toBe('ログイン');
    expect(i18n.t('http.404', { ns: 'shared' })).not.toBe(i18n.getFixedT('zh')('http.404', { ns: 'shared' }));
    expect(antdLocale()?.locale).toBe('ja');
  });

  it('has a stored non-default language ready before the first render', async () => {
    const { i18n, antdLocale, currentLang } = await freshI18n('enUS');
    expect(currentLang()).toBe('en');
    expect(i18n.t('auth:submit')).toBe('Sign in');
    expect(antdLocale()?.locale).toBe('en');
    // zh is only the fallback: an en user does not download its texts (bench:web's Login budget).
    expect(i18n.hasResourceBundle('zh', 'auth')).toBe(false);
    expect(i18n.hasResourceBundle('zh', 'shared')).toBe(false);
  });

  it("shows zh's texts, not keys, when the stored language's chunk cannot be fetched", async () => {
    vi.doMock('../locales/ja/bundle', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { i18n, antdLocale } = await freshI18n('jaJP');
      expect(i18n.t('auth:submit')).toBe('登录');
      expect(antdLocale()?.locale).toBe('zh-cn');
    } finally {
      vi.doUnmock('../locales/ja/bundle');
    }
  });
});

describe('i18n: the texts of Login in the bundle, those of a screen when it opens', () => {
  it('starts with only what Login shows: the namespace of a screen is not in yet', async () => {
    const { i18n } = await freshI18n('enUS');
    expect(i18n.t('auth:submit')).toBe('Sign in');
    for (const lang of ['zh', 'en']) expect(i18n.hasResourceBundle(lang, 'robot')).toBe(false);
    expect(i18n.t('robot:noValue')).toBe('noValue');
  });

  it('loads the namespace of a screen in the current language only, and then shows its text', async () => {
    const { i18n, loadNamespaces } = await freshI18n('enUS');
    await loadNamespaces(['robot']);
    expect(i18n.t('robot:noValue')).toBe('No data');
    // zh is the fallback language, but en has every key: its copy is not fetched.
    expect(i18n.hasResourceBundle('zh', 'robot')).toBe(false);
  });

  it('gives a language chosen later the namespaces shown so far', async () => {
    const { i18n, loadNamespaces, changeLanguage } = await freshI18n('zhCN');
    await loadNamespaces(['user']);
    expect(i18n.t('user:title')).toBe('用户管理');
    await changeLanguage('jaJP');
    expect(i18n.t('user:title')).toBe('ユーザー管理');
  });
});
