import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { V, zString, zText } from '../validation/rules';

/** What the help center files its articles under; the labels live in the web's `help` namespace. */
export const HELP_CATEGORIES = ['guide', 'operation', 'maintenance', 'troubleshooting', 'faq', 'release'] as const;
export type THelpCategory = (typeof HELP_CATEGORIES)[number];

/** A manual with screenshots is long, but one article is never a book: 100,000 characters of markdown. */
export const HELP_BODY_MAX = 100_000;

const ZBody = zString({ error: V.required }).min(1, { error: V.required, abort: true }).max(HELP_BODY_MAX, V.tooLong);

export const ZHelpSaveBody = z.object({
  title: zText(60),
  category: z.enum(HELP_CATEGORIES),
  body: ZBody,
  /** Readable by anyone through its public link (`systemhelp/outAuth/info/{id}`), without signing in. */
  isPublic: z.boolean().default(false),
  /** The organisation whose users read it (and those below); the author's own when absent. */
  orgId: zId().optional(),
});
export type THelpSaveBody = z.input<typeof ZHelpSaveBody>;

export const ZHelpUpdateBody = z.object({
  id: zId(),
  title: zText(60).optional(),
  category: z.enum(HELP_CATEGORIES).optional(),
  body: ZBody.optional(),
  isPublic: z.boolean().optional(),
  orgId: zId().optional(),
});
export type THelpUpdateBody = z.input<typeof ZHelpUpdateBody>;

export const HELP_SORT_FIELDS = ['title', 'updatedAt'] as const;
export type THelpSortField = (typeof HELP_SORT_FIELDS)[number];

export const ZHelpListQuery = ZListQuery.extend({
  ...zListSort(HELP_SORT_FIELDS),
  /** Matches the title or the text of the article. */
  keyword: zString().max(60, V.tooLong).optional(),
  category: z.enum(HELP_CATEGORIES).optional(),
});
export type THelpListQuery = z.input<typeof ZHelpListQuery>;

/** A row of the list: the body stays out (it can be long); `excerpt` is the start of its text, as plain text. */
export const ZHelpArticleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(HELP_CATEGORIES),
  isPublic: z.boolean(),
  orgId: z.number().int(),
  orgName: z.string(),
  excerpt: z.string(),
  author: z.string().nullable(),
  /** The caller may edit and delete it: its organisation is in the caller's subtree (ancestors' are read-only). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type THelpArticleRow = z.infer<typeof ZHelpArticleRow>;

export const ZHelpArticle = ZHelpArticleRow.extend({ body: z.string(), updatedBy: z.string().nullable() });
export type THelpArticle = z.infer<typeof ZHelpArticle>;

/** What a public link shows: the article, never who wrote it or which organisation it belongs to. */
export const ZPublicHelpArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(HELP_CATEGORIES),
  body: z.string(),
  updatedAt: z.string(),
});
export type TPublicHelpArticle = z.infer<typeof ZPublicHelpArticle>;
