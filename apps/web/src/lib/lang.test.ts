import { describe, expect, it } from 'vitest';
import { readStoredLang } from './lang';

const storage = (v: string | null) => ({ getItem: () => v });

describe('readStoredLang', () => {
  it('keeps a valid stored choice', () => {
    expect(readStoredLang(storage('jaJP'), 'zh-CN')).toBe('jaJP');
    expect(readStoredLang(storage('enUS'), 'ja')).toBe('enUS');
  });

  it('uses the browser default of spec §4 when nothing valid is stored', () => {
    expect(readStoredLang(storage(null), 'ja')).toBe('jaJP');
    expect(readStoredLang(storage(null), 'ja-JP')).toBe('jaJP');
    expect(readStoredLang(storage(null), 'zh-CN')).toBe('zhCN');
    expect(readStoredLang(storage(null), 'zh-TW')).toBe('zhCN');
    expect(readStoredLang(storage('xx'), 'fr-FR')).toBe('enUS');
    expect(readStoredLang(storage(null), undefined)).toBe('enUS');
  });

  it('survives a storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredLang(blocked, 'ja')).toBe('jaJP');
  });
});
