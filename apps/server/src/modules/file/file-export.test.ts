import { ErrorCode, FILE_CSV_HEADERS, toCsv } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { API, createTestApp, login, type TestApp } from '../../../test/helpers';
import { placeFile } from '../../../test/tenancy-files';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** Files named `bulk-…` in A's child: more than one batch of the stream (500 rows a query). */
const BULK = 1_203;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'XA');
  b = await buildBusiness(t.app, platform, 'XB');
  const one = await placeFile(t, a.childId);
  const [model] = await t.database.db.select().from(files).where(eq(files.id, one));
  // Rows sharing one stored object, as equal uploads do: the export reads rows, never bytes.
  await t.database.db.insert(files).values(
    Array.from({ length: BULK }, (_, i) => ({
      number: `B${String(i).padStart(6, '0')}`,
      name: `bulk-${String(i).padStart(5, '0')}.png`,
      kind: 'image' as const,
      mime: 'image/png',
      size: i,
      sha256: model!.sha256,
      storedName: model!.storedName,
      orgId: a.childId,
    })),
  );
  await placeFile(t, b.businessId);
}, 120_000);
afterAll(() => t.close());

const exportCsv = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user-service/file/export`,
    headers: { authorization: token, 'accept-language': lang },
    payload: body,
  });

describe('POST user-service/file/export', () => {
  it('streams every filtered file of the subtree, past one batch, in the list order, as a CSV attachment', async () => {
    const r = await exportCsv(a.adminToken, { keyword: 'bulk-', sortField: 'name', sortOrder: 'asc' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="resource-files-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(r.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(FILE_CSV_HEADERS.en.join(','));
    expect(lines).toHaveLength(BULK + 1);
    expect(lines[1]).toMatch(/^B000000,bulk-00000\.png,Image,0,,XA child,\d{4}-/);
    expect(lines[BULK]).toMatch(/^B001202,bulk-01202\.png,Image,1202,/);
  });

  it("leaves out another business's files and writes the caller's language", async () => {
    const r = await exportCsv(a.adminToken, { keyword: 'placed-' }, 'zh');
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(toCsv(FILE_CSV_HEADERS.zh, []).trimEnd());
    expect(lines.slice(1).every((l) => l.includes(',图片,') && l.includes('XA child'))).toBe(true);
    expect(lines).toHaveLength(2);
  });

  it('refuses a caller without resourceFile:view, and a range that ends before it starts, as the envelope', async () => {
    const reader = await userInOrg(t.app, a.adminToken, a.childId, ['user']);
    const denied = await exportCsv(reader, {});
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toMatchObject({ code: ErrorCode.PERMISSION_DENIED });
    const bad = await exportCsv(a.adminToken, { start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'end' }] } });
  });
});
