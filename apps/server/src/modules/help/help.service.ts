import {
  fileIdsInMarkdown,
  type THelpArticle,
  type THelpArticleRow,
  type THelpListQuery,
  type THelpSaveBody,
  type THelpUpdateBody,
  type TPublicHelpArticle,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import { markdownExcerpt } from '../../lib/markdown-excerpt';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findFilesInScope } from '../file/file.repository';
import { findOrgInScope } from '../org/org.repository';
import {
  deleteHelpArticleRow,
  findEditableArticle,
  findPublicArticle,
  findReadableArticle,
  insertHelpArticle,
  listHelpArticles,
  updateHelpArticleFields,
} from './help.repository';

type Row = Awaited<ReturnType<typeof listHelpArticles>>['rows'][number];
/** What a list row shows of the body: its first words as plain text. */
const EXCERPT_CHARS = 160;
const toRow = ({ orgPath: _p, ...r }: Row): THelpArticleRow => ({
  ...r,
  excerpt: markdownExcerpt(r.excerpt, EXCERPT_CHARS),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const findHelpArticles = async (db: Db, session: SessionContext, q: THelpListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listHelpArticles(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
};

export const getHelpArticle = async (db: Db, session: SessionContext, id: number): Promise<THelpArticle> => {
  const row = await findReadableArticle(db, id, session.orgPath);
  if (!row) throw notFound();
  return { ...toRow(row), body: row.body, updatedBy: row.updatedBy };
};

/** Private and missing articles answer alike, so a public link tells nothing about what exists. */
export const getPublicHelpArticle = async (db: Db, id: number): Promise<TPublicHelpArticle> => {
  const row = await findPublicArticle(db, id);
  if (!row) throw notFound();
  return { ...row, updatedAt: row.updatedAt.toISOString() };
};

const INT_MAX = 2_147_483_647;
/**
 * Every stored file the body shows must be the author's to show (their subtree), as any id in a body:
 * otherwise publishing an article would hand another business's picture to the public image route.
 */
const checkBodyFiles = async (tx: Tx, session: SessionContext, body: string) => {
  const ids = fileIdsInMarkdown(body);
  if (ids.some((id) => id > INT_MAX)) throw notFound('body');
  await findFilesInScope(tx, session.orgPath, ids, 'body');
};

const target = (id: number, title: string) => `help:${id} ${title}`;

export const createHelpArticle = (db: Db, audit: AuditContext, session: SessionContext, body: THelpSaveBody) =>
  db.transaction(async (tx) => {
    const orgId = body.orgId ?? session.orgId;
    if (!(await findOrgInScope(tx, orgId, session.orgPath))) throw notFound('orgId');
    await checkBodyFiles(tx, session, body.body);
    const id = await insertHelpArticle(tx, {
      title: body.title,
      category: body.category,
      body: body.body,
      isPublic: body.isPublic ?? false,
      orgId,
      authorId: session.userId,
      updatedBy: session.userId,
    });
    await recordOperation(tx, { audit, action: 'help.create', target: target(id, body.title), result: 'success' });
    return { id };
  });

export const updateHelpArticle = (db: Db, audit: AuditContext, session: SessionContext, body: THelpUpdateBody) =>
  db.transaction(async (tx) => {
    const article = await findEditableArticle(tx, body.id, session.orgPath);
    if (!article) throw notFound('id');
    if (body.orgId !== undefined && body.orgId !== article.orgId && !(await findOrgInScope(tx, body.orgId, session.orgPath))) {
      throw notFound('orgId');
    }
    const next = {
      title: body.title ?? article.title,
      category: body.category ?? article.category,
      body: body.body ?? article.body,
      isPublic: body.isPublic ?? article.isPublic,
      orgId: body.orgId ?? article.orgId,
    };
    if (body.body !== undefined && body.body !== article.body) await checkBodyFiles(tx, session, body.body);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== article[k]);
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    await updateHelpArticleFields(tx, article.id, { ...next, updatedBy: session.userId });
    await recordOperation(tx, {
      audit,
      action: 'help.update',
      target: target(article.id, next.title),
      result: 'success',
      detail: { changed },
    });
    return null;
  });

export const deleteHelpArticle = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const article = await findEditableArticle(tx, id, session.orgPath);
    if (!article) throw notFound();
    await deleteHelpArticleRow(tx, article.id);
    await recordOperation(tx, { audit, action: 'help.delete', target: target(article.id, article.title), result: 'success' });
    return null;
  });
