import { devicePackageRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRangedFileRoute } from '../../lib/route';
import { createDiskFileStore } from '../file/disk-file-store';
import { fileStoreDir } from '../file/file-dirs';
import { grantedPackage } from './package-grant';

export interface OtaRoutesOptions {
  db: Db;
  filesDir: string;
}

/** OTA (issue 15): the robots' package download so far; campaigns come next. */
export const otaRoutes = async (app: FastifyInstance, opts: OtaRoutesOptions) => {
  const { db } = opts;
  const store = createDiskFileStore(fileStoreDir(opts.filesDir));
  // No per-IP limit: a fleet behind one NAT address resumes many ranges, and guessing needs a 256-bit
  // token and a 256-bit device secret.
  registerRangedFileRoute(app, devicePackageRoute, async ({ req, params }) => {
    const pkg = await grantedPackage(db, params.token, req.headers.authorization);
    return {
      filename: pkg.name,
      contentType: 'application/octet-stream',
      size: pkg.size,
      inline: false,
      open: (range) => store.open(pkg.storedName, range),
    };
  });
};
