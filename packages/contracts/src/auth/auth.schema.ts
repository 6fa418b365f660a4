import { z } from 'zod';
import { V, ZPassword, zString } from '../validation/rules';

export const ZLoginBody = z.object({
  account: zString().min(1, V.required).max(60, V.tooLong),
  password: zString().min(1, V.required).max(128, V.tooLong),
  captchaId: zString().max(64).optional(),
  captcha: zString().max(16).optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZLoginResult = z.object({ token: z.string(), isFirstLogin: z.boolean() });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Data of a failed login: whether the next attempt must carry a captcha. */
export const ZLoginFailure = z.object({ captchaRequired: z.boolean() });

export const ZCaptcha = z.object({ captchaId: z.string(), image: z.string() });
export type TCaptcha = z.infer<typeof ZCaptcha>;

export const ZResetPasswordBody = z
  .object({ oldPassword: zString().min(1, V.required).max(128, V.tooLong), newPassword: ZPassword, repeatPassword: zString() })
  .refine((b) => b.newPassword === b.repeatPassword, { message: V.passwordMismatch, path: ['repeatPassword'] });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** An authority tree node (spec §3): sign 'menu' marks a menu entry, anything else an operation. */
export interface TAuthorityNode {
  code: string;
  name: string;
  url: string;
  sign: 'menu' | 'operate';
  children: TAuthorityNode[];
}
export const ZAuthorityNode: z.ZodType<TAuthorityNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    url: z.string(),
    sign: z.enum(['menu', 'operate']),
    children: z.array(ZAuthorityNode),
  }),
);

export const ZOperateItem = z.object({ code: z.string(), name: z.string(), sign: z.enum(['menu', 'operate']) });
export type TOperateItem = z.infer<typeof ZOperateItem>;
