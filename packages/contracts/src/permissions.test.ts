import { describe, expect, it } from 'vitest';
import { LANGS } from './common/lang';
import { sharedCatalogues } from './i18n';
import {
  ALL_PERMISSION_CODES,
  findMenu,
  isPermissionCode,
  MENU_GROUPS,
  MENUS,
  opCode,
  type MenuCode,
  type PermissionCode,
} from './permissions';

/** The children of /contentPage in spec §2, plus the top-level screens that need a permission. */
const SPEC_SCREENS = `home user organization role authority empower robotRegister robotTrusteeship robotOperate editTask
  robotMonitor robotFault robotVersion maintainRecord help outRecord robotConfigList operationLog configure demand definition
  submit issue workOrderRecord workOrderList taskManage landMarkDetail areaDetail robotQrcode mdEdit mdPreview maintenanceDoc
  versionDoc mdVersionEdit resourceFile statisticList match beikongSite beikongVehicle beikongRoute beikongPoint beikongTask
  beikongProject serverConfig chargingStationRegister chargingStationList chargingStationEntrust chargingStationVersion
  componentConfig componentResource robottypeConfig product ota largeScreen visualization`.split(/\s+/);

const SPEC_MOBILE = `home userMobile organizationMobile robotRegisterMobile robotQrcodeMobile robotTrusteeshipMobile
  maintainRecordMobile outRecordMobile`.split(/\s+/);

const label = (lang: (typeof LANGS)[number], section: 'menus' | 'ops' | 'groups', key: string) =>
  (sharedCatalogues[lang][section] as Record<string, string | undefined>)[key];

describe('permission catalogue', () => {
  it('has unique codes', () => {
    expect(new Set(ALL_PERMISSION_CODES).size).toBe(ALL_PERMISSION_CODES.length);
    expect(new Set(MENUS.map((m) => m.code)).size).toBe(MENUS.length);
  });

  it('gives every menu at least the view operation, with no operation twice', () => {
    for (const menu of MENUS) {
      expect(menu.ops, menu.code).toContain('view');
      expect(new Set(menu.ops).size, menu.code).toBe(menu.ops.length);
    }
  });

  it('covers exactly the screens of spec §2', () => expect(MENUS.map((m) => m.code).sort()).toEqual([...SPEC_SCREENS].sort()));

  it('names exactly the mobile twins of spec §2', () =>
    expect(MENUS.flatMap((m) => ('mobile' in m ? [m.mobile] : [])).sort()).toEqual([...SPEC_MOBILE].sort()));

  it('lists each menu followed by its operations', () => {
    expect(ALL_PERMISSION_CODES.length).toBe(MENUS.reduce((n, m) => n + 1 + m.ops.length, 0));
    expect(ALL_PERMISSION_CODES.slice(0, 2)).toEqual(['home', 'home:view']);
  });

  it('recognises catalogue codes only', () => {
    expect(isPermissionCode('user')).toBe(true);
    expect(isPermissionCode(opCode('user', 'revert'))).toBe(true);
    expect(isPermissionCode('user:fly')).toBe(false);
    expect(isPermissionCode('nobody')).toBe(false);
  });

  it('types codes as the literal codes of the catalogue, so a misspelt code fails the type check', () => {
    const known: PermissionCode[] = ['user', 'user:revert', 'robotOperate:reset'];
    // @ts-expect-error not an operation of the user menu
    const wrongOp: PermissionCode = 'user:fly';
    // @ts-expect-error not a menu
    const wrongMenu: MenuCode = 'users';
    expect([...known, wrongOp, wrongMenu].filter((c) => isPermissionCode(c))).toEqual(known);
  });

  it('finds a menu by code', () => {
    expect(findMenu('robotQrcode')?.ops).toContain('discard');
    expect(findMenu('nobody')).toBeUndefined();
  });
});

describe('permission labels', () => {
  const ops = [...new Set(MENUS.flatMap((m) => m.ops))];

  it.each(LANGS)('every menu, group and operation has a %s label', (lang) => {
    for (const m of MENUS) expect(label(lang, 'menus', m.code), `${lang} menus.${m.code}`).toMatch(/\S/);
    for (const g of MENU_GROUPS) expect(label(lang, 'groups', g), `${lang} groups.${g}`).toMatch(/\S/);
    for (const op of ops) expect(label(lang, 'ops', op), `${lang} ops.${op}`).toMatch(/\S/);
  });

  it('translates the menus rather than copying the Chinese', () => {
    const same = MENUS.filter((m) => label('en', 'menus', m.code) === label('zh', 'menus', m.code));
    expect(same.map((m) => m.code)).toEqual([]);
  });
});
