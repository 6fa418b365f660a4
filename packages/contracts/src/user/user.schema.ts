import { z } from 'zod';
import { zText, ZEmail, ZPhone } from '../validation/rules';

/** The current user (spec §3 "Current user"), plus account and the first-login flag. */
export const ZOwnDetail = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  userCode: z.string(),
  email: z.string(),
  phone: z.string(),
  level: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  orgCode: z.string(),
  businessCode: z.string(),
  businessName: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  roleLevel: z.number().int(),
  language: z.enum(['zh', 'en', 'ja']),
  isFirstLogin: z.boolean(),
});
export type TOwnDetail = z.infer<typeof ZOwnDetail>;

/** What a user may change of their own account. Phone and email may be cleared with ''. */
export const ZUpdateOwnerBody = z.object({
  userName: zText(30),
  phone: ZPhone.or(z.literal('')),
  email: ZEmail.or(z.literal('')),
});
export type TUpdateOwnerBody = z.infer<typeof ZUpdateOwnerBody>;
