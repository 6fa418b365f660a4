import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';

type Dic = Record<string, { value: number | string; label: string }[]>;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
});
afterAll(() => t.close());

describe('GET dic/dictionary/:lang', () => {
  it('gives the enumerations with labels in the requested language (enUS → en, jaJP → ja, else zh)', async () => {
    const en = await call<Dic>(t.app, 'GET', 'dic/dictionary/enUS', { token });
    const ja = await call<Dic>(t.app, 'GET', 'dic/dictionary/jaJP', { token });
    const zh = await call<Dic>(t.app, 'GET', 'dic/dictionary/xx', { token });
    expect(en.body.code).toBe(0);
    const levels = (d: Dic) => d.OrgLevel!.map((i) => i.value);
    expect(levels(en.body.data)).toEqual([0, 1, 2, 3, 4, 5]);
    const label = (d: Dic) => d.OrgLevel!.find((i) => i.value === 0)!.label;
    expect(new Set([label(en.body.data), label(ja.body.data), label(zh.body.data)]).size).toBe(3);
    expect(en.body.data.WorkStatus!.map((i) => i.value)).toEqual([0, 1, 2, 3, 6, 7, 8]);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', 'dic/dictionary/enUS')).status).toBe(401);
  });
});
