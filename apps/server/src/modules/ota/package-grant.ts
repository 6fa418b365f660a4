import { API_BASE, PACKAGE_GRANT_HOURS } from '@fleet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { files, packageGrants, robots, versionPackages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { deviceSecretMatches } from '../../lib/device-secret';
import { notFound } from '../../lib/tenancy';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A download address for one robot and one uploaded package, as an otaUpgrade command carries it:
 * `baseUrl` is where robots reach this server (the campaign service will take it from the configuration). The token is shown only here.
 */
export const grantPackageDownload = async (db: Tx, grant: { robotId: number; packageId: number; baseUrl: string; now?: Date }) => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date((grant.now ?? new Date()).getTime() + PACKAGE_GRANT_HOURS * 3_600_000);
  await db.insert(packageGrants).values({ tokenHash: tokenHash(token), robotId: grant.robotId, packageId: grant.packageId, expiresAt });
  return { url: `${grant.baseUrl.replace(/\/$/, '')}${API_BASE}device/package/${token}`, expiresAt };
};

/** `Basic base64(deviceNumber:secret)`; undefined when absent or malformed. */
const basicCredential = (header: string | undefined) => {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!m) return undefined;
  const text = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon > 0 ? { deviceNumber: text.slice(0, colon), secret: text.slice(colon + 1) } : undefined;
};

/**
 * The package a robot may download with `token`: the robot proves itself with its device credential
 * (401 otherwise, the same answer for an unknown robot and a wrong secret); a token that is not this
 * robot's — another robot's included — is not found; an expired one has ended (410).
 */
export const grantedPackage = async (db: Db, token: string, authorization: string | undefined, now = new Date()) => {
  const cred = basicCredential(authorization);
  const [robot] = cred
    ? await db
        .select({ id: robots.id, secretHash: robots.secretHash })
        .from(robots)
        .where(and(eq(robots.deviceNumber, cred.deviceNumber), eq(robots.enabled, true), isNull(robots.deletedAt)))
    : [];
  if (!cred || !robot || !deviceSecretMatches(cred.secret, robot.secretHash)) throw new AppError('UNAUTHENTICATED');
  const [grant] = await db
    .select({ expiresAt: packageGrants.expiresAt, name: files.name, size: files.size, storedName: files.storedName })
    .from(packageGrants)
    .innerJoin(versionPackages, eq(versionPackages.id, packageGrants.packageId))
    .innerJoin(files, eq(files.id, versionPackages.fileId))
    .where(and(eq(packageGrants.tokenHash, tokenHash(token)), eq(packageGrants.robotId, robot.id)));
  if (!grant) throw notFound();
  if (grant.expiresAt <= now) throw new AppError('PACKAGE_GRANT_ENDED');
  return grant;
};
