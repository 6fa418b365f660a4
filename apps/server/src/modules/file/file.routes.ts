import {
  deleteFileRoute,
  downloadFileRoute,
  exportFilesRoute,
  FILE_MAX_BYTES_DEFAULT,
  findFilesRoute,
  getFileThumbnailRoute,
  getPublicHelpFileRoute,
  MEDIA_KINDS,
  renameFileRoute,
  uploadFileRoute,
  uploadHelpRoute,
  uploadKindsOf,
  type TFileKind,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRangedFileRoute, registerRoute } from '../../lib/route';
import { exportFilesCsv } from './file-export';
import { thumbnailOf } from './file-thumbnail';
import { createDiskFileStore, sweepStaleUploads } from './disk-file-store';
import { readUpload } from './file-upload';
import { createFile, deleteFile, fileForDownload, fileForPublicHelp, findFiles, renameFile } from './file.service';
import { fileStoreDir, thumbnailStoreDir } from './file-dirs';

export interface FileRoutesOptions {
  db: Db;
  filesDir: string;
  /** Size limit per kind (FILE_MAX_MB_*); contracts' defaults otherwise. */
  fileMaxBytes?: Partial<Record<TFileKind, number>>;
  /** Requests per minute and address to the public help images (the article's own limit). */
  publicRateLimit: number;
}

export { fileStoreDir, thumbnailStoreDir } from './file-dirs';

export const fileRoutes = async (app: FastifyInstance, opts: FileRoutesOptions) => {
  const { db } = opts;
  const store = createDiskFileStore(fileStoreDir(opts.filesDir));
  const thumbs = createDiskFileStore(thumbnailStoreDir(opts.filesDir));
  const swept = (await sweepStaleUploads(fileStoreDir(opts.filesDir))) + (await sweepStaleUploads(thumbnailStoreDir(opts.filesDir)));
  if (swept > 0) app.log.info(`file store: removed ${swept} temporary upload file(s) left by an earlier crash`);
  const media = { kinds: MEDIA_KINDS, maxBytes: { ...FILE_MAX_BYTES_DEFAULT, ...opts.fileMaxBytes } };
  // Reading the multipart body is the route's part (like zod's for JSON); the service gets what was stored.
  registerRoute(app, uploadFileRoute, async ({ req, audit, session }) =>
    createFile(db, store, audit, session, await readUpload(req, store, { ...media, kinds: uploadKindsOf(session.permissions) })),
  );
  registerRoute(app, uploadHelpRoute, async ({ req, audit, session }) =>
    createFile(db, store, audit, session, await readUpload(req, store, media)),
  );
  registerRoute(app, findFilesRoute, ({ session, body }) => findFiles(db, session, body));
  registerDownloadRoute(app, exportFilesRoute, async ({ req, session, body }) => ({
    filename: `resource-files-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: exportFilesCsv(db, session, requestLang(req), body),
  }));
  registerRoute(app, renameFileRoute, ({ audit, session, body }) => renameFile(db, audit, session, body));
  registerRoute(app, deleteFileRoute, ({ audit, session, params }) => deleteFile(db, { store, thumbs }, audit, session, params.id));
  registerDownloadRoute(app, getFileThumbnailRoute, async ({ session, params }) => {
    const { file, thumb } = await thumbnailOf(db, store, thumbs, session, params.id);
    return { filename: `${file.name}.webp`, contentType: 'image/webp', inline: true, content: thumbs.open(thumb) };
  });
  registerRangedFileRoute(app, downloadFileRoute, async ({ session, params, query }) => {
    const file = await fileForDownload(db, session, params.id);
    return {
      filename: file.name,
      contentType: file.mime,
      size: file.size,
      inline: query.download !== '1',
      open: (range) => store.open(file.storedName, range),
    };
  });
  // Lives with the store; the help module decides which files are public (help.repository). A page of a
  // manual loads several images and a video seeks in many ranges: ten times the article's per-IP limit.
  registerRangedFileRoute(
    app,
    getPublicHelpFileRoute,
    async ({ params }) => {
      const file = await fileForPublicHelp(db, params.id);
      return {
        filename: file.name,
        contentType: file.mime,
        size: file.size,
        inline: true,
        open: (range) => store.open(file.storedName, range),
      };
    },
    { rateLimit: { max: opts.publicRateLimit * 10, timeWindow: '1 minute' } },
  );
};
