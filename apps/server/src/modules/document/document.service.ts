import type {
  TDocument,
  TDocumentListQuery,
  TDocumentRestoreBody,
  TDocumentSaveBody,
  TDocumentUpdateBody,
  TDocumentVersion,
  TDocumentVersionRow,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import { requireKindCode } from './document-access';
import {
  deleteDocumentRow,
  findDocumentVersion,
  findEditableDocument,
  findReadableDocument,
  insertDocument,
  insertDocumentVersion,
  listDocuments,
  listDocumentVersions,
  listVersionDocumentOptions,
  updateDocumentFields,
} from './document.repository';

const toRow = <R extends { createdAt: Date; updatedAt: Date }>(r: R) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const findDocuments = async (db: Db, session: SessionContext, q: TDocumentListQuery & { page: number; pageSize: number }) => {
  requireKindCode(session, q.kind, 'view');
  const { rows, total } = await listDocuments(db, session.orgPath, { ...q, kind: q.kind }, q.page, q.pageSize);
  return { list: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
};

/** A document the caller reads, with the kind's view code: tenancy first, so others' stay not found. */
export const getDocument = async (db: Db | Tx, session: SessionContext, id: number): Promise<TDocument> => {
  const row = await findReadableDocument(db, id, session.orgPath);
  if (!row) throw notFound();
  requireKindCode(session, row.kind, 'view');
  return toRow(row);
};

const target = (id: number, title: string) => `document:${id} ${title}`;

export const createDocument = (db: Db, audit: AuditContext, session: SessionContext, body: TDocumentSaveBody) =>
  db.transaction(async (tx) => {
    requireKindCode(session, body.kind, 'create');
    const orgId = body.orgId ?? session.orgId;
    if (!(await findOrgInScope(tx, orgId, session.orgPath))) throw notFound('orgId');
    const id = await insertDocument(tx, {
      kind: body.kind,
      title: body.title,
      labels: body.labels ?? [],
      body: body.body,
      isPublic: body.isPublic ?? false,
      orgId,
      version: 1,
      authorId: session.userId,
      updatedBy: session.userId,
    });
    await insertDocumentVersion(tx, {
      documentId: id,
      version: 1,
      title: body.title,
      body: body.body,
      note: body.note,
      authorId: session.userId,
    });
    await recordOperation(tx, { audit, action: 'document.create', target: target(id, body.title), result: 'success' });
    return { id };
  });

/** The document to change, locked, with the kind's code held and the version the change was based on. */
const editable = async (tx: Tx, session: SessionContext, id: number, baseVersion: number) => {
  const doc = await findEditableDocument(tx, id, session.orgPath);
  if (!doc) throw notFound('id');
  requireKindCode(session, doc.kind, 'edit');
  if (doc.version !== baseVersion) throw new AppError('DOCUMENT_STALE', { vars: { version: doc.version }, data: { version: doc.version } });
  return doc;
};

const sameLabels = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export const updateDocument = (db: Db, audit: AuditContext, session: SessionContext, body: TDocumentUpdateBody) =>
  db.transaction(async (tx) => {
    const doc = await editable(tx, session, body.id, body.baseVersion);
    if (body.orgId !== undefined && body.orgId !== doc.orgId && !(await findOrgInScope(tx, body.orgId, session.orgPath))) {
      throw notFound('orgId');
    }
    const next = {
      title: body.title ?? doc.title,
      labels: body.labels ?? doc.labels,
      body: body.body ?? doc.body,
      isPublic: body.isPublic ?? doc.isPublic,
      orgId: body.orgId ?? doc.orgId,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
      k === 'labels' ? !sameLabels(next.labels, doc.labels) : next[k] !== doc[k],
    );
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    const version = doc.version + 1;
    await updateDocumentFields(tx, doc.id, { ...next, version, updatedBy: session.userId });
    await insertDocumentVersion(tx, {
      documentId: doc.id,
      version,
      title: next.title,
      body: next.body,
      note: body.note,
      authorId: session.userId,
    });
    await recordOperation(tx, {
      audit,
      action: 'document.update',
      target: target(doc.id, next.title),
      result: 'success',
      detail: { changed, version },
    });
    return { version };
  });

/** Restoring writes the old title and text as a new version, so nothing in between is lost either. */
export const restoreDocumentVersion = (db: Db, audit: AuditContext, session: SessionContext, body: TDocumentRestoreBody) =>
  db.transaction(async (tx) => {
    const doc = await editable(tx, session, body.id, body.baseVersion);
    const old = await findDocumentVersion(tx, doc.id, body.version);
    if (!old) throw notFound('version');
    const version = doc.version + 1;
    await updateDocumentFields(tx, doc.id, { title: old.title, body: old.body, version, updatedBy: session.userId });
    await insertDocumentVersion(tx, {
      documentId: doc.id,
      version,
      title: old.title,
      body: old.body,
      restoredFrom: old.version,
      authorId: session.userId,
    });
    await recordOperation(tx, {
      audit,
      action: 'document.restore',
      target: target(doc.id, old.title),
      result: 'success',
      detail: { restoredFrom: old.version, version },
    });
    return { version };
  });

export const deleteDocument = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const doc = await findEditableDocument(tx, id, session.orgPath);
    if (!doc) throw notFound();
    requireKindCode(session, doc.kind, 'delete');
    await deleteDocumentRow(tx, doc.id);
    await recordOperation(tx, { audit, action: 'document.delete', target: target(doc.id, doc.title), result: 'success' });
    return null;
  });

type VersionRow = Awaited<ReturnType<typeof listDocumentVersions>>[number];
const toVersionRow = (v: VersionRow): TDocumentVersionRow => ({ ...v, createdAt: v.createdAt.toISOString() });

export const findDocumentVersions = async (db: Db, session: SessionContext, id: number): Promise<TDocumentVersionRow[]> => {
  const doc = await getDocument(db, session, id);
  return (await listDocumentVersions(db, doc.id)).map(toVersionRow);
};

export const getDocumentVersion = async (db: Db, session: SessionContext, id: number, version: number): Promise<TDocumentVersion> => {
  const doc = await getDocument(db, session, id);
  const row = await findDocumentVersion(db, doc.id, version);
  if (!row) throw notFound('version');
  return { ...toVersionRow(row), body: row.body };
};

export const findVersionDocumentOptions = (db: Db, session: SessionContext) => listVersionDocumentOptions(db, session.orgPath);

/** The current text as a `.md` download named after its title. */
export const documentForDownload = async (db: Db, session: SessionContext, id: number) => {
  const doc = await getDocument(db, session, id);
  return { filename: `${doc.title}.md`, contentType: 'text/markdown; charset=utf-8', content: doc.body };
};
