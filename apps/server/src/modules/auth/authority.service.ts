import { MENU_GROUPS, MENUS, translate, type Lang, type MenuDef, type TAuthorityNode, type TOperateItem } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { nameOverrides } from '../authority/authority.repository';

/** Names edited on the authority screen, by code and language. */
export type NameOverrides = ReadonlyMap<string, Partial<Record<Lang, string>>>;
const NONE: NameOverrides = new Map();
const label = (lang: Lang, code: string, fallbackKey: string, names: NameOverrides) =>
  names.get(code)?.[lang] ?? translate(lang, fallbackKey);

/** Where a menu code opens in the web console. */
export const menuUrl = (code: string) =>
  code === 'home' ? '/contentPage' : code === 'largeScreen' || code === 'visualization' ? `/${code}` : `/contentPage/${code}`;

const opNodes = (lang: Lang, menu: MenuDef, held: ReadonlySet<string>, names: NameOverrides): TAuthorityNode[] =>
  menu.ops
    .filter((op) => held.has(`${menu.code}:${op}`))
    .map((op) => ({
      code: `${menu.code}:${op}`,
      name: label(lang, `${menu.code}:${op}`, `ops.${op}`, names),
      url: '',
      sign: 'operate',
      children: [],
    }));

/**
 * The catalogue as a tree of groups → menus → operations, limited to the codes held. Group nodes are
 * coded `group.<name>` (a group and a menu may share a name, e.g. visualization).
 */
const buildTree = (lang: Lang, held: ReadonlySet<string>, onlyNavigable: boolean, names: NameOverrides): TAuthorityNode[] =>
  MENU_GROUPS.map((group) => ({
    code: `group.${group}`,
    name: translate(lang, `groups.${group}`),
    url: '',
    sign: 'menu' as const,
    children: MENUS.filter((m) => m.group === group && held.has(m.code) && (!onlyNavigable || m.inMenu)).map((m) => ({
      code: m.code,
      name: label(lang, m.code, `menus.${m.code}`, names),
      url: menuUrl(m.code),
      sign: 'menu' as const,
      children: opNodes(lang, m, held, names),
    })),
  })).filter((g) => g.children.length > 0);

/** The navigation tree of the caller (menus shown in the sidebar). */
export const menuTree = (lang: Lang, held: ReadonlySet<string>, names = NONE) => buildTree(lang, held, true, names);

/** Everything the caller holds, the source for granting permissions to a role. */
export const operateTree = (lang: Lang, held: ReadonlySet<string>, names = NONE) => buildTree(lang, held, false, names);

/** The authority list: every held code, menus and operations. */
export const operateList = (lang: Lang, held: ReadonlySet<string>, names = NONE): TOperateItem[] =>
  MENUS.flatMap((m) =>
    held.has(m.code)
      ? [
          { code: m.code, name: label(lang, m.code, `menus.${m.code}`, names), sign: 'menu' as const },
          ...opNodes(lang, m, held, names).map(({ code, name }) => ({ code, name, sign: 'operate' as const })),
        ]
      : [],
  );

/** One of the builders above, with the names as the authority screen edited them (read per call). */
const named =
  <T>(build: (lang: Lang, held: ReadonlySet<string>, names: NameOverrides) => T) =>
  async (db: Db, lang: Lang, held: ReadonlySet<string>) =>
    build(lang, held, await nameOverrides(db));
export const getMenuTree = named(menuTree);
export const getOperateTree = named(operateTree);
export const getOperateList = named(operateList);
