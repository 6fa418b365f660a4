import type { THelpArticleRow, TTicket } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from '../../test/helpers';
import { seedDemoContent } from './demo-content';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The test app is seeded without demo content (every API test starts from empty lists): added here.
  t = await createTestApp();
  admin = await login(t.app);
}, 60_000);
afterAll(() => t.close());

const articles = async () =>
  (await call<{ list: THelpArticleRow[] }>(t.app, 'POST', 'user-service/systemhelp/list', { token: admin, body: { pageSize: 50 } })).body
    .data.list;
const tickets = async (kind: 'question' | 'work_order') =>
  (await call<{ list: TTicket[] }>(t.app, 'POST', 'oasys/ticket/list', { token: admin, body: { kind, pageSize: 50 } })).body.data.list;

describe('demo content (sim/demo-content.ts)', () => {
  it('starts empty, then has help articles, one public whose picture opens signed out, and tickets in three states', async () => {
    expect(await articles()).toEqual([]);
    await seedDemoContent(t.database.db, t.filesDir);

    const list = await articles();
    expect(list.map((a) => a.category).sort()).toEqual(['guide', 'maintenance', 'operation']);
    const open = list.filter((a) => a.isPublic);
    expect(open).toHaveLength(1);
    const article = await call<{ body: string }>(t.app, 'GET', `user-service/systemhelp/outAuth/info/${open[0]!.id}`);
    expect(article.status).toBe(200);
    const fileId = /\/file\/content\/(\d+)/.exec(article.body.data.body)?.[1];
    const picture = await t.app.inject({ method: 'GET', url: `${API}/user-service/systemhelp/outAuth/file/${fileId}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    expect((await tickets('work_order')).map((w) => w.state).sort()).toEqual(['dispatched', 'submitted']);
    expect((await tickets('question')).map((q) => q.state)).toEqual(['open']);
  });
});
