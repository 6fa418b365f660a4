import type { TListSort, THelpCategory, THelpSortField } from '@fleet/contracts';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { helpArticles, organizations, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const author = alias(users, 'author');
const editor = alias(users, 'editor');

/** How many characters of the body are read for a list row's excerpt (markdown, before it is stripped). */
const EXCERPT_SOURCE_CHARS = 600;

/**
 * Who reads an article: the users of its organisation's subtree (platform manuals reach every
 * business), and the staff above it who manage that subtree. Anything else does not exist for them.
 */
export const readableCondition = (scopePath: string): SQL =>
  or(scopeCondition(organizations.path, scopePath), sql`starts_with(${scopePath}, ${organizations.path})`)!;

const rowColumns = (scopePath: string) => ({
  id: helpArticles.id,
  title: helpArticles.title,
  category: sql<THelpCategory>`${helpArticles.category}`,
  isPublic: helpArticles.isPublic,
  orgId: helpArticles.orgId,
  orgName: organizations.name,
  orgPath: organizations.path,
  excerpt: sql<string>`left(${helpArticles.body}, ${EXCERPT_SOURCE_CHARS})`,
  author: author.userName,
  editable: sql<boolean>`${scopeCondition(organizations.path, scopePath)}`,
  createdAt: helpArticles.createdAt,
  updatedAt: helpArticles.updatedAt,
});

const sortBy = { title: helpArticles.title, updatedAt: helpArticles.updatedAt };

export interface HelpFilters extends TListSort<THelpSortField> {
  keyword?: string;
  category?: THelpCategory;
}

export const listHelpArticles = async (db: Tx, scopePath: string, f: HelpFilters, page: number, pageSize: number) => {
  const where = and(
    readableCondition(scopePath),
    f.category ? eq(helpArticles.category, f.category) : undefined,
    f.keyword
      ? or(sql`${helpArticles.title} ilike ${containsPattern(f.keyword)}`, sql`${helpArticles.body} ilike ${containsPattern(f.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns(scopePath))
      .from(helpArticles)
      .innerJoin(organizations, eq(organizations.id, helpArticles.orgId))
      .leftJoin(author, eq(author.id, helpArticles.authorId))
      .where(where)
      .orderBy(...listOrder(f, sortBy, helpArticles.id, [desc(helpArticles.updatedAt), desc(helpArticles.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(helpArticles).innerJoin(organizations, eq(organizations.id, helpArticles.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One article the caller may read (see readableCondition), with its body. */
export const findReadableArticle = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select({ ...rowColumns(scopePath), body: helpArticles.body, updatedBy: editor.userName })
    .from(helpArticles)
    .innerJoin(organizations, eq(organizations.id, helpArticles.orgId))
    .leftJoin(author, eq(author.id, helpArticles.authorId))
    .leftJoin(editor, eq(editor.id, helpArticles.updatedBy))
    .where(and(eq(helpArticles.id, id), readableCondition(scopePath)));
  return row;
};

/** One article the caller may change: its organisation lies in the caller's subtree. */
export const findEditableArticle = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select({
      id: helpArticles.id,
      title: helpArticles.title,
      category: helpArticles.category,
      body: helpArticles.body,
      isPublic: helpArticles.isPublic,
      orgId: helpArticles.orgId,
    })
    .from(helpArticles)
    .innerJoin(organizations, eq(organizations.id, helpArticles.orgId))
    .where(and(eq(helpArticles.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: helpArticles });
  return row;
};

/** A public article for anyone: no scope, only the public flag. */
export const findPublicArticle = async (db: Tx, id: number) => {
  const [row] = await db
    .select({
      id: helpArticles.id,
      title: helpArticles.title,
      category: sql<THelpCategory>`${helpArticles.category}`,
      body: helpArticles.body,
      updatedAt: helpArticles.updatedAt,
    })
    .from(helpArticles)
    .where(and(eq(helpArticles.id, id), eq(helpArticles.isPublic, true)));
  return row;
};

export const insertHelpArticle = async (db: Tx, values: typeof helpArticles.$inferInsert) => {
  const [row] = await db.insert(helpArticles).values(values).returning({ id: helpArticles.id });
  return row!.id;
};

export const updateHelpArticleFields = (db: Tx, id: number, fields: Partial<typeof helpArticles.$inferInsert>) =>
  db
    .update(helpArticles)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(helpArticles.id, id));

export const deleteHelpArticleRow = (db: Tx, id: number) => db.delete(helpArticles).where(eq(helpArticles.id, id));

/**
 * Articles whose body shows a stored file (its content route, `…/file/content/<id>`), named for the
 * refusal to delete the file: "help article 12 ‘Replacing the brush’".
 */
export const findArticlesUsingFile = async (db: Tx, fileId: number) =>
  (
    await db
      .select({ id: helpArticles.id, title: helpArticles.title })
      .from(helpArticles)
      .where(sql`${helpArticles.body} ~ ${`/file/content/${fileId}([^0-9]|$)`}`)
      .orderBy(helpArticles.id)
  ).map((a) => `help article ${a.id} ‘${a.title}’`);

/**
 * Whether a public article shows the file (its content URL in the body) and belongs to the same line
 * of organisations as the file (one's path starts the other's): what lets anyone read the file through
 * the public image route. The line is checked here too, beside the save-time check of the body's ids.
 */
export const isFileInPublicArticle = async (db: Tx, fileId: number, fileOrgPath: string) => {
  const [row] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .innerJoin(organizations, eq(organizations.id, helpArticles.orgId))
    .where(
      and(
        eq(helpArticles.isPublic, true),
        sql`${helpArticles.body} ~ ${`/file/content/${fileId}([^0-9]|$)`}`,
        or(sql`starts_with(${organizations.path}, ${fileOrgPath})`, sql`starts_with(${fileOrgPath}, ${organizations.path})`),
      ),
    )
    .limit(1);
  return row !== undefined;
};
