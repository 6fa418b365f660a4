import { z } from 'zod';
import { defineRoute } from '../common/route';

const tags = ['system'];

export const ZVersion = z.object({ version: z.string(), buildTime: z.string(), node: z.string() });
export type TVersion = z.infer<typeof ZVersion>;

export const versionRoute = defineRoute({
  method: 'GET',
  path: 'user-service/webApi/version',
  access: 'public',
  tags,
  allowFirstLogin: true,
  summary: 'Platform version',
  data: ZVersion,
});

export const ZLanguageParam = z.enum(['zh', 'en', 'ja', 'zhCN', 'enUS', 'jaJP']);

export const setLanguageRoute = defineRoute({
  method: 'POST',
  path: 'user-service/webApi/language/:lang',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: "Store the caller's language (server messages and defaults follow it)",
  params: z.object({ lang: ZLanguageParam }),
  data: z.null(),
});
