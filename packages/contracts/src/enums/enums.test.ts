import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LANGS, STORED_LANGS } from '../common/lang';
import { sharedCatalogues, translate } from '../i18n';
import { V } from '../validation/rules';
import { DeviceState, isRobotBusy, WorkStatus } from './robot.enums';
import {
  ENUM_DEFS,
  ENUM_NAMES,
  ENUMS,
  enumLabelKey,
  JUNK_EVENT_MODE_DEFAULT,
  Language,
  upgradeResultMeaning,
  upgradeResultUnit,
  ZUpgradeStepControl,
  ZWorkStatus,
  type EnumLabelTable,
} from './index';
import * as all from './index';

const values = (name: keyof typeof ENUM_DEFS) => Object.values(ENUM_DEFS[name]);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('enumerations of spec §4', () => {
  it.each([
    ['OrgLevel', range(0, 5)],
    ['TrusteeshipType', range(0, 3)],
    ['WorkStatus', [0, 1, 2, 3, 6, 7, 8]],
    ['DeviceState', range(0, 6)],
    ['LocationState', range(0, 3)],
    ['ChargeStatus', range(0, 2)],
    ['TaskState', range(0, 2)],
    ['ReservationResult', range(0, 6)],
    ['OperateState', range(0, 3)],
    ['UpgradeStepMain', range(0, 13)],
    ['UpgradeStepControl', [...range(0, 8), 11, 12, 13]],
    ['UpgradeStepApp', range(0, 7)],
    ['UpgradeStep', range(1, 7)],
    ['UpgradeResult', [...range(101, 115), ...range(201, 215)]],
    ['SimStatus', [0, 2, 4, 5, 8, 9, 20, 21, 80, 99]],
    ['PackageType', ['test', 'demo', 'trial', 'official']],
    ['JunkEventMode', ['off', 'boot', 'work']],
    ['WorkOrderAction', ['submit', 'distribute', 'process', 'accept', 'finish', 'close']],
  ] as const)('%s has the values of the spec', (name, expected) => expect(values(name)).toEqual(expected));

  it('has no value twice within an enumeration', () => {
    for (const name of ENUM_NAMES) expect(new Set(values(name)).size, name).toBe(values(name).length);
  });

  it('stores the languages as the web does', () => expect(Object.values(Language)).toEqual([...STORED_LANGS]));

  it('reports junk events at work by default', () => expect(JUNK_EVENT_MODE_DEFAULT).toBe('work'));

  it('exports a Z schema for every enumeration', () => {
    for (const name of ENUM_NAMES) {
      const schema = (all as unknown as Record<string, z.ZodType | undefined>)[`Z${name}`];
      expect(schema, `Z${name}`).toBeDefined();
      for (const v of values(name)) expect(schema!.safeParse(v).success, `${name} ${v}`).toBe(true);
      expect(schema!.safeParse('nope').success, name).toBe(false);
    }
  });

  it('rejects a value outside the enumeration with the invalid key', () => {
    expect(ZWorkStatus.safeParse(4).error?.issues.map((i) => i.message)).toEqual([V.invalid]);
    expect(ZWorkStatus.safeParse('1').success).toBe(false);
    expect(ZUpgradeStepControl.safeParse(9).success).toBe(false);
  });
});

describe('upgrade result codes', () => {
  it('tell the unit and the shared meaning', () => {
    expect([upgradeResultUnit(101), upgradeResultMeaning(101)]).toEqual(['main', 1]);
    expect([upgradeResultUnit(215), upgradeResultMeaning(215)]).toEqual(['second', 15]);
  });
  it.each(LANGS)('label both units differently in %s', (lang) => {
    expect(translate(lang, 'enums.UpgradeResult.101')).not.toBe(translate(lang, 'enums.UpgradeResult.201'));
  });
  it('label the codes in the listed order', () => {
    expect(translate('en', 'enums.UpgradeResult.101')).toBe('Main unit: busy with a task');
    expect(translate('en', 'enums.UpgradeResult.215')).toBe('Second unit: unknown error');
  });
});

describe('ENUMS registry and labels', () => {
  it('lists every enumeration with its values and label keys', () => {
    expect(Object.keys(ENUMS)).toEqual(ENUM_NAMES);
    expect(ENUMS.WorkStatus[1]).toEqual({ value: 1, labelKey: 'enums.WorkStatus.1' });
    expect(enumLabelKey('PackageType', 'trial')).toBe('enums.PackageType.trial');
    for (const name of ENUM_NAMES)
      expect(
        ENUMS[name].map((i) => i.value),
        name,
      ).toEqual(values(name));
  });

  it.each(LANGS)('every label key resolves to a real %s text', (lang) => {
    for (const name of ENUM_NAMES) {
      for (const { labelKey } of ENUMS[name]) {
        const text = translate(lang, labelKey);
        expect(text, labelKey).not.toBe(labelKey);
        expect(text.trim(), labelKey).not.toBe('');
      }
    }
  });

  it.each(LANGS)('the %s catalogue has no label without an enumeration value', (lang) => {
    const table = sharedCatalogues[lang].enums as Record<string, Record<string, string>>;
    expect(Object.keys(table).sort()).toEqual([...ENUM_NAMES].sort());
    for (const name of ENUM_NAMES) expect(Object.keys(table[name]!).sort(), name).toEqual(values(name).map(String).sort());
  });

  it.each(LANGS)('labels within one enumeration are distinct in %s', (lang) => {
    for (const name of ENUM_NAMES) {
      const labels = ENUMS[name].map((i) => translate(lang, i.labelKey));
      expect(new Set(labels).size, `${lang} ${name}: ${labels.join(', ')}`).toBe(labels.length);
    }
  });

  it('English labels are translated, not copied from Chinese', () => {
    for (const name of ENUM_NAMES.filter((n) => n !== 'Language')) {
      for (const { labelKey } of ENUMS[name]) expect(translate('en', labelKey), labelKey).not.toBe(translate('zh', labelKey));
    }
  });

  it('a label table missing a value does not type-check', () => {
    // @ts-expect-error WorkStatus 8 has no label
    const missing: EnumLabelTable['WorkStatus'] = { '0': 'a', '1': 'b', '2': 'c', '3': 'd', '6': 'e', '7': 'f' };
    expect(Object.keys(missing)).toHaveLength(6);
  });
});

describe('isRobotBusy (spec §4 working)', () => {
  it('is busy running, paused in a task, or saying it works; not idle, charging or never reported', () => {
    expect(isRobotBusy({ workStatus: WorkStatus.EXECUTING, deviceState: DeviceState.NORMAL })).toBe(true);
    expect(isRobotBusy({ workStatus: WorkStatus.PAUSED, deviceState: DeviceState.NORMAL })).toBe(true);
    expect(isRobotBusy({ workStatus: WorkStatus.IDLE, deviceState: DeviceState.WORKING })).toBe(true);
    expect(isRobotBusy({ workStatus: WorkStatus.IDLE, deviceState: DeviceState.PAUSED })).toBe(true);
    expect(isRobotBusy({ workStatus: WorkStatus.IDLE, deviceState: DeviceState.NORMAL })).toBe(false);
    expect(isRobotBusy(null)).toBe(false);
    expect(isRobotBusy({ workStatus: null, deviceState: null })).toBe(false);
  });
});
