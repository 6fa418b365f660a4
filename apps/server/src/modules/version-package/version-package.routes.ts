import {
  deletePackageRoute,
  downloadPackageRoute,
  FILE_MAX_BYTES_DEFAULT,
  FileKind,
  findPackagesRoute,
  registerPackageRoute,
  releasePackageRoute,
  uploadPackageRoute,
  versionOptionsRoute,
  withdrawPackageRoute,
  type TFileKind,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRangedFileRoute, registerRoute } from '../../lib/route';
import { createDiskFileStore } from '../file/disk-file-store';
import { fileStoreDir } from '../file/file-dirs';
import { readUpload } from '../file/file-upload';
import {
  checkUploadFields,
  deletePackage,
  findPackages,
  findVersionOptions,
  packageForDownload,
  registerPackage,
  releasePackage,
  submitUpload,
  withdrawPackage,
} from './version-package.service';

export interface VersionPackageRoutesOptions {
  db: Db;
  filesDir: string;
  /** FILE_MAX_MB_PACKAGE, as the file store's other kinds. */
  fileMaxBytes?: Partial<Record<TFileKind, number>>;
}

/** Packages of versions (issue 15: submit and issue screens); their bytes live in the file store. */
export const versionPackageRoutes = async (app: FastifyInstance, opts: VersionPackageRoutesOptions) => {
  const { db } = opts;
  const store = createDiskFileStore(fileStoreDir(opts.filesDir));
  const rules = { kinds: [FileKind.PACKAGE], maxBytes: { ...FILE_MAX_BYTES_DEFAULT, ...opts.fileMaxBytes }, md5: true };
  registerRoute(app, findPackagesRoute, ({ session, body }) => findPackages(db, session, body));
  registerRoute(app, versionOptionsRoute, ({ session }) => findVersionOptions(db, session));
  // The fields come before the file and are checked first: a refused submission stores nothing.
  registerRoute(app, uploadPackageRoute, async ({ req, audit, session }) =>
    submitUpload(db, store, audit, session, await readUpload(req, store, rules, (fields) => checkUploadFields(db, session, fields))),
  );
  registerRoute(app, registerPackageRoute, ({ audit, session, body }) => registerPackage(db, audit, session, body));
  registerRoute(app, deletePackageRoute, ({ audit, session, params }) => deletePackage(db, store, audit, session, params.id));
  registerRoute(app, releasePackageRoute, ({ audit, session, body }) => releasePackage(db, audit, session, body));
  registerRoute(app, withdrawPackageRoute, ({ audit, session, params }) => withdrawPackage(db, audit, session, params.id));
  registerRangedFileRoute(app, downloadPackageRoute, async ({ session, params }) => {
    const p = await packageForDownload(db, session, params.id);
    return {
      filename: p.fileName,
      contentType: 'application/octet-stream',
      size: p.size,
      inline: false,
      open: (range) => store.open(p.storedName, range),
    };
  });
};
