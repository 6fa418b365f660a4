import { ErrorCode, THUMBNAIL_SIZE, type TFileItem } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { mp4Bytes, pngBytes, uploadFile } from '../../../test/multipart';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { thumbnailStoreDir } from './file.routes';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'TA');
  b = await buildBusiness(t.app, platform, 'TB');
}, 60_000);
afterAll(() => t.close());

/** A real 400×300 picture, made here: what a camera or a screenshot would give, only smaller. */
const picture = (background = '#1677ff') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
const upload = async (token: string, name: string, content: Buffer) => {
  const r = await uploadFile<TFileItem>(t.app, 'user-service/file/upload', token, name, content);
  expect(r.status).toBe(200);
  return r.body.data;
};
const thumbnail = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `${API}/user-service/file/thumbnail/${id}`, headers: { authorization: token } });
const thumbs = () => readdirSync(thumbnailStoreDir(t.filesDir)).filter((n) => !n.startsWith('.'));

describe('GET user-service/file/thumbnail/:id', () => {
  it('makes a WebP inside the thumbnail size on first request, keeps it, and serves the kept one after', async () => {
    const file = await upload(a.adminToken, 'pump.png', await picture());
    const first = await thumbnail(a.adminToken, file.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE, height: (THUMBNAIL_SIZE * 3) / 4 });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(thumbs()).toEqual([row!.thumbStoredName]);
    const again = await thumbnail(a.adminToken, file.id);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(thumbs()).toHaveLength(1);
  });

  it('answers not found for a video, a picture that cannot be decoded, and a file of another business', async () => {
    const video = await upload(a.adminToken, 'clip.mp4', mp4Bytes());
    const broken = await upload(a.adminToken, 'broken.png', pngBytes(64, 7));
    const theirs = await upload(b.adminToken, 'theirs.png', await picture('#ff0000'));
    for (const id of [video.id, broken.id, theirs.id]) {
      const r = await thumbnail(a.adminToken, id);
      expect(r.statusCode).toBe(404);
      expect((r.json() as { code: number }).code).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('removes the thumbnail with the last file that shows it', async () => {
    const content = await picture('#00aa00');
    const one = await upload(a.adminToken, 'green.png', content);
    const two = await upload(a.adminToken, 'green-copy.png', content);
    expect((await thumbnail(a.adminToken, one.id)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, two.id));
    // Equal content, one thumbnail: the copy has it without asking.
    expect(row!.thumbStoredName).toMatch(/^[0-9a-f]{64}$/);
    await call(t.app, 'DELETE', `user-service/file/delete/${one.id}`, { token: a.adminToken });
    expect(thumbs()).toContain(row!.thumbStoredName);
    await call(t.app, 'DELETE', `user-service/file/delete/${two.id}`, { token: a.adminToken });
    expect(thumbs()).not.toContain(row!.thumbStoredName);
  });
});
