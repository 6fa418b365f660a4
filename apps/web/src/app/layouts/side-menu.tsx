import { HomeOutlined } from '@ant-design/icons';
import type { TAuthorityNode } from '@fleet/contracts';
import { MENU_GROUPS } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentLang } from '../../lib/i18n';
import { authTreeQuery } from '../../lib/session-api';
import { DESKTOP_BASE, MENU_RESOURCES } from '../resources';

/** Menu codes of the authority tree: nodes with sign 'menu' at any depth (operations are skipped). */
export const menuCodesOf = (nodes: readonly TAuthorityNode[]): Set<string> => {
  const out = new Set<string>();
  const walk = (list: readonly TAuthorityNode[]) =>
    list.forEach((n) => {
      if (n.sign !== 'menu') return;
      out.add(n.code);
      walk(n.children);
    });
  walk(nodes);
  return out;
};

/** Menu names of the authority tree by code (the server's, so a name edited on the authority screen). */
const menuNamesOf = (nodes: readonly TAuthorityNode[]): Map<string, string> =>
  new Map(nodes.flatMap((n) => (n.sign === 'menu' ? [[n.code, n.name] as const, ...menuNamesOf(n.children)] : [])));

/**
 * Sidebar: groups → menus from the authority tree, in catalogue order. Menus carry the server's name
 * (an edited name wins); while the tree of a newly chosen language loads, the UI catalogue labels
 * them by code, so a language switch relabels the sidebar at once.
 */
export const SideMenu = ({ collapsed }: { collapsed: boolean }) => {
  const { t } = useTranslation();
  const { data: tree = [], isPlaceholderData } = useQuery(authTreeQuery(currentLang()));
  const { pathname } = useLocation();
  const codes = useMemo(() => menuCodesOf(tree), [tree]);
  const names = useMemo(() => (isPlaceholderData ? new Map<string, string>() : menuNamesOf(tree)), [tree, isPlaceholderData]);

  const items: MenuProps['items'] = [
    { key: DESKTOP_BASE, icon: <HomeOutlined />, label: <Link to={DESKTOP_BASE}>{t('shared:menus.home')}</Link> },
    ...MENU_GROUPS.flatMap((group) => {
      const entries = MENU_RESOURCES.filter((r) => r.group === group && r.inMenu && r.code !== 'home' && codes.has(r.code));
      if (!entries.length) return [];
      return [
        {
          key: `group-${group}`,
          label: t(`shared:groups.${group}`),
          children: entries.map((r) => ({ key: r.href, label: <Link to={r.href}>{names.get(r.code) ?? t(r.labelKey)}</Link> })),
        },
      ];
    }),
  ];
  const selected = pathname.split('/').slice(0, 3).join('/');
  const openGroup = MENU_RESOURCES.find((r) => r.href === selected)?.group;

  return (
    <nav aria-label={t('shell:mainMenu')}>
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[selected]}
        defaultOpenKeys={openGroup && !collapsed ? [`group-${openGroup}`] : []}
      />
    </nav>
  );
};
