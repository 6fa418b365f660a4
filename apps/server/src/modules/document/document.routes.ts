import {
  createDocumentRoute,
  deleteDocumentRoute,
  downloadDocumentRoute,
  FILE_MAX_BYTES_DEFAULT,
  FileKind,
  findDocumentsRoute,
  findDocumentVersionsRoute,
  findVersionDocumentOptionsRoute,
  getDocumentRoute,
  getDocumentVersionRoute,
  restoreDocumentVersionRoute,
  updateDocumentRoute,
  uploadDocumentRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { createDiskFileStore } from '../file/disk-file-store';
import { readUpload } from '../file/file-upload';
import { fileStoreDir } from '../file/file.routes';
import { importDocument } from './document-import.service';
import {
  createDocument,
  deleteDocument,
  documentForDownload,
  findDocuments,
  findDocumentVersions,
  findVersionDocumentOptions,
  getDocument,
  getDocumentVersion,
  restoreDocumentVersion,
  updateDocument,
} from './document.service';

/** Markdown documents (issue 14): `user-service/document/*`, the kind's codes decided in the service. */
export const documentRoutes = async (app: FastifyInstance, opts: { db: Db; filesDir: string }) => {
  const { db } = opts;
  // The file store's own directory and type check: an imported `.md` passes the same check as any upload.
  const store = createDiskFileStore(fileStoreDir(opts.filesDir));
  const markdownOnly = { kinds: [FileKind.MARKDOWN], maxBytes: FILE_MAX_BYTES_DEFAULT };
  registerRoute(app, findDocumentsRoute, ({ session, body }) => findDocuments(db, session, body));
  registerRoute(app, getDocumentRoute, ({ session, params }) => getDocument(db, session, params.id));
  registerRoute(app, createDocumentRoute, ({ audit, session, body }) => createDocument(db, audit, session, body));
  registerRoute(app, updateDocumentRoute, ({ audit, session, body }) => updateDocument(db, audit, session, body));
  registerRoute(app, deleteDocumentRoute, ({ audit, session, params }) => deleteDocument(db, audit, session, params.id));
  registerRoute(app, uploadDocumentRoute, async ({ req, audit, session, query }) =>
    importDocument(db, store, audit, session, query.kind, await readUpload(req, store, markdownOnly)),
  );
  registerDownloadRoute(app, downloadDocumentRoute, ({ session, params }) => documentForDownload(db, session, params.id));
  registerRoute(app, findDocumentVersionsRoute, ({ session, params }) => findDocumentVersions(db, session, params.id));
  registerRoute(app, getDocumentVersionRoute, ({ session, params }) => getDocumentVersion(db, session, params.id, params.version));
  registerRoute(app, restoreDocumentVersionRoute, ({ audit, session, body }) => restoreDocumentVersion(db, audit, session, body));
  registerRoute(app, findVersionDocumentOptionsRoute, ({ session }) => findVersionDocumentOptions(db, session));
};
