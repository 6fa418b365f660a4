import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import {
  ZDocument,
  ZDocumentListQuery,
  ZDocumentOption,
  ZDocumentRestoreBody,
  ZDocumentRow,
  ZDocumentSaveBody,
  ZDocumentUpdateBody,
  ZDocumentUploadQuery,
  ZDocumentVersion,
  ZDocumentVersionParams,
  ZDocumentVersionRow,
} from './document.schema';

const tags = ['document'];
/**
 * Spec §7 lists no document calls, so these live under `user-service/document/*`. The access below
 * admits either kind's code; the service then requires the code of the document's own kind
 * (DOCUMENT_KIND_MENU), which a contract cannot express before the document is read.
 */
const VIEW = ['maintenanceDoc:view', 'versionDoc:view'] as const;

export const findDocumentsRoute = defineRoute({
  method: 'POST',
  path: 'user-service/document/list',
  access: VIEW,
  tags,
  summary: 'Documents of one kind the caller may read, by part of the title or a label',
  body: ZDocumentListQuery,
  data: ZListResult(ZDocumentRow),
});
export const getDocumentRoute = defineRoute({
  method: 'GET',
  path: 'user-service/document/info/:id',
  access: VIEW,
  tags,
  summary: 'One document with its markdown body, for the reader and the editor',
  params: ZIdParams,
  data: ZDocument,
});
export const createDocumentRoute = defineRoute({
  method: 'POST',
  path: 'user-service/document/save',
  access: ['maintenanceDoc:create', 'versionDoc:create'],
  tags,
  summary: "Write a document for an organisation of the caller's subtree; it starts at version 1",
  body: ZDocumentSaveBody,
  data: ZIdResult,
});
export const updateDocumentRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/document/update',
  access: 'mdEdit:edit',
  tags,
  summary: 'Save a document as a new version; refused when it changed since `baseVersion` or nothing changed',
  body: ZDocumentUpdateBody,
  data: z.object({ version: z.number().int() }),
});
export const deleteDocumentRoute = defineRoute({
  method: 'DELETE',
  path: 'user-service/document/delete/:id',
  access: ['maintenanceDoc:delete', 'versionDoc:delete'],
  tags,
  summary: 'Delete a document with all its versions',
  params: ZIdParams,
  data: z.null(),
});
export const uploadDocumentRoute = defineRoute({
  method: 'POST',
  path: 'user-service/document/upload',
  access: ['maintenanceDoc:create', 'versionDoc:create'],
  tags,
  summary:
    'Create a document from a `.md` file (multipart, one part `file`): UTF-8 text by its content, titled by its name. The file itself is not kept',
  query: ZDocumentUploadQuery,
  data: ZIdResult,
});
export const downloadDocumentRoute = defineRoute({
  method: 'GET',
  path: 'user-service/document/download/:id',
  access: VIEW,
  tags,
  summary: 'The current text as a `.md` file named after the title',
  params: ZIdParams,
  data: z.null(),
});
export const findDocumentVersionsRoute = defineRoute({
  method: 'GET',
  path: 'user-service/document/versions/:id',
  access: 'mdVersionEdit:view',
  tags,
  summary: "A document's versions, newest first (who, when, note)",
  params: ZIdParams,
  data: z.array(ZDocumentVersionRow),
});
export const getDocumentVersionRoute = defineRoute({
  method: 'GET',
  path: 'user-service/document/version/:id/:version',
  access: 'mdVersionEdit:view',
  tags,
  summary: 'One version of a document with its text',
  params: ZDocumentVersionParams,
  data: ZDocumentVersion,
});
export const restoreDocumentVersionRoute = defineRoute({
  method: 'POST',
  path: 'user-service/document/restore',
  access: 'mdVersionEdit:edit',
  tags,
  summary: 'Bring back an earlier version as a new one ("restored from vN"); refused when stale like a save',
  body: ZDocumentRestoreBody,
  data: z.object({ version: z.number().int() }),
});
export const findVersionDocumentOptionsRoute = defineRoute({
  method: 'GET',
  path: 'user-service/document/versionOptions',
  access: 'versionDoc:view',
  tags,
  summary: 'Version documents the caller may read, as id and title, for a picker (OTA links versions to them)',
  data: z.array(ZDocumentOption),
});
