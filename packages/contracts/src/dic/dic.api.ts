import { z } from 'zod';
import { defineRoute } from '../common/route';
import { zString } from '../validation/rules';

export const ZDicItem = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });
/** Dictionary: enumeration name → its items with labels in the requested language. */
export const ZDictionary = z.record(z.string(), z.array(ZDicItem));
export type TDictionary = z.infer<typeof ZDictionary>;

export const getDictionaryRoute = defineRoute({
  method: 'GET',
  path: 'dic/dictionary/:lang',
  access: 'session',
  tags: ['dic'],
  allowFirstLogin: true,
  summary: 'Every enumeration of spec §4 with labels in zh, en or ja (enUS → en, jaJP → ja, else zh)',
  params: z.object({ lang: zString().max(8) }),
  data: ZDictionary,
});
