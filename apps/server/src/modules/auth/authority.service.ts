import { MENU_GROUPS, MENUS, translate, type Lang, type MenuDef, type TAuthorityNode, type TOperateItem } from '@fleet/contracts';

/** Where a menu code opens in the web console. */
export const menuUrl = (code: string) =>
  code === 'home' ? '/contentPage' : code === 'largeScreen' || code === 'visualization' ? `/${code}` : `/contentPage/${code}`;

const opNodes = (lang: Lang, menu: MenuDef, held: ReadonlySet<string>): TAuthorityNode[] =>
  menu.ops
    .filter((op) => held.has(`${menu.code}:${op}`))
    .map((op) => ({ code: `${menu.code}:${op}`, name: translate(lang, `ops.${op}`), url: '', sign: 'operate', children: [] }));

/**
 * The catalogue as a tree of groups → menus → operations, limited to the codes held. Group nodes are
 * coded `group.<name>` (a group and a menu may share a name, e.g. visualization).
 */
const buildTree = (lang: Lang, held: ReadonlySet<string>, onlyNavigable: boolean): TAuthorityNode[] =>
  MENU_GROUPS.map((group) => ({
    code: `group.${group}`,
    name: translate(lang, `groups.${group}`),
    url: '',
    sign: 'menu' as const,
    children: MENUS.filter((m) => m.group === group && held.has(m.code) && (!onlyNavigable || m.inMenu)).map((m) => ({
      code: m.code,
      name: translate(lang, `menus.${m.code}`),
      url: menuUrl(m.code),
      sign: 'menu' as const,
      children: opNodes(lang, m, held),
    })),
  })).filter((g) => g.children.length > 0);

/** The navigation tree of the caller (menus shown in the sidebar). */
export const menuTree = (lang: Lang, held: ReadonlySet<string>) => buildTree(lang, held, true);

/** Everything the caller holds, the source for granting permissions to a role. */
export const operateTree = (lang: Lang, held: ReadonlySet<string>) => buildTree(lang, held, false);

/** The authority list: every held code, menus and operations. */
export const operateList = (lang: Lang, held: ReadonlySet<string>): TOperateItem[] =>
  MENUS.flatMap((m) =>
    held.has(m.code)
      ? [
          { code: m.code, name: translate(lang, `menus.${m.code}`), sign: 'menu' as const },
          ...opNodes(lang, m, held).map(({ code, name }) => ({ code, name, sign: 'operate' as const })),
        ]
      : [],
  );
