import { ErrorCode } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, organizations, versionPackages, versions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createTestRobot, type TestRobot } from '../../../test/robot-fixtures';
import { createDiskFileStore } from '../file/disk-file-store';
import { fileStoreDir } from '../file/file-dirs';
import { grantPackageDownload } from './package-grant';

let t: TestApp;
let a: TestRobot;
let b: TestRobot;
let packageId: number;
/** 300 KB of random bytes: the package. */
const bytes = randomBytes(300 * 1024);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  a = await createTestRobot(db);
  b = await createTestRobot(db);
  const [root] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.level, 0));
  const stored = await createDiskFileStore(fileStoreDir(t.filesDir)).put(Readable.from([bytes]));
  const [file] = await db
    .insert(files)
    .values({ number: 'TPKG1', name: 'main-2.5.bin', kind: 'package', mime: 'application/octet-stream', ...stored, orgId: root!.id })
    .returning({ id: files.id });
  const [version] = await db
    .insert(versions)
    .values({ softwareType: 'mainUnit', major: 2, minor: '5', description: 'Faster docking', robotTypes: [1], orgId: root!.id })
    .returning({ id: versions.id });
  const [pkg] = await db
    .insert(versionPackages)
    .values({
      versionId: version!.id,
      packageType: 'official',
      source: 'upload',
      fileId: file!.id,
      md5: '0'.repeat(32),
      size: bytes.length,
    })
    .returning({ id: versionPackages.id });
  packageId = pkg!.id;
}, 120_000);
afterAll(() => t.close());

const basic = (r: TestRobot, secret = r.secret) => `Basic ${Buffer.from(`${r.deviceNumber}:${secret}`).toString('base64')}`;
const grant = (robot: TestRobot, now?: Date) =>
  grantPackageDownload(t.database.db, { robotId: robot.id, packageId, baseUrl: 'http://robots.example:8080/', now });
const fetchPackage = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { 'accept-language': 'en', ...headers } });

describe('GET device/package/:token (a robot downloads its upgrade package)', () => {
  it('gives the address under the base robots reach, expiring after the grant hours', async () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const g = await grant(a, now);
    expect(g.url).toMatch(/^http:\/\/robots\.example:8080\/v2\/api\/sweeper\/device\/package\/[A-Za-z0-9_-]{43}$/);
    expect(g.expiresAt.toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('answers the whole package to its robot, and one range of it for a resumed download', async () => {
    const { url } = await grant(a);
    const whole = await fetchPackage(url, { authorization: basic(a) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.rawPayload, bytes)).toBe(0);
    const rest = await fetchPackage(url, { authorization: basic(a), range: 'bytes=100000-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100000-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.compare(rest.rawPayload, bytes.subarray(100_000))).toBe(0);
  });

  it("refuses robot B with robot A's address as not found, and a wrong or missing credential as 401", async () => {
    const { url } = await grant(a);
    const other = await fetchPackage(url, { authorization: basic(b) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const refused: Record<string, string>[] = [{ authorization: basic(a, 'wrong-secret') }, {}, { authorization: 'Bearer x' }];
    for (const headers of refused) {
      const r = await fetchPackage(url, headers);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
    }
  });

  it('refuses an expired address with 410 PACKAGE_GRANT_ENDED, and an unknown token as not found', async () => {
    const { url } = await grant(a, new Date(Date.now() - 25 * 3_600_000));
    const ended = await fetchPackage(url, { authorization: basic(a) });
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toMatchObject({ code: ErrorCode.PACKAGE_GRANT_ENDED });
    const unknown = await fetchPackage(url.replace(/[^/]{43}$/, 'A'.repeat(43)), { authorization: basic(a) });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a disabled robot even with its own address', async () => {
    const c = await createTestRobot(t.database.db, { enabled: false });
    const { url } = await grant(c);
    expect((await fetchPackage(url, { authorization: basic(c) })).statusCode).toBe(401);
  });
});
