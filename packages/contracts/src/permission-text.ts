import type { Lang } from './common/lang';
import { translate } from './i18n';
import { permDescEn } from './i18n/permission-descriptions.en';
import { permDescJa } from './i18n/permission-descriptions.ja';
import { permDescZh } from './i18n/permission-descriptions.zh';
import { findMenu } from './permissions';

/**
 * Not in the shared catalogues: ~5 KB per language that only the role and authority screens (and the
 * server) read, kept out of what the Login page downloads.
 */
const DESCRIPTIONS = { zh: permDescZh.permDesc, en: permDescEn.permDesc, ja: permDescJa.permDesc } as const;

type Texts = Readonly<Record<string, string | undefined>>;

/** The catalogue's own name of a code: a menu by its label, an operation by its verb. */
export const permissionName = (lang: Lang, code: string): string => {
  const [menu, op] = code.split(':');
  return translate(lang, op ? `ops.${op}` : `menus.${menu}`);
};

/**
 * The catalogue's description of a code (i18n/permission-descriptions.<lang>.ts): a menu's own
 * sentence; for an operation the sentence written for that code, else its verb's template naming
 * the screen — `menuName` when given (a name edited on the authority screen), else the catalogue's.
 * A code outside the catalogue gets '' rather than a raw key.
 */
export const permissionDescription = (lang: Lang, code: string, menuName?: string): string => {
  const [menu = '', op] = code.split(':');
  const def = findMenu(menu);
  const texts = DESCRIPTIONS[lang];
  if (!def) return '';
  if (op === undefined) return (texts.menus as Texts)[menu] ?? '';
  if (!def.ops.includes(op)) return '';
  const own = (texts.codes as Readonly<Record<string, Texts | undefined>>)[menu]?.[op];
  if (own) return own;
  const template = (texts.ops as Texts)[op];
  if (!template) return '';
  return template.replaceAll('{{menu}}', menuName ?? translate(lang, `menus.${menu}`));
};
