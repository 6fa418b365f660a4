import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { files, versionPackages, versions } from '../src/db/schema';
import { API, type Envelope } from './helpers';
import { fileForm } from './multipart';

let major = 0;
/**
 * A version defined by `orgId`, written straight to the table: the version routes are another module's,
 * and a package only needs the row. Each call takes the next number, so none clashes (VERSION_EXISTS).
 */
export const insertVersion = async (db: Db, orgId: number) => {
  major += 1;
  const [row] = await db
    .insert(versions)
    .values({ softwareType: 'mainUnit', major, minor: '0', description: 'A build for tests.', robotTypes: [1], orgId })
    .returning({ id: versions.id });
  return { id: row!.id, text: `${major}.0` };
};

/** A package upload through inject(): the fields first, then the file, as a browser's form sends them. */
export const uploadPackage = async <T = { id: number }>(
  app: FastifyInstance,
  token: string,
  content: Buffer | string,
  fields: Record<string, string>,
  name = 'build.bin',
) => {
  const form = fileForm(name, content, fields);
  const res = await app.inject({
    method: 'POST',
    url: `${API}/robotinfo/package/upload`,
    headers: { ...form.headers, authorization: token, 'accept-language': 'en' },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
};

/** How many files and packages exist: a refused submission must leave both unchanged. */
export const packageCounts = async (db: Db) => {
  const [[f], [p]] = await Promise.all([db.select({ n: count() }).from(files), db.select({ n: count() }).from(versionPackages)]);
  return { files: f!.n, packages: p!.n };
};
