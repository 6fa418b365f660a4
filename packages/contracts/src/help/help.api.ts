import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { ZHelpArticle, ZHelpArticleRow, ZHelpListQuery, ZHelpSaveBody, ZHelpUpdateBody, ZPublicHelpArticle } from './help.schema';

const tags = ['help'];

/** Spec §7's `systemhelp/*` calls, with their paths and methods as listed, plus the reader's `info`. */
export const findHelpArticlesRoute = defineRoute({
  method: 'POST',
  path: 'user-service/systemhelp/list',
  access: 'session',
  tags,
  summary: "Help articles the caller may read (its organisation's, those above and below it), by keyword and category",
  body: ZHelpListQuery,
  data: ZListResult(ZHelpArticleRow),
});
export const getHelpArticleRoute = defineRoute({
  method: 'GET',
  path: 'user-service/systemhelp/info/:id',
  access: 'session',
  tags,
  summary: 'One help article with its markdown body, for a signed-in reader',
  params: ZIdParams,
  data: ZHelpArticle,
});
export const createHelpArticleRoute = defineRoute({
  method: 'POST',
  path: 'user-service/systemhelp/save',
  access: 'help:create',
  tags,
  summary: "Write a help article for an organisation of the caller's subtree",
  body: ZHelpSaveBody,
  data: ZIdResult,
});
export const updateHelpArticleRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/systemhelp/update',
  access: 'help:edit',
  tags,
  summary: "Edit a help article of the caller's subtree; an unchanged edit is refused",
  body: ZHelpUpdateBody,
  data: z.null(),
});
export const deleteHelpArticleRoute = defineRoute({
  method: 'DELETE',
  path: 'user-service/systemhelp/delete/:id',
  access: 'help:delete',
  tags,
  summary: "Delete a help article of the caller's subtree (its public link stops working)",
  params: ZIdParams,
  data: z.null(),
});
export const getPublicHelpArticleRoute = defineRoute({
  method: 'GET',
  path: 'user-service/systemhelp/outAuth/info/:id',
  access: 'public',
  tags,
  summary: 'A public help article, without a session; a private or missing one is not found alike',
  params: ZIdParams,
  data: ZPublicHelpArticle,
});
export const getPublicHelpFileRoute = defineRoute({
  method: 'GET',
  path: 'user-service/systemhelp/outAuth/file/:id',
  access: 'public',
  tags,
  summary: 'An image or video shown by a public help article, without a session (HTTP Range honoured); any other file is not found alike',
  params: ZIdParams,
  data: z.string(),
});
