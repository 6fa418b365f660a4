import { describe, expect, it } from 'vitest';
import { LANGS } from './common/lang';
import { permissionDescription, permissionName } from './permission-text';
import { ALL_PERMISSION_CODES, MENUS } from './permissions';

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;

describe('permission descriptions', () => {
  it.each(LANGS)('give every code of the catalogue a finished %s sentence', (lang) => {
    for (const code of ALL_PERMISSION_CODES) {
      const text = permissionDescription(lang, code);
      expect(text.length, `${lang} ${code}`).toBeGreaterThanOrEqual(lang === 'en' ? 20 : 8);
      expect(text, `${lang} ${code}`).not.toContain('{{');
      expect(text, `${lang} ${code}`).not.toMatch(/permDesc|\bops\.|\bmenus\./);
      expect(text, `${lang} ${code}`).toMatch(lang === 'en' ? /^[A-Z].*[.)]$/ : /[。）]$/);
      if (lang !== 'en') expect(text, `${lang} ${code}`).toMatch(CJK);
      if (lang === 'ja') expect(text, `${lang} ${code}`).toMatch(KANA);
      if (lang === 'en') expect(text, `${lang} ${code}`).not.toMatch(CJK);
    }
  });

  it('describes each menu in its own words, different from every other menu', () => {
    for (const lang of LANGS) {
      const texts = MENUS.map((m) => permissionDescription(lang, m.code));
      expect(new Set(texts).size, lang).toBe(MENUS.length);
    }
  });

  it("names the screen in a verb's template, and prefers a sentence written for the code", () => {
    expect(permissionDescription('en', 'maintainRecord:create')).toBe('Create new entries on the “Maintenance records” screen.');
    expect(permissionDescription('zh', 'maintainRecord:create')).toBe('在“维护记录”中新增记录。');
    expect(permissionDescription('ja', 'maintainRecord:create')).toBe('「保守記録」で新しい項目を作成する。');
    expect(permissionDescription('en', 'maintainRecord:create', 'Service log')).toBe('Create new entries on the “Service log” screen.');
    expect(permissionDescription('en', 'robotOperate:reset')).toContain('maps, tasks and history are cleared');
    expect(permissionDescription('en', 'robotRegister:rotateSecret')).toContain('disconnected until it is given the new secret');
    expect(permissionDescription('en', 'robotOperate:lock')).toContain('stops cleaning');
  });

  it('gives a code outside the catalogue nothing rather than a raw key', () => {
    for (const code of ['nobody', 'user:fly', 'home:delete', '']) expect(permissionDescription('en', code)).toBe('');
  });

  it("names a code by the catalogue's label", () => {
    expect(permissionName('ja', 'user')).toBe('ユーザー管理');
    expect(permissionName('en', 'user:revert')).toBe('Reset password');
  });
});
