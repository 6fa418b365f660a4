import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { files } from '../src/db/schema';
import { createDiskFileStore } from '../src/modules/file/disk-file-store';
import { fileStoreDir } from '../src/modules/file/file.routes';
import { API, type TestApp } from './helpers';

export const FILE_CODES = ['resourceFile', 'resourceFile:view', 'resourceFile:edit', 'resourceFile:delete'];

let seq = 0;
/**
 * A stored file of organisation `orgId`, placed directly: uploads land in the uploader's own
 * organisation, and the matrix needs one in every placement. Real bytes in the app's real store.
 */
export const placeFile = async (t: TestApp, orgId: number) => {
  const stored = await createDiskFileStore(fileStoreDir(t.filesDir)).put(Readable.from([randomBytes(64)]));
  seq += 1;
  const [row] = await t.database.db
    .insert(files)
    .values({ number: `T${orgId}-${seq}`, name: `placed-${seq}.png`, kind: 'image', mime: 'image/png', ...stored, orgId })
    .returning({ id: files.id });
  return row!.id;
};

/** The content route answers bytes on success and the envelope otherwise: both as the matrix reads them. */
export const fileContent = async (t: TestApp, token: string, id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/user-service/file/content/${id}`, headers: { authorization: token } });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: json ? (res.json() as { code: number; data: unknown }) : { code: 0, data: null } };
};
