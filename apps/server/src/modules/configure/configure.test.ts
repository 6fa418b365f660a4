import {
  ErrorCode,
  SETTINGS_DEFAULTS,
  type TConfigChange,
  type TDicLabelRow,
  type TSettings,
  type TSettingsAnswer,
} from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createSecondInstance, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';

type Dic = Record<string, { value: number | string; label: string }[]>;
let t: TestApp;
let platform: string;
/** A business user handed the configure codes: the settings are the platform's, the rule refuses them. */
let businessEditor: string;
let plainUser: string;
/** A second instance on the same database, as behind a load balancer. */
let other: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  const a = await buildBusiness(t.app, platform, 'CFG');
  businessEditor = await userInOrg(t.app, platform, a.businessId, ['configure', 'configure:view', 'configure:edit']);
  plainUser = await userInOrg(t.app, a.adminToken, a.childId, []);
  other = await createSecondInstance(t);
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const settingsOf = async (token: string, app = t.app) => (await call<TSettingsAnswer>(app, 'GET', 'system/settings', { token })).body.data;
const save = (body: Partial<TSettings>, token = platform) =>
  call(t.app, 'PUT', 'system/settings/save', { token, body: { ...SETTINGS_DEFAULTS, ...body } });
const history = async (kind?: string) =>
  (await call<{ list: TConfigChange[]; total: number }>(t.app, 'POST', 'system/settings/history', { token: platform, body: { kind } })).body
    .data;
const fieldPaths = (body: { data?: unknown }) => (body.data as { fields: { path: string }[] }).fields.map((f) => f.path);
const dic = async (lang: string, app = t.app) => (await call<Dic>(app, 'GET', `dic/dictionary/${lang}`, { token: platform })).body.data;
const labelOf = (d: Dic, name: string, value: number | string) => d[name]!.find((i) => i.value === value)!.label;

describe('system settings (configure)', () => {
  it('gives every signed-in user the settings that apply and their defaults', async () => {
    const s = await settingsOf(plainUser);
    expect(s.values).toEqual(SETTINGS_DEFAULTS);
    expect(s.defaults).toEqual(SETTINGS_DEFAULTS);
    expect((await call(t.app, 'GET', 'system/settings')).status).toBe(401);
  });

  it('saves changed settings, applies them on this and every other instance, and keeps who changed what', async () => {
    const r = await save({ offlineMinutes: 30, batteryChargeSoonBelow: 25, junkEventModeDefault: 'boot' });
    expect(r.body.code).toBe(0);
    expect((await settingsOf(plainUser)).values).toMatchObject({
      offlineMinutes: 30,
      batteryChargeSoonBelow: 25,
      junkEventModeDefault: 'boot',
    });
    // The other instance hears the commit's announcement: no restart, no request to it needed.
    await vi.waitFor(async () => expect((await settingsOf(plainUser, other.app)).values.offlineMinutes).toBe(30));
    // The home dashboard judges offline robots by it.
    const home = await call<{ offlineMinutes: number }>(t.app, 'GET', 'robotinfo/home/summary', { token: platform });
    expect(home.body.data.offlineMinutes).toBe(30);
    const h = await history('setting');
    expect(h.list.slice(0, 3).map((c) => [c.key, c.oldValue, c.newValue, c.account])).toEqual(
      expect.arrayContaining([
        ['offlineMinutes', '10', '30', 'admin'],
        ['batteryChargeSoonBelow', '20', '25', 'admin'],
        ['junkEventModeDefault', '"work"', '"boot"', 'admin'],
      ]),
    );
  });

  it('says nothing changed when nothing did, and a value set back to its default is recorded and applies', async () => {
    const same = await save({ offlineMinutes: 30, batteryChargeSoonBelow: 25, junkEventModeDefault: 'boot' });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
    const back = await save({});
    expect(back.body.code).toBe(0);
    expect((await settingsOf(platform)).values).toEqual(SETTINGS_DEFAULTS);
    expect((await history('setting')).list[0]).toMatchObject({ newValue: expect.any(String) });
    expect((await history('setting')).total).toBe(6);
  });

  it('refuses bad values on their field and changes nothing', async () => {
    const crossed = await save({ batteryDamageBelow: 30, batteryChargeSoonBelow: 20 });
    expect(crossed.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldPaths(crossed.body)).toEqual(['batteryDamageBelow']);
    const bad = await save({ offlineMinutes: 0, pageSizeDefault: 1000, junkEventModeDefault: 'never' as 'off' });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldPaths(bad.body).sort()).toEqual(['junkEventModeDefault', 'offlineMinutes', 'pageSizeDefault']);
    expect((await settingsOf(platform)).values).toEqual(SETTINGS_DEFAULTS);
  });

  it("refuses a business's user handed the codes, and a user without them", async () => {
    expect((await save({ offlineMinutes: 15 }, businessEditor)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await save({ offlineMinutes: 15 }, plainUser)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await settingsOf(platform)).values.offlineMinutes).toBe(SETTINGS_DEFAULTS.offlineMinutes);
  });
});

