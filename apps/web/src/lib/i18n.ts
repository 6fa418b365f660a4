import { langToStored, sharedCatalogues, storedToLang, type Lang, type StoredLang } from '@fleet/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues } from '../locales';
import { readStoredLang, writeStoredLang } from './lang';

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en', ja: 'ja' };

/**
 * UI namespaces come from locales/, the `shared` namespace from contracts (errors, http, validation,
 * menu labels). `shared` is the fallback namespace so a zod message key such as
 * 'validation.passwordWeak' translates with a plain t(key).
 */
const resources = Object.fromEntries(
  (['zh', 'en', 'ja'] as const).map((l) => [l, { ...catalogues[l], shared: sharedCatalogues[l] }]),
);

const initial = storedToLang(readStoredLang());

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'zh',
  ns: [...Object.keys(catalogues.zh), 'shared'],
  defaultNS: 'common',
  fallbackNS: 'shared',
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
});
dayjs.locale(DAYJS_LOCALE[initial]);

export const currentLang = (): Lang => {
  const l = i18n.language;
  return l === 'en' || l === 'ja' ? l : 'zh';
};
export const currentStoredLang = (): StoredLang => langToStored(currentLang());

/** Switches the UI language and remembers it (spec §3: localStorage `language`). */
export const changeLanguage = async (stored: StoredLang) => {
  writeStoredLang(stored);
  const lang = storedToLang(stored);
  dayjs.locale(DAYJS_LOCALE[lang]);
  await i18n.changeLanguage(lang);
};
