import { describe, expect, it } from 'vitest';
import { LANGS } from '../common/lang';
import { ENUM_NAMES } from '../enums';
import { ZDictionary } from './dic.api';
import { buildDictionary, dictionaryLangFromParam } from './dictionary';

describe('dictionaryLangFromParam (spec §2)', () => {
  it.each([
    ['enUS', 'en'],
    ['en', 'en'],
    ['jaJP', 'ja'],
    ['ja', 'ja'],
    ['zhCN', 'zh'],
    ['zh', 'zh'],
    ['fr', 'zh'],
    ['EN', 'zh'],
    ['', 'zh'],
  ] as const)('%j gives %s', (param, lang) => expect(dictionaryLangFromParam(param)).toBe(lang));
});

describe('buildDictionary', () => {
  it.each(LANGS)('has every enumeration and matches ZDictionary in %s', (lang) => {
    const dic = buildDictionary(lang);
    expect(Object.keys(dic)).toEqual(ENUM_NAMES);
    expect(ZDictionary.safeParse(dic).success).toBe(true);
    for (const items of Object.values(dic)) for (const { label } of items) expect(label).not.toMatch(/^enums\./);
  });

  it('labels values in the requested language', () => {
    expect(buildDictionary('en').WorkStatus).toEqual([
      { value: 0, label: 'Idle' },
      { value: 1, label: 'Running a task' },
      { value: 2, label: 'Paused' },
      { value: 3, label: 'Finished' },
      { value: 6, label: 'Transfer mode' },
      { value: 7, label: 'Follow mode' },
      { value: 8, label: 'Manual assist' },
    ]);
    expect(buildDictionary('zh').LockState).toEqual([
      { value: 0, label: '未锁定' },
      { value: 1, label: '已锁定' },
    ]);
    expect(buildDictionary('ja').OnlineState).toEqual([
      { value: 0, label: 'オフライン' },
      { value: 1, label: 'オンライン' },
    ]);
  });

  it('keeps string values as strings', () =>
    expect(buildDictionary('en').PackageType?.map((i) => i.value)).toEqual(['test', 'demo', 'trial', 'official']));
});
