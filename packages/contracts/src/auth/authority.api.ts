import { z } from 'zod';
import { defineRoute } from '../common/route';
import { V, zOptText, zString } from '../validation/rules';

const ZNames = z.object({
  zh: zOptText(30),
  en: zOptText(30),
  ja: zOptText(30),
});

/** One permission of the catalogue as platform staff see it. */
export const ZAuthority = z.object({
  code: z.string(),
  type: z.enum(['menu', 'operate']),
  parentCode: z.string().nullable(),
  /** The name in the caller's language (an edited name wins over the catalogue's label). */
  name: z.string(),
  defaultName: z.string(),
  names: z.object({ zh: z.string().optional(), en: z.string().optional(), ja: z.string().optional() }),
  /** What the permission lets its holder do: the text edited by staff, else the catalogue's in the caller's language. */
  description: z.string(),
  /** The catalogue's description in the caller's language, which an emptied edit returns to. */
  defaultDescription: z.string(),
  roleCount: z.number().int(),
});
export type TAuthority = z.infer<typeof ZAuthority>;

export const ZAuthorityUpdateBody = z.object({
  code: zString({ error: V.required }).min(1, V.required).max(80, V.tooLong),
  names: ZNames,
  description: zOptText(300),
});
export type TAuthorityUpdateBody = z.input<typeof ZAuthorityUpdateBody>;

const tags = ['authority'];

export const findAuthoritiesRoute = defineRoute({
  method: 'GET',
  path: 'user-service/authority/list',
  access: 'authority:view',
  tags,
  summary: 'The whole permission catalogue (menus and operations) with names, descriptions and how many roles hold each',
  data: z.array(ZAuthority),
});

export const updateAuthorityRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/authority/update',
  access: 'authority:edit',
  tags,
  summary: "Edit the names (zh, en, ja) and description of a permission (empty = the catalogue's); its code never changes",
  body: ZAuthorityUpdateBody,
  data: z.null(),
});
