import type { TFileItem, TFileQuery, TRenameFileBody } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import type { FileStore } from './file-store';
import type { Upload } from './file-upload';
import { findFileUses } from './file-uses';
import { removeUnusedThumbnail } from './file-thumbnail';
import { isFileInPublicArticle } from '../help/help.repository';
import {
  countStoredUses,
  deleteFileRow,
  findFileInScope,
  findFileWithOrgPath,
  insertFile,
  listFiles,
  lockStoredObject,
  renameFileRow,
  type FileFilters,
} from './file.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findFileInScope>>>;
const toItem = ({ storedName: _stored, thumbStoredName: _thumb, ...r }: Row): TFileItem => ({ ...r, createdAt: r.createdAt.toISOString() });

export const findFiles = async (db: Db, session: SessionContext, q: TFileQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listFiles(db, session.orgPath, q as FileFilters, q.pageSize, (q.page - 1) * q.pageSize);
  return { list: rows.map(toItem), total, page: q.page, pageSize: q.pageSize };
};

/**
 * Records an upload the store already holds, in the caller's organisation. If that fails, the stored
 * object is removed again unless another row shares it, so a failed upload leaves nothing behind.
 */
export const createFile = async (db: Db, store: FileStore, audit: AuditContext, session: SessionContext, upload: Upload) => {
  const { stored, type, name } = upload;
  try {
    const id = await db.transaction(async (tx) => {
      await lockStoredObject(tx, stored.storedName);
      // A delete of the last row with the same content may have removed it between put and lock.
      if (!(await store.exists(stored.storedName))) throw new AppError('CONFLICT');
      const fileId = await insertFile(tx, { name, ...type, ...stored, createdBy: session.userId, orgId: session.orgId });
      await recordOperation(tx, {
        audit,
        action: 'file.upload',
        target: `file:${fileId} ${name}`,
        result: 'success',
        detail: { ...type, size: stored.size },
      });
      return fileId;
    });
    return toItem((await findFileInScope(db, id, session.orgPath))!);
  } catch (e) {
    await removeUnused(db, store, stored.storedName);
    throw e;
  }
};

/** Removes a stored object unless a file row shares it (an upload that ends up not kept, like a document import). */
export const removeUnused = (db: Db, store: FileStore, storedName: string) =>
  db.transaction(async (tx) => {
    await lockStoredObject(tx, storedName);
    if ((await countStoredUses(tx, storedName)) === 0) await store.remove(storedName);
  });

export const renameFile = async (db: Db, audit: AuditContext, session: SessionContext, body: TRenameFileBody) => {
  await db.transaction(async (tx) => {
    const file = await findFileInScope(tx, body.id, session.orgPath);
    if (!file) throw notFound('id');
    if (file.name === body.name) throw new AppError('NO_CHANGES');
    await renameFileRow(tx, file.id, body.name);
    await recordOperation(tx, {
      audit,
      action: 'file.rename',
      target: `file:${file.id} ${body.name}`,
      result: 'success',
      detail: { from: file.name },
    });
  });
  return null;
};

/** Deletes a file nothing uses; its bytes go with the last row that shares them (under the same lock as an upload). */
export const deleteFile = async (
  db: Db,
  stores: { store: FileStore; thumbs: FileStore },
  audit: AuditContext,
  session: SessionContext,
  id: number,
) => {
  const { store, thumbs } = stores;
  await db.transaction(async (tx) => {
    const file = await findFileInScope(tx, id, session.orgPath);
    if (!file) throw notFound();
    const uses = await findFileUses(tx, file.id);
    if (uses.length > 0) throw new AppError('FILE_IN_USE', { vars: { users: uses.join(', ') }, data: { uses } });
    await lockStoredObject(tx, file.storedName);
    await deleteFileRow(tx, file.id);
    await recordOperation(tx, { audit, action: 'file.delete', target: `file:${file.id} ${file.name}`, result: 'success' });
    if ((await countStoredUses(tx, file.storedName)) === 0) await store.remove(file.storedName);
    await removeUnusedThumbnail(tx, thumbs, file.thumbStoredName);
  });
  return null;
};

/** A file of the caller's subtree with what a download needs; not found outside it. */
export const fileForDownload = async (db: Db, session: SessionContext, id: number) => {
  const file = await findFileInScope(db, id, session.orgPath);
  if (!file) throw notFound();
  return file;
};

/**
 * A file for anyone, signed in or not, because a public help article shows it (its images on the public
 * page). Every other file, private article or unknown id answers the same not found.
 */
export const fileForPublicHelp = async (db: Db, id: number) => {
  const file = await findFileWithOrgPath(db, id);
  if (!file || (file.kind !== 'image' && file.kind !== 'video') || !(await isFileInPublicArticle(db, file.id, file.orgPath))) {
    throw notFound();
  }
  return file;
};
