import { zId, zIdParam } from '../common/ids';
import { z } from 'zod';
import { ZListQuery, zListSort } from '../common/list';
import { refineCoordinatePair, zSiteCoordinates } from './coordinates';
import { V, ZAccount, ZEmail, ZPassword, ZPhone, zOptText, zString, zText } from '../validation/rules';

/** Organisation codes: English letters and digits (they key the business tree). */
export const ZOrgCode = zString()
  .max(32, V.tooLong)
  .regex(/^[A-Za-z0-9]+$/, V.alnum);

const optPhone = ZPhone.optional().or(z.literal('').transform(() => undefined));

/** Fields of spec §3 an operator sets on an organisation, plus a site's place on the geography view. */
const ZOrgFieldsShape = z.object({
  name: zText(60),
  level: z.number({ error: V.required }).int().min(1, V.invalid).max(5, V.invalid),
  parentId: zId(),
  code: ZOrgCode.optional().or(z.literal('').transform(() => undefined)),
  contactName: zOptText(30),
  phone: optPhone,
  type: zOptText(30),
  area: zOptText(300),
  ...zSiteCoordinates,
});
// zod 4 cannot extend a refined object: the pair rule is applied to each finished shape.
export const ZOrgFields = ZOrgFieldsShape.superRefine(refineCoordinatePair);
export type TOrgFields = z.infer<typeof ZOrgFields>;

export const ZOrgSaveBody = ZOrgFields;
export const ZOrgUpdateBody = ZOrgFieldsShape.extend({ id: zId() }).superRefine(refineCoordinatePair);
export type TOrgUpdateBody = z.infer<typeof ZOrgUpdateBody>;

export const ZOrg = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  code: z.string(),
  businessCode: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.string().nullable(),
  area: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  childCount: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type TOrg = z.infer<typeof ZOrg>;

/** What an operator sorts the organisation list by (without one: the tree's order). */
export const ORG_SORT_FIELDS = ['name', 'code', 'level', 'childCount', 'userCount', 'createdAt'] as const;
export type TOrgSortField = (typeof ORG_SORT_FIELDS)[number];

export const ZOrgListQuery = ZListQuery.extend({
  ...zListSort(ORG_SORT_FIELDS),
  name: zString().max(60).optional(),
  level: z.number().int().min(0).max(5).optional(),
  /** Only this organisation's subtree (must itself be visible). */
  parentId: zId().optional(),
  businessCode: zString().max(32).optional(),
});
export type TOrgListQuery = z.input<typeof ZOrgListQuery>;

/** A node of the organisation tree (spec §3): name, level, code, children. */
export interface TOrgTreeNode {
  id: number;
  name: string;
  level: number;
  code: string;
  businessCode: string;
  children: TOrgTreeNode[];
}
export const ZOrgTreeNode: z.ZodType<TOrgTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    level: z.number().int(),
    code: z.string(),
    businessCode: z.string(),
    children: z.array(ZOrgTreeNode),
  }),
);

export const ZTreeQuery = z.object({
  id: zIdParam().optional(),
  businessCode: zString().max(32).optional(),
});

/** A business: a top-level customer organisation created together with its first administrator. */
export const ZCreateBusinessBody = z.object({
  name: zText(60),
  code: ZOrgCode.optional().or(z.literal('').transform(() => undefined)),
  contactName: zOptText(30),
  phone: optPhone,
  type: zOptText(30),
  area: zOptText(300),
  admin: z.object({
    account: ZAccount,
    userName: zText(30),
    password: ZPassword,
    phone: optPhone,
    email: ZEmail.optional().or(z.literal('').transform(() => undefined)),
  }),
});
export type TCreateBusinessBody = z.input<typeof ZCreateBusinessBody>;

export const ZIdParams = z.object({ id: zIdParam() });
export const ZIdResult = z.object({ id: z.number().int() });

export const ZOrgOption = z.object({ id: z.number().int(), name: z.string(), level: z.number().int(), code: z.string() });
export type TOrgOption = z.infer<typeof ZOrgOption>;
