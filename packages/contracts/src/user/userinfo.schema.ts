import { zId } from '../common/ids';
import { z } from 'zod';
import { ZListQuery, zListSort } from '../common/list';
import { ZAccount, ZEmail, ZPassword, ZPhone, zString, zText } from '../validation/rules';

const optPhone = ZPhone.optional().or(z.literal('').transform(() => undefined));
const optEmail = ZEmail.optional().or(z.literal('').transform(() => undefined));

export const ZUserSaveBody = z.object({
  account: ZAccount,
  userName: zText(30),
  password: ZPassword,
  phone: optPhone,
  email: optEmail,
  orgId: zId(),
  roleId: zId(),
});
export type TUserSaveBody = z.input<typeof ZUserSaveBody>;

/** Phone and email may be cleared with ''. `enabled: false` disables the account and ends its session. */
export const ZUserUpdateBody = z.object({
  id: zId(),
  userName: zText(30).optional(),
  phone: ZPhone.or(z.literal('')).optional(),
  email: ZEmail.or(z.literal('')).optional(),
  orgId: zId().optional(),
  roleId: zId().optional(),
  enabled: z.boolean().optional(),
});
export type TUserUpdateBody = z.input<typeof ZUserUpdateBody>;

export const ZUser = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  userCode: z.string(),
  phone: z.string(),
  email: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  enabled: z.boolean(),
  isFirstLogin: z.boolean(),
  creator: z.string().nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** What an operator sorts the user list by. */
export const USER_SORT_FIELDS = ['account', 'userName', 'orgName', 'roleName', 'enabled', 'createdAt'] as const;
export type TUserSortField = (typeof USER_SORT_FIELDS)[number];

export const ZUserListQuery = ZListQuery.extend({
  ...zListSort(USER_SORT_FIELDS),
  account: zString().max(20).optional(),
  userName: zString().max(30).optional(),
  phone: zString().max(20).optional(),
  /** Users of this organisation's subtree. */
  orgId: zId().optional(),
  roleId: zId().optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const ZRevertResult = z.object({ password: z.string() });
export const ZUserOption = z.object({ id: z.number().int(), account: z.string(), userName: z.string() });
