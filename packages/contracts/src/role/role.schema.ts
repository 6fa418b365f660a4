import { zId } from '../common/ids';
import { z } from 'zod';
import { ZListQuery, zListSort } from '../common/list';
import { zOptText, zString, zText } from '../validation/rules';

export const ZRoleFields = z.object({
  name: zText(30),
  orgId: zId(),
  description: zOptText(300),
  permissions: z.array(zString().max(80)).max(1000),
});
export const ZRoleSaveBody = ZRoleFields;
export type TRoleSaveBody = z.input<typeof ZRoleSaveBody>;
export const ZRoleUpdateBody = ZRoleFields.partial().extend({ id: zId() });
export type TRoleUpdateBody = z.input<typeof ZRoleUpdateBody>;

export const ZRole = z.object({
  id: z.number().int(),
  name: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  level: z.number().int(),
  description: z.string().nullable(),
  builtin: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type TRole = z.infer<typeof ZRole>;
export const ZRoleDetail = ZRole.extend({ permissions: z.array(z.string()) });
export type TRoleDetail = z.infer<typeof ZRoleDetail>;

/** What an operator sorts the role list by (without one: by level). */
export const ROLE_SORT_FIELDS = ['name', 'orgName', 'level', 'userCount', 'createdAt'] as const;
export type TRoleSortField = (typeof ROLE_SORT_FIELDS)[number];

export const ZRoleListQuery = ZListQuery.extend({
  ...zListSort(ROLE_SORT_FIELDS),
  name: zString().max(30).optional(),
  orgId: zId().optional(),
});
export type TRoleListQuery = z.input<typeof ZRoleListQuery>;

export const ZRoleOption = z.object({ id: z.number().int(), name: z.string(), level: z.number().int(), orgName: z.string() });
export type TRoleOption = z.infer<typeof ZRoleOption>;
