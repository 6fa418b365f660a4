import { findMenu, MENU_GROUPS, type MenuGroup, type TAuthority } from '@fleet/contracts';

/** A row of the tree table: a menu group (arranges only), a menu or an operation. */
export type AuthorityRow =
  | { key: string; kind: 'group'; group: MenuGroup; children: AuthorityRow[] }
  | { key: string; kind: 'permission'; authority: TAuthority; children?: AuthorityRow[] };

const matches = (a: TAuthority, q: string) => a.code.toLowerCase().includes(q) || a.name.toLowerCase().includes(q);

/**
 * Groups → menus → operations, in catalogue order, like the sidebar. With a query, a menu stays when
 * it or one of its operations matches; a matching menu keeps all its operations.
 */
export const buildAuthorityRows = (list: readonly TAuthority[], query = ''): AuthorityRow[] => {
  const q = query.trim().toLowerCase();
  const ops = new Map<string, TAuthority[]>();
  for (const a of list) if (a.type === 'operate' && a.parentCode) ops.set(a.parentCode, [...(ops.get(a.parentCode) ?? []), a]);
  const menuRow = (m: TAuthority): AuthorityRow | null => {
    const all = ops.get(m.code) ?? [];
    const children = !q || matches(m, q) ? all : all.filter((o) => matches(o, q));
    if (q && !matches(m, q) && children.length === 0) return null;
    const rows = children.map((o): AuthorityRow => ({ key: o.code, kind: 'permission', authority: o }));
    return { key: m.code, kind: 'permission', authority: m, children: rows.length ? rows : undefined };
  };
  const menus = list.filter((a) => a.type === 'menu');
  return MENU_GROUPS.flatMap((group): AuthorityRow[] => {
    const children = menus
      .filter((m) => findMenu(m.code)?.group === group)
      .map(menuRow)
      .filter((r): r is AuthorityRow => r !== null);
    return children.length ? [{ key: `group.${group}`, kind: 'group', group, children }] : [];
  });
};

/** Every row key that has children, to expand a filtered tree fully. */
export const expandableKeys = (rows: readonly AuthorityRow[]): string[] =>
  rows.flatMap((r) => (r.children?.length ? [r.key, ...expandableKeys(r.children)] : []));
