import { describe, expect, it } from 'vitest';
import { builtInText, setLabelOverrides, translate } from '../i18n';
import { buildDictionary } from '../dic/dictionary';
import { batteryLevel, SETTINGS_DEFAULTS, ZSettings } from './settings';

describe('ZSettings', () => {
  it('takes the defaults', () => expect(ZSettings.parse(SETTINGS_DEFAULTS)).toEqual(SETTINGS_DEFAULTS));

  it.each([
    [{ offlineMinutes: 0 }, 'offlineMinutes', 'validation.offlineMinutes'],
    [{ offlineMinutes: 10_081 }, 'offlineMinutes', 'validation.offlineMinutes'],
    [{ offlineMinutes: 1.5 }, 'offlineMinutes', 'validation.offlineMinutes'],
    [{ batteryChargeSoonBelow: 101 }, 'batteryChargeSoonBelow', 'validation.percent'],
    [{ batteryDamageBelow: -1 }, 'batteryDamageBelow', 'validation.percent'],
    [{ batteryDamageBelow: 20, batteryChargeSoonBelow: 20 }, 'batteryDamageBelow', 'validation.batteryLevels'],
    [{ pageSizeDefault: 4 }, 'pageSizeDefault', 'validation.pageSize'],
    [{ pageSizeDefault: 101 }, 'pageSizeDefault', 'validation.pageSize'],
  ])('refuses %j on %s', (change, path, message) => {
    const r = ZSettings.safeParse({ ...SETTINGS_DEFAULTS, ...change });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });
});

describe('batteryLevel', () => {
  it.each([
    [9.9, 'damage'],
    [10, 'chargeSoon'],
    [19.9, 'chargeSoon'],
    [20, 'ok'],
  ] as const)('%d %% is %s with the defaults', (pct, level) => expect(batteryLevel(pct, SETTINGS_DEFAULTS)).toBe(level));

  it('follows changed levels', () => expect(batteryLevel(25, { batteryChargeSoonBelow: 30, batteryDamageBelow: 15 })).toBe('chargeSoon'));
});

describe('label overrides', () => {
  it('change what translate and the dictionary say in that language only, and go away', () => {
    const none = { zh: new Map<string, string>(), en: new Map<string, string>(), ja: new Map<string, string>() };
    setLabelOverrides({ ...none, en: new Map([['enums.WorkStatus.1', 'Cleaning']]) });
    expect(translate('en', 'enums.WorkStatus.1')).toBe('Cleaning');
    expect(builtInText('en', 'enums.WorkStatus.1')).toBe('Running a task');
    expect(buildDictionary('en').WorkStatus?.find((i) => i.value === 1)?.label).toBe('Cleaning');
    expect(translate('zh', 'enums.WorkStatus.1')).toBe(builtInText('zh', 'enums.WorkStatus.1'));
    setLabelOverrides(none);
    expect(translate('en', 'enums.WorkStatus.1')).toBe('Running a task');
  });
});
