import { ErrorCode, type TFileItem } from '@fleet/contracts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { mp4Bytes, pngBytes, uploadFile } from '../../../test/multipart';
import { userInOrg } from '../../../test/tenancy-fixtures';
import { buildWorkOrderWorld, createWorkOrder, mustStep, placeFile } from '../../../test/work-order-fixtures';

/** A ticket's pictures are uses of the file store's files: deleting one is refused, naming the ticket. */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorkOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkOrderWorld(t, 'WP');
}, 120_000);
afterAll(() => t.close());

const remove = (id: number) =>
  call<{ uses: string[] } | null>(t.app, 'DELETE', `user-service/file/delete/${id}`, { token: w.a.adminToken });

describe('DELETE user-service/file/delete/:id with tickets', () => {
  it("refuses a work order's picture with FILE_IN_USE naming the order's number, and keeps the file", async () => {
    const picture = await placeFile(t.database.db, w.a.childId);
    const id = await createWorkOrder(t, w.submitter, { pictures: [picture], description: 'Stops at the lift' });
    const r = await remove(picture);
    expect([r.status, r.body.code]).toEqual([409, ErrorCode.FILE_IN_USE]);
    expect(r.body.data).toEqual({ uses: [`#${id} ‘Stops at the lift’`] });
    expect(r.body.msg).toContain(`#${id}`);
    const again = await remove(picture);
    expect(again.body.code).toBe(ErrorCode.FILE_IN_USE);
  });

  it("refuses a picture attached only to a step of the timeline (processing), and a question's", async () => {
    const picture = await placeFile(t.database.db, w.a.siblingId);
    const id = await createWorkOrder(t, w.submitter);
    await mustStep(t, w.a.adminToken, { id, action: 'distribute', handlerId: w.handlerId });
    await mustStep(t, w.handler, { id, action: 'process', analysis: 'Worn', solution: 'Replaced', pictures: [picture] });
    const shot = await placeFile(t.database.db, w.a.childId);
    const q = await call<{ id: number }>(t.app, 'POST', 'oasys/question/save', {
      token: w.submitter,
      body: { title: 'Scratch on the cover', description: 'See the photo', pictures: [shot] },
    });
    expect((await remove(picture)).body.data).toEqual({ uses: [`#${id} ‘The main brush makes a grinding noise’`] });
    expect((await remove(shot)).body.data).toEqual({ uses: [`#${q.body.data.id} ‘Scratch on the cover’`] });
  });

  it('deletes a picture no ticket uses', async () => {
    const unused = await placeFile(t.database.db, w.a.childId);
    await createWorkOrder(t, w.submitter, { pictures: [await placeFile(t.database.db, w.a.childId)] });
    expect((await remove(unused)).body.code).toBe(0);
  });
});

describe('POST user-service/file/upload for ticket pictures', () => {
  it('lets the handler (staff list) and a submitter upload a picture, and refuses one holding neither code', async () => {
    const byHandler = await uploadFile<TFileItem>(t.app, 'user-service/file/upload', w.handler, 'fixed.png', pngBytes());
    expect([byHandler.status, byHandler.body.code, byHandler.body.data.kind]).toEqual([200, 0, 'image']);
    const bySubmitter = await uploadFile<TFileItem>(t.app, 'user-service/file/upload', w.submitter, 'broken.png', pngBytes());
    expect(bySubmitter.body.code).toBe(0);
    const plain = await userInOrg(t.app, w.a.adminToken, w.a.childId, ['workOrderRecord', 'workOrderRecord:view']);
    const refused = await uploadFile(t.app, 'user-service/file/upload', plain, 'x.png', pngBytes());
    expect([refused.status, refused.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });

  it('takes images only from the after-sales codes: a video is refused by its content and nothing is stored', async () => {
    const stored = () => readdirSync(path.join(t.filesDir, 'store'), { recursive: true }).sort();
    const before = await t.database.db.execute(sql`select count(*)::int as n from files`);
    const onDisk = stored();
    for (const token of [w.handler, w.submitter]) {
      const video = await uploadFile(t.app, 'user-service/file/upload', token, 'clip.png', mp4Bytes());
      expect([video.status, video.body.code]).toEqual([400, ErrorCode.FILE_TYPE_NOT_ALLOWED]);
    }
    expect((await t.database.db.execute(sql`select count(*)::int as n from files`)).rows).toEqual(before.rows);
    expect(stored()).toEqual(onDisk);
    // resourceFile:upload still takes videos.
    const byAdmin = await uploadFile<TFileItem>(t.app, 'user-service/file/upload', w.a.adminToken, 'clip.mp4', mp4Bytes());
    expect([byAdmin.body.code, byAdmin.body.data.kind]).toEqual([0, 'video']);
  });
});
