import type { Lang } from '../common/lang';
import { ENUMS, ENUM_NAMES } from '../enums';
import { translate } from '../i18n';
import type { TDictionary } from './dic.api';

/** Every enumeration of spec §4 with its labels in one language: the answer of GET dic/dictionary/:lang. */
export const buildDictionary = (lang: Lang): TDictionary =>
  Object.fromEntries(
    ENUM_NAMES.map((name) => [name, ENUMS[name].map(({ value, labelKey }) => ({ value, label: translate(lang, labelKey) }))]),
  );

/**
 * The dictionary language of the route parameter (spec §2): the web sends its stored language
 * (enUS, jaJP, zhCN) or a short code; enUS and en give en, jaJP and ja give ja, anything else zh.
 */
export const dictionaryLangFromParam = (param: string): Lang =>
  param === 'enUS' || param === 'en' ? 'en' : param === 'jaJP' || param === 'ja' ? 'ja' : 'zh';
