import { langToStored, storedToLang, type Lang, type StoredLang } from '@fleet/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadBundle, type LangBundle } from '../locales/bundles';
import { FIRST_NAMESPACES, loadNamespace, type Namespace } from '../locales/namespaces';
import { readStoredLang, writeStoredLang } from './lang';

/**
 * UI namespaces come from locales/, the `shared` namespace from contracts (errors, http, validation,
 * menu labels). `shared` is the fallback namespace so a zod message key such as
 * 'validation.passwordWeak' translates with a plain t(key). No language is in the entry: the stored
 * one's bundle (what Login shows) is fetched before the first render, another when it is first used,
 * and the other namespaces when a screen that shows them is about to open (loadNamespaces).
 */
const resourcesOf = (b: LangBundle) => ({ ...b.first, shared: b.shared });
const bundles = new Map<Lang, LangBundle>();
/** The namespaces the app has shown so far: a language switched to later gets them too. */
const wanted = new Set<Namespace>(FIRST_NAMESPACES);

const initial = storedToLang(readStoredLang());

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: 'zh',
  ns: [...FIRST_NAMESPACES, 'shared'],
  defaultNS: 'common',
  fallbackNS: 'shared',
  interpolation: { escapeValue: false }, // React escapes already
  // Texts added later (a screen's namespace, a changed dictionary label) show without a reload.
  react: { bindI18nStore: 'added' },
  initAsync: false,
});

const addNamespaces = async (lang: Lang, names: readonly Namespace[]) => {
  const missing = names.filter((ns) => !i18n.hasResourceBundle(lang, ns));
  const texts = await Promise.all(missing.map((ns) => loadNamespace(lang, ns)));
  missing.forEach((ns, i) => i18n.addResourceBundle(lang, ns, texts[i], true, true));
};

/** Each language's dictionary as the server last sent it, as `shared` texts: `{ enums: { Name: { value: label } } }`. */
const dictionaries = new Map<Lang, { enums: Record<string, Record<string, string>> }>();

/**
 * The dictionary's labels become the enumeration texts (`shared:enums.Name.value`) every screen shows, so
 * a label platform staff changed on the configure screen is the one users read. Added again after the
 * language's own bundle, which would otherwise overwrite them when it loads later.
 */
export const applyDictionary = (lang: Lang, dic: Record<string, readonly { value: string | number; label: string }[]>) => {
  const texts = {
    enums: Object.fromEntries(
      Object.entries(dic).map(([name, items]) => [name, Object.fromEntries(items.map((i) => [String(i.value), i.label]))]),
    ),
  };
  dictionaries.set(lang, texts);
  i18n.addResourceBundle(lang, 'shared', texts, true, true);
};

/** The language's bundle and the namespaces shown so far, fetched and added to i18next the first time. */
export const loadLanguage = async (lang: Lang): Promise<LangBundle> => {
  let b = bundles.get(lang);
  if (!b) {
    b = await loadBundle[lang]();
    for (const [ns, res] of Object.entries(resourcesOf(b))) i18n.addResourceBundle(lang, ns, res, true, true);
    const dic = dictionaries.get(lang);
    if (dic) i18n.addResourceBundle(lang, 'shared', dic, true, true);
    bundles.set(lang, b);
  }
  await addNamespaces(lang, [...wanted]);
  return b;
};

/**
 * Settles when these namespaces are in for the current language (and kept for a later switch); a
 * screen's lazy import waits for it, so it never renders a raw key. If the language's chunk fails,
 * zh's texts (the fallback language) are shown rather than nothing.
 */
export const loadNamespaces = async (names: readonly Namespace[]) => {
  for (const ns of names) wanted.add(ns);
  const lang = currentLang();
  await addNamespaces(lang, names).catch((e: unknown) => {
    if (lang === 'zh') throw e;
    return addNamespaces('zh', names);
  });
};

/** Settles when the stored language is ready to show; main.tsx renders after it. */
export const i18nReady = loadLanguage(initial)
  // A chunk that failed to load shows zh's texts (the fallback language) rather than keys.
  .catch(() => (initial === 'zh' ? undefined : loadLanguage('zh')))
  .then(
    (b) => void (b && dayjs.locale(b.dayjs)),
    () => undefined,
  );

export const currentLang = (): Lang => {
  const l = i18n.language;
  return l === 'en' || l === 'ja' ? l : 'zh';
};
export const currentStoredLang = (): StoredLang => langToStored(currentLang());

/** antd's locale for the current language (zh's if only the fallback arrived; antd's own before any). */
export const antdLocale = (): Locale | undefined => (bundles.get(currentLang()) ?? bundles.get('zh'))?.antd;

/** Switches the UI language and remembers it (spec §3: localStorage `language`). */
export const changeLanguage = async (stored: StoredLang) => {
  writeStoredLang(stored);
  const lang = storedToLang(stored);
  const b = await loadLanguage(lang);
  dayjs.locale(b.dayjs);
  await i18n.changeLanguage(lang);
};
