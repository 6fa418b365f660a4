import { DOCUMENT_BODY_MAX, type TDocumentKind, V } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditContext, SessionContext } from '../../lib/session';
import type { FileStore } from '../file/file-store';
import type { Upload } from '../file/file-upload';
import { removeUnused } from '../file/file.service';
import { createDocument } from './document.service';
import { requireKindCode } from './document-access';

const invalidFile = (code: string) => new AppError('VALIDATION', { fields: [{ path: 'file', code }] });

const readText = async (store: FileStore, storedName: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of store.open(storedName)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** "Brush manual.md" → "Brush manual", cut to a title's length. */
const titleOf = (name: string) =>
  name
    .replace(/\.(md|markdown)$/i, '')
    .trim()
    .slice(0, 60)
    .trim() || 'document';

/**
 * A document from an uploaded `.md` file. The file store's check already decided by the bytes that it
 * is UTF-8 text without NUL (readUpload with the markdown kind only); the text becomes version 1 and
 * the stored object is removed again (the document keeps its text, not the file).
 */
export const importDocument = async (
  db: Db,
  store: FileStore,
  audit: AuditContext,
  session: SessionContext,
  kind: TDocumentKind,
  upload: Upload,
) => {
  try {
    requireKindCode(session, kind, 'create');
    const text = (await readText(store, upload.stored.storedName)).replace(/^\uFEFF/, '');
    if (text.trim() === '') throw invalidFile(V.required);
    if (text.length > DOCUMENT_BODY_MAX) throw invalidFile(V.tooLong);
    return await createDocument(db, audit, session, { kind, title: titleOf(upload.name), body: text, note: upload.name.slice(0, 100) });
  } finally {
    await removeUnused(db, store, upload.stored.storedName);
  }
};
