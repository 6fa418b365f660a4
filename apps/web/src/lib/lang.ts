import { defaultStoredLang, STORED_LANGS, type StoredLang } from '@fleet/contracts';

export const LANGUAGE_KEY = 'language';

const isStoredLang = (v: string | null): v is StoredLang => (STORED_LANGS as readonly string[]).includes(v ?? '');

/** The stored choice (spec §3), else the browser default of spec §4. */
export const readStoredLang = (
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  browserLang: string | undefined = globalThis.navigator?.language,
): StoredLang => {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy mode); fall through to the browser default.
  }
  return isStoredLang(stored) ? stored : defaultStoredLang(browserLang);
};

export const writeStoredLang = (lang: StoredLang) => {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Not persisting is acceptable: the choice still applies to this tab.
  }
};
