import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { files, organizations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findFilesInScope } from './file.repository';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let paths: { business: string; child: string; other: string };
const ids: Record<'business' | 'child' | 'other', number> = { business: 0, child: 0, other: 0 };

const orgPath = async (id: number) => (await t.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.path;
const insertFile = async (orgId: number, n: string) => {
  const [row] = await t.database.db
    .insert(files)
    .values({
      number: n,
      name: `${n}.png`,
      kind: 'image',
      mime: 'image/png',
      size: 3,
      sha256: 'a'.repeat(64),
      storedName: 'a'.repeat(64),
      orgId,
    })
    .returning({ id: files.id });
  return row!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'A');
  const b = await buildBusiness(t.app, platform, 'B');
  paths = { business: await orgPath(a.businessId), child: await orgPath(a.childId), other: await orgPath(b.businessId) };
  ids.business = await insertFile(a.businessId, 'F1');
  ids.child = await insertFile(a.childId, 'F2');
  ids.other = await insertFile(b.businessId, 'F3');
}, 60_000);
afterAll(() => t.close());

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('findFilesInScope', () => {
  it('returns the files of the subtree in the order asked, duplicates collapsed', async () => {
    const rows = await findFilesInScope(t.database.db, paths.business, [ids.child, ids.business, ids.child]);
    expect(rows.map((r) => [r.id, r.number, r.kind])).toEqual([
      [ids.child, 'F2', 'image'],
      [ids.business, 'F1', 'image'],
    ]);
  });

  it('answers not found, naming the field, when one id lies outside the subtree', async () => {
    const e = await refusal(findFilesInScope(t.database.db, paths.child, [ids.child, ids.business], 'pictures'));
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ codeName: 'NOT_FOUND', opts: { fields: [{ path: 'pictures', code: 'errors.NOT_FOUND' }] } });
  });

  it("does not find another business's file, nor one that does not exist", async () => {
    await expect(refusal(findFilesInScope(t.database.db, paths.business, [ids.other]))).resolves.toMatchObject({ codeName: 'NOT_FOUND' });
    await expect(refusal(findFilesInScope(t.database.db, paths.other, [999_999]))).resolves.toMatchObject({ codeName: 'NOT_FOUND' });
  });

  it('asks nothing for an empty list', async () => {
    expect(await findFilesInScope(t.database.db, paths.business, [])).toEqual([]);
  });
});

describe('deleting an organisation that owns files', () => {
  it('hands its files to the parent, which stays accountable for them', async () => {
    const id = await insertFile(a.siblingId, 'F4');
    const r = await call(t.app, 'GET', `user-service/user/org/delete/${a.siblingId}`, { token: a.adminToken });
    expect(r.body).toMatchObject({ code: 0 });
    const [row] = await t.database.db.select({ orgId: files.orgId }).from(files).where(eq(files.id, id));
    expect(row).toEqual({ orgId: a.businessId });
  });
});
