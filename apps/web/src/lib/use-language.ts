import type { StoredLang } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { showError } from './feedback';
import { changeLanguage, currentStoredLang } from './i18n';
import { getToken } from './session';

/**
 * The language choice everywhere (login page and user menu): UI, antd and dayjs switch at once; a
 * signed-in user's choice is stored on the server too, and the dictionary query is keyed by language,
 * so the guarded area fetches the new dictionary by itself.
 */
export const useLanguage = () => {
  useTranslation(); // re-render on change
  const switchTo = async (lang: StoredLang) => {
    await changeLanguage(lang);
    // Fetched when needed: the session routes' zod schemas are no part of the Login page's download.
    if (getToken()) void import('./session-api').then((m) => m.postLanguage(lang)).catch(showError);
  };
  return { lang: currentStoredLang(), switchTo };
};
