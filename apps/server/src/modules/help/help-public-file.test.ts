import { ErrorCode, fileContentUrl } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { placeFile } from '../../../test/tenancy-files';
import { buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'PF');
  b = await buildBusiness(t.app, platform, 'PG');
}, 120_000);
afterAll(() => t.close());

const withImage = (fileId: number) => `## Steps\n\n![Cover](${fileContentUrl(fileId)})\n`;
const save = (token: string, body: string, isPublic: boolean) =>
  must(t.app, token, 'POST', 'user-service/systemhelp/save', { title: uniq('Pic'), category: 'guide', body, isPublic });
/** Signed out: no authorization header at all. */
const publicFile = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}/user-service/systemhelp/outAuth/file/${id}`, headers });

describe('GET user-service/systemhelp/outAuth/file/:id', () => {
  it('serves an image a public article shows, signed out, inline with its type and ranges', async () => {
    const fileId = await placeFile(t, a.childId);
    await save(a.adminToken, withImage(fileId), true);
    const r = await publicFile(fileId);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['content-disposition']).toMatch(/^inline;/);
    expect(r.rawPayload.length).toBe(64);
    const part = await publicFile(fileId, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(r.rawPayload.subarray(0, 10));
  });

  it('answers not found for an image only a private article shows, and for a file no article shows', async () => {
    const privateOnly = await placeFile(t, a.businessId);
    await save(a.adminToken, withImage(privateOnly), false);
    const unrelated = await placeFile(t, a.businessId);
    for (const id of [privateOnly, unrelated, 2_000_000_000]) {
      const r = await publicFile(id);
      expect(r.statusCode).toBe(404);
      expect((r.json() as { code: number }).code).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('stops serving the image once its article is made private', async () => {
    const fileId = await placeFile(t, a.businessId);
    const { id } = await save(a.adminToken, withImage(fileId), true);
    expect((await publicFile(fileId)).statusCode).toBe(200);
    await must(t.app, a.adminToken, 'PUT', 'user-service/systemhelp/update', { id, isPublic: false });
    expect((await publicFile(fileId)).statusCode).toBe(404);
  });
});

describe('POST user-service/systemhelp/save with files in the body', () => {
  it("refuses another business's file in the body as not found, naming body, and publishes nothing", async () => {
    const theirs = await placeFile(t, b.businessId);
    for (const body of [withImage(theirs), withImage(9_999_999_999)]) {
      const r = await call(t.app, 'POST', 'user-service/systemhelp/save', {
        token: a.adminToken,
        body: { title: uniq('Leak'), category: 'guide', body, isPublic: true },
      });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'body' }] } });
    }
    expect((await publicFile(theirs)).statusCode).toBe(404);
  });

  it("refuses an update whose body shows another business's file", async () => {
    const { id } = await save(a.adminToken, '# Plain', true);
    const theirs = await placeFile(t, b.businessId);
    const r = await call(t.app, 'PUT', 'user-service/systemhelp/update', { token: a.adminToken, body: { id, body: withImage(theirs) } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'body' }] } });
  });
});
