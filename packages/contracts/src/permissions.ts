/**
 * The permission catalogue: one menu code per screen of spec §2 (the route segment name) and the
 * operation codes foreseen per screen (`<menu>:<op>`). The seed writes it into every database at
 * start, so adding a code here reaches existing installations. Labels live in i18n/<lang>.ts.
 */
export const MENU_GROUPS = [
  'dashboard',
  'system',
  'robots',
  'maintenance',
  'versions',
  'workOrders',
  'sites',
  'stations',
  'components',
  'documents',
  'thirdParty',
  'visualization',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

const CRUD = ['view', 'create', 'edit', 'delete'] as const;
const CRUDX = [...CRUD, 'export'] as const;

export interface MenuDef {
  /** The menu code; equal to the route segment under /contentPage. */
  readonly code: string;
  readonly group: MenuGroup;
  /** Whether it appears in the sidebar (detail and editor pages are reached from their list). */
  readonly inMenu: boolean;
  readonly ops: readonly string[];
  /** Route segment of the Mobile twin under /contentPageMobile, where one exists. */
  readonly mobile?: string;
}

/** Generic so that MenuCode, OperationCode and PermissionCode are the literal codes rather than `string`. */
const m = <const C extends string, const O extends readonly string[]>(
  code: C,
  group: MenuGroup,
  ops: O,
  extra: Omit<Partial<MenuDef>, 'code' | 'ops'> = {},
): MenuDef & { readonly code: C; readonly ops: O } => ({
  code,
  group,
  inMenu: true,
  ops,
  ...extra,
});

export const MENUS = [
  m('home', 'dashboard', ['view'], { mobile: 'home' }),
  m('largeScreen', 'visualization', ['view', 'display']),
  m('visualization', 'visualization', ['view']),
  m('organization', 'system', [...CRUD, 'createBusiness', 'landmark'], { mobile: 'organizationMobile' }),
  m('user', 'system', [...CRUDX, 'revert', 'bindLandmark'], { mobile: 'userMobile' }),
  m('role', 'system', CRUD),
  m('authority', 'system', ['view', 'edit']),
  m('empower', 'system', [...CRUD, 'enable', 'disable']),
  m('operationLog', 'system', ['view', 'export']),
  m('serverConfig', 'system', ['view', 'edit']),
  m('configure', 'system', ['view', 'edit']),
  m('robotRegister', 'robots', [...CRUDX, 'registerBatch', 'rotateSecret'], { mobile: 'robotRegisterMobile' }),
  m('robotTrusteeship', 'robots', ['view', 'host', 'unhost', 'history'], { mobile: 'robotTrusteeshipMobile' }),
  m('robotOperate', 'robots', ['view', 'lock', 'unlock', 'reset', 'command', 'task', 'map', 'video', 'config', 'setting', 'export']),
  m('editTask', 'robots', ['view', 'create', 'edit', 'delete'], { inMenu: false }),
  m('taskManage', 'robots', [...CRUD, 'enable', 'start']),
  m('robotMonitor', 'robots', ['view', 'video']),
  m('robotQrcode', 'robots', [...CRUDX, 'bind', 'unbind', 'discard'], { mobile: 'robotQrcodeMobile' }),
  m('statisticList', 'robots', ['view', 'export']),
  m('match', 'robots', ['view', 'edit']),
  m('robotFault', 'maintenance', ['view', 'edit', 'export', 'troubleshoot']),
  m('maintainRecord', 'maintenance', CRUDX, { mobile: 'maintainRecordMobile' }),
  m('outRecord', 'maintenance', CRUDX, { mobile: 'outRecordMobile' }),
  m('robotConfigList', 'maintenance', [...CRUD, 'import', 'export']),
  m('robotVersion', 'versions', [...CRUD, 'release']),
  m('ota', 'versions', ['view', 'upgrade', 'cancel', 'export']),
  m('demand', 'versions', CRUD),
  m('definition', 'versions', CRUD),
  m('submit', 'versions', CRUD),
  m('issue', 'versions', [...CRUD, 'release']),
  m('workOrderList', 'workOrders', [...CRUDX, 'distribute', 'process', 'accept', 'finish', 'close']),
  m('workOrderRecord', 'workOrders', ['view', 'create', 'export']),
  m('landMarkDetail', 'sites', [...CRUD, 'switch']),
  m('areaDetail', 'sites', [...CRUD, 'shift', 'elevator']),
  m('chargingStationRegister', 'stations', CRUDX),
  m('chargingStationList', 'stations', ['view', 'edit', 'export']),
  m('chargingStationEntrust', 'stations', ['view', 'host', 'unhost']),
  m('chargingStationVersion', 'stations', [...CRUD, 'upgrade']),
  m('componentConfig', 'components', CRUD),
  m('componentResource', 'components', CRUDX),
  m('robottypeConfig', 'components', CRUD),
  m('product', 'components', CRUD),
  m('help', 'documents', CRUD),
  m('maintenanceDoc', 'documents', CRUD),
  m('versionDoc', 'documents', CRUD),
  m('mdEdit', 'documents', ['view', 'edit'], { inMenu: false }),
  m('mdPreview', 'documents', ['view'], { inMenu: false }),
  m('mdVersionEdit', 'documents', ['view', 'edit'], { inMenu: false }),
  m('resourceFile', 'documents', [...CRUD, 'upload']),
  m('beikongProject', 'thirdParty', ['view']),
  m('beikongSite', 'thirdParty', ['view']),
  m('beikongVehicle', 'thirdParty', ['view']),
  m('beikongRoute', 'thirdParty', ['view']),
  m('beikongPoint', 'thirdParty', ['view']),
  m('beikongTask', 'thirdParty', ['view']),
] as const satisfies readonly MenuDef[];

export type MenuCode = (typeof MENUS)[number]['code'];
export type OperationCode = {
  [K in (typeof MENUS)[number] as K['code']]: `${K['code']}:${K['ops'][number]}`;
}[(typeof MENUS)[number]['code']];
export type PermissionCode = MenuCode | OperationCode;

export const opCode = <M extends MenuCode>(menu: M, op: string) => `${menu}:${op}` as OperationCode;

/** Every code of the catalogue, menus first, each followed by its operations. */
export const ALL_PERMISSION_CODES: readonly PermissionCode[] = MENUS.flatMap((menu) => [
  menu.code as PermissionCode,
  ...menu.ops.map((op) => `${menu.code}:${op}` as PermissionCode),
]);

export const isPermissionCode = (v: string): v is PermissionCode => (ALL_PERMISSION_CODES as readonly string[]).includes(v);

export const findMenu = (code: string): MenuDef | undefined => MENUS.find((x) => x.code === code);

/** Permission a route requires: a code, any signed-in session, a third-party key, or none (short reviewed list). */
/** 'apiKey': the read-only open data API, authorised by a third-party key instead of a session. */
/** A list of codes means any one of them (a read shared by several screens, e.g. the robot list). */
export type RouteAccess = PermissionCode | readonly PermissionCode[] | 'session' | 'public' | 'apiKey';

/**
 * Codes that only make sense for platform staff: a business administrator role created with a new
 * business gets every code its creator holds except these.
 */
export const PLATFORM_ONLY_CODES: readonly string[] = [
  'organization:createBusiness',
  'authority:edit',
  'serverConfig',
  'serverConfig:view',
  'serverConfig:edit',
  // One robot-type catalogue serves every business (device numbers name types platform-wide).
  'robottypeConfig:create',
  'robottypeConfig:edit',
  'robottypeConfig:delete',
  // One configuration for the platform: its constants and labels apply to every business.
  'configure',
  'configure:view',
  'configure:edit',
];
