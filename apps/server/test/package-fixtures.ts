import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { files, packageReleaseOrgs, versionPackages, versions } from '../src/db/schema';
import { API, type Envelope, type TestApp } from './helpers';
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

export const PACKAGE_CODES = [
  'submit',
  'submit:view',
  'submit:create',
  'submit:delete',
  'issue',
  'issue:view',
  'issue:edit',
  'issue:release',
];

/**
 * A package of a version defined by `orgId`, placed directly (the tenancy matrix needs one in every
 * placement): uploaded (a real stored file of that organisation) or at an external address, submitted or
 * released to `orgId` itself.
 */
export const placePackage = async (db: Db, orgId: number, opts: { fileId?: number; released?: boolean } = {}) => {
  const version = await insertVersion(db, orgId);
  const [row] = await db
    .insert(versionPackages)
    .values({
      versionId: version.id,
      packageType: 'trial',
      ...(opts.fileId !== undefined
        ? { source: 'upload' as const, fileId: opts.fileId, sha256: 'b'.repeat(64) }
        : { source: 'url' as const, url: 'https://builds.example.com/placed.bin' }),
      md5: 'a'.repeat(32),
      size: 64,
      state: opts.released ? 'released' : 'submitted',
      ...(opts.released && { releasedAt: new Date() }),
    })
    .returning({ id: versionPackages.id });
  if (opts.released) await db.insert(packageReleaseOrgs).values({ packageId: row!.id, orgId });
  return row!.id;
};

/** The download answers bytes on success and the envelope otherwise: both as the tenancy matrix reads them. */
export const packageContent = async (t: TestApp, token: string, id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/robotinfo/package/download/${id}`, headers: { authorization: token } });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: json ? (res.json() as { code: number; data: unknown }) : { code: 0, data: null } };
};
