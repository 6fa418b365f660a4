import type { Lang } from '../common/lang';
import { sharedEn } from './shared.en';
import { sharedJa } from './shared.ja';
import { sharedZh } from './shared.zh';

export { sharedEn, sharedJa, sharedZh };

/**
 * The shared catalogues (messages, permission labels, enumeration labels) by language; the web merges
 * them into i18next.
 */
export const sharedCatalogues = { zh: sharedZh, en: sharedEn, ja: sharedJa } as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type SharedKey = Leaves<(typeof sharedCatalogues)['zh']>;

/**
 * The labels platform staff gave dictionary items on the configure screen, by language (`enums.X.v` →
 * label). The server keeps them current (modules/configure) so its CSV files and messages use them; the
 * web receives them inside the dictionary.
 */
let labelOverrides: Record<Lang, ReadonlyMap<string, string>> = { zh: new Map(), en: new Map(), ja: new Map() };
export const setLabelOverrides = (overrides: Record<Lang, ReadonlyMap<string, string>>) => {
  labelOverrides = overrides;
};

/** The catalogue's own text of a dotted key, ignoring overrides; the key itself when there is none. */
export const builtInText = (lang: Lang, key: string): string => {
  let node: unknown = sharedCatalogues[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
};

/** Looks up a dotted key in one language; falls back to the key itself so nothing is ever blank. */
export const translate = (lang: Lang, key: string, vars?: Record<string, string | number>): string => {
  let text = labelOverrides[lang].get(key) ?? builtInText(lang, key);
  if (vars) for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{{${k}}}`, String(v));
  return text;
};
