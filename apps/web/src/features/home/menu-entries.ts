import { MENU_GROUPS, type MenuGroup } from '@fleet/contracts';

/** What the app's resource table hands the home pages: one menu entry per screen. */
export interface MenuEntry {
  readonly code: string;
  readonly group: MenuGroup;
  readonly inMenu: boolean;
  readonly href: string;
  readonly labelKey: string;
}

/** The user's openable entries, grouped in catalogue order; groups without entries are dropped. */
export const groupEntries = (entries: readonly MenuEntry[], codes: ReadonlySet<string>) =>
  MENU_GROUPS.map((group) => ({
    group,
    entries: entries.filter((e) => e.group === group && e.inMenu && e.code !== 'home' && codes.has(e.code)),
  })).filter((g) => g.entries.length > 0);
