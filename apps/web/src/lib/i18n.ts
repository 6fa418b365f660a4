import { langToStored, storedToLang, type Lang, type StoredLang } from '@fleet/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadBundle, type LangBundle } from '../locales/bundles';
import { bundle as zhBundle } from '../locales/zh/bundle';
import { readStoredLang, writeStoredLang } from './lang';

/**
 * UI namespaces come from locales/, the `shared` namespace from contracts (errors, http, validation,
 * menu labels). `shared` is the fallback namespace so a zod message key such as
 * 'validation.passwordWeak' translates with a plain t(key). Only zh is in the entry; another
 * language's bundle is added when it is first used.
 */
const resourcesOf = (b: LangBundle) => ({ ...b.ui, shared: b.shared });
const bundles = new Map<Lang, LangBundle>([['zh', zhBundle]]);

const initial = storedToLang(readStoredLang());

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { zh: resourcesOf(zhBundle) },
  lng: initial,
  fallbackLng: 'zh',
  ns: [...Object.keys(zhBundle.ui), 'shared'],
  defaultNS: 'common',
  fallbackNS: 'shared',
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
});

/** The language's bundle, fetched and added to i18next the first time. */
export const loadLanguage = async (lang: Lang): Promise<LangBundle> => {
  const known = bundles.get(lang);
  if (known) return known;
  const loaded = await loadBundle[lang]();
  for (const [ns, res] of Object.entries(resourcesOf(loaded))) i18n.addResourceBundle(lang, ns, res, true, true);
  bundles.set(lang, loaded);
  return loaded;
};

/** Settles when the stored language is ready to show; main.tsx renders after it. */
export const i18nReady = loadLanguage(initial).then(
  (b) => void dayjs.locale(b.dayjs),
  // A chunk that failed to load leaves the zh texts (the fallback) rather than a blank page.
  () => undefined,
);

export const currentLang = (): Lang => {
  const l = i18n.language;
  return l === 'en' || l === 'ja' ? l : 'zh';
};
export const currentStoredLang = (): StoredLang => langToStored(currentLang());

/** antd's locale for the current language (zh's until another bundle has arrived). */
export const antdLocale = (): Locale => (bundles.get(currentLang()) ?? zhBundle).antd;

/** Switches the UI language and remembers it (spec §3: localStorage `language`). */
export const changeLanguage = async (stored: StoredLang) => {
  writeStoredLang(stored);
  const lang = storedToLang(stored);
  const b = await loadLanguage(lang);
  dayjs.locale(b.dayjs);
  await i18n.changeLanguage(lang);
};
