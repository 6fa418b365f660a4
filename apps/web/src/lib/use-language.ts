import type { StoredLang } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { showError } from './feedback';
import { changeLanguage, currentStoredLang } from './i18n';
import { getToken } from './session';
import { postLanguage } from './session-api';

/**
 * The language choice everywhere (login page and user menu): UI, antd and dayjs switch at once; a
 * signed-in user's choice is stored on the server too, and the dictionary query is keyed by language,
 * so the guarded area fetches the new dictionary by itself.
 */
export const useLanguage = () => {
  useTranslation(); // re-render on change
  const switchTo = async (lang: StoredLang) => {
    await changeLanguage(lang);
    if (getToken()) postLanguage(lang).catch(showError);
  };
  return { lang: currentStoredLang(), switchTo };
};