describe('dictionary labels (configure)', () => {
  const saveLabel = (body: Record<string, unknown>, token = platform) => call(t.app, 'PUT', 'dic/label/save', { token, body });
  const reset = (body: Record<string, unknown>, token = platform) => call(t.app, 'PUT', 'dic/label/reset', { token, body });

  it('lists every item of a language with its built-in label and override', async () => {
    const r = await call<TDicLabelRow[]>(t.app, 'GET', 'dic/labels/en', { token: platform });
    expect(r.body.data.find((x) => x.enumName === 'WorkStatus' && x.value === 1)).toEqual({
      enumName: 'WorkStatus',
      value: 1,
      defaultLabel: 'Running a task',
      label: null,
    });
    expect((await call(t.app, 'GET', 'dic/labels/en', { token: plainUser })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('relabels an item in one language for every screen and instance, and restores it', async () => {
    expect((await saveLabel({ lang: 'en', enumName: 'WorkStatus', value: 1, label: 'Cleaning' })).body.code).toBe(0);
    expect(labelOf(await dic('enUS'), 'WorkStatus', 1)).toBe('Cleaning');
    expect(labelOf(await dic('zhCN'), 'WorkStatus', 1)).not.toBe('Cleaning');
    await vi.waitFor(async () => expect(labelOf(await dic('enUS', other.app), 'WorkStatus', 1)).toBe('Cleaning'));
    const rows = (await call<TDicLabelRow[]>(t.app, 'GET', 'dic/labels/en', { token: platform })).body.data;
    expect(rows.find((x) => x.enumName === 'WorkStatus' && x.value === 1)?.label).toBe('Cleaning');

    expect((await reset({ lang: 'en', enumName: 'WorkStatus', value: 1 })).body.code).toBe(0);
    expect(labelOf(await dic('enUS'), 'WorkStatus', 1)).toBe('Running a task');
    expect((await reset({ lang: 'en', enumName: 'WorkStatus', value: 1 })).body.code).toBe(ErrorCode.NO_CHANGES);
    const h = (await history('label')).list;
    expect(h.slice(0, 2).map((c) => [c.key, c.lang, c.oldValue, c.newValue])).toEqual([
      ['WorkStatus.1', 'en', 'Cleaning', null],
      ['WorkStatus.1', 'en', null, 'Cleaning'],
    ]);
  });

  it('keeps string values and treats the built-in text typed again as a reset', async () => {
    expect((await saveLabel({ lang: 'ja', enumName: 'PackageType', value: 'demo', label: 'デモ版' })).body.code).toBe(0);
    expect(labelOf(await dic('jaJP'), 'PackageType', 'demo')).toBe('デモ版');
    const builtIn = (await call<TDicLabelRow[]>(t.app, 'GET', 'dic/labels/ja', { token: platform })).body.data.find(
      (x) => x.enumName === 'PackageType' && x.value === 'demo',
    )!.defaultLabel;
    expect((await saveLabel({ lang: 'ja', enumName: 'PackageType', value: 'demo', label: builtIn })).body.code).toBe(0);
    const row = (await call<TDicLabelRow[]>(t.app, 'GET', 'dic/labels/ja', { token: platform })).body.data.find(
      (x) => x.enumName === 'PackageType' && x.value === 'demo',
    );
    expect(row?.label).toBeNull();
  });

  it('refuses an unknown item, an empty or spaced label, and business users', async () => {
    const unknown = await saveLabel({ lang: 'en', enumName: 'WorkStatus', value: 99, label: 'Nope' });
    expect(unknown.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldPaths(unknown.body)).toEqual(['value']);
    const badEnum = await saveLabel({ lang: 'en', enumName: 'NoSuchEnum', value: 1, label: 'Nope' });
    expect(fieldPaths(badEnum.body)).toEqual(['enumName']);
    const spaced = await saveLabel({ lang: 'en', enumName: 'WorkStatus', value: 1, label: ' Cleaning' });
    expect(fieldPaths(spaced.body)).toEqual(['label']);
    const empty = await saveLabel({ lang: 'fr', enumName: 'WorkStatus', value: 1, label: '' });
    expect(fieldPaths(empty.body).sort()).toEqual(['label', 'lang']);
    expect((await saveLabel({ lang: 'en', enumName: 'WorkStatus', value: 1, label: 'Busy' }, businessEditor)).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect(labelOf(await dic('enUS'), 'WorkStatus', 1)).toBe('Running a task');
  });
});
