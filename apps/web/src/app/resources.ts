import { MENUS, type MenuDef, type MenuGroup, type PermissionCode } from '@fleet/contracts';

/**
 * The one resource table (conventions rule 6): every screen of spec §2 with its route segment, label
 * key and required permission. The router, the sidebar, the mobile drawer, the home page and the
 * breadcrumb are all derived from it, and the menu codes come from the contracts catalogue, which
 * also guards the server routes.
 */
export interface Screen {
  /** Route segment; '' is the index (default) child. */
  readonly segment: string;
  /** i18n key of the screen name (menu labels live in the shared catalogue). */
  readonly labelKey: string;
  /** Menu code the user must hold; null = any signed-in user. */
  readonly permission: PermissionCode | null;
  readonly children?: readonly Screen[];
  /** Children shown as tabs under a title (a detail container); otherwise they just nest. */
  readonly tabs?: boolean;
  /** Key of its page in SCREEN_PAGES when that is not the segment (a container's tabs: the index has none). */
  readonly page?: string;
}

export interface MenuResource {
  readonly code: string;
  readonly group: MenuGroup;
  readonly inMenu: boolean;
  /** Where the menu entry leads. */
  readonly href: string;
  readonly labelKey: string;
  /** Route segment of the Mobile twin under /contentPageMobile. */
  readonly mobile?: string;
}

export const DESKTOP_BASE = '/contentPage';
export const MOBILE_BASE = '/contentPageMobile';

const menuLabel = (code: string) => `shared:menus.${code}`;
const screenLabel = (key: string) => `placeholder:screens.${key}`;

/** Entries that live outside /contentPage (spec §2 top level). */
const TOP_LEVEL: Record<string, string> = { largeScreen: '/largeScreen', visualization: '/visualization' };

export const MENU_RESOURCES: readonly MenuResource[] = MENUS.map((m) => ({
  code: m.code,
  group: m.group,
  inMenu: m.inMenu,
  href: TOP_LEVEL[m.code] ?? (m.code === 'home' ? DESKTOP_BASE : `${DESKTOP_BASE}/${m.code}`),
  labelKey: menuLabel(m.code),
  mobile: (m as MenuDef).mobile,
}));

/** Tabs of a container: the first is its index route. */
const tabs = (permission: PermissionCode, keys: readonly string[]): Screen[] =>
  keys.map((k, i) => ({ segment: i === 0 ? '' : k, labelKey: screenLabel(k), permission, page: k }));

const OPERATE_TABS = [
  'overview',
  'robotTask',
  'robotMap',
  'robotVideo',
  'robotRecord',
  'robotLog',
  'botMonitor',
  'robotForm',
  'robotReserve',
  'robotConfig',
  'robotSetting',
  'lookForVideo',
  'robotEvent',
] as const;

/** The robot operate container, mounted under robotOperate and at top level (spec §2). */
export const OPERATE_CONTENT: Screen = {
  segment: 'operateContent',
  labelKey: screenLabel('operateContent'),
  permission: 'robotOperate',
  tabs: true,
  children: tabs('robotOperate', OPERATE_TABS),
};

const leaf = (code: PermissionCode & string): Screen => ({ segment: code, labelKey: menuLabel(code), permission: code });

/** Children of /contentPage, home excluded (it is the index with its own page). */
export const CONTENT_SCREENS: readonly Screen[] = [
  ...MENUS.filter((m) => m.code !== 'home' && !(m.code in TOP_LEVEL)).map((m): Screen => {
    if (m.code === 'robotOperate') {
      return { ...leaf(m.code), children: [{ segment: '', labelKey: menuLabel(m.code), permission: m.code }, OPERATE_CONTENT] };
    }
    if (m.code === 'robotMonitor') {
      return { ...leaf(m.code), tabs: true, children: tabs('robotMonitor', ['geography', 'monitorVideo']) };
    }
    return leaf(m.code);
  }),
  {
    segment: 'robotConfigContent',
    labelKey: screenLabel('robotConfigContent'),
    permission: 'robotConfigList',
    tabs: true,
    children: tabs('robotConfigList', ['componentConfiguration', 'shippmentRecord']),
  },
  {
    segment: 'oneChargingStation',
    labelKey: screenLabel('oneChargingStation'),
    permission: 'chargingStationList',
    tabs: true,
    children: tabs('chargingStationList', ['detail', 'event', 'fault', 'dataAnalysis']),
  },
];

/** Children of /contentPageMobile (home is the index), each guarded by its desktop twin's code. */
export const MOBILE_SCREENS: readonly Screen[] = MENUS.flatMap((m): Screen[] => {
  const mobile = (m as MenuDef).mobile;
  return mobile && mobile !== 'home' ? [{ segment: mobile, labelKey: menuLabel(m.code), permission: m.code }] : [];
});

export const VISUALIZATION: Screen = {
  segment: 'visualization',
  labelKey: menuLabel('visualization'),
  permission: 'visualization',
  tabs: true,
  children: tabs('visualization', ['visualizeHome', 'visualizeHistory', 'visualizeRobot']),
};

export const LARGE_SCREEN: Screen = { segment: 'largeScreen', labelKey: menuLabel('largeScreen'), permission: 'largeScreen' };

/** Label key of a /contentPage child segment, for the header title and breadcrumb. */
export const findContentScreen = (segment: string) => CONTENT_SCREENS.find((s) => s.segment === segment);
