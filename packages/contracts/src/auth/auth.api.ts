import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZAuthorityNode, ZCaptcha, ZLoginBody, ZLoginResult, ZOperateItem, ZResetPasswordBody } from './auth.schema';

const tags = ['auth'];

export const loginRoute = defineRoute({
  method: 'POST',
  path: 'user-service/auth/login',
  access: 'public',
  tags,
  summary: 'Sign in; a new sign-in ends the older session of the same user',
  body: ZLoginBody,
  data: ZLoginResult,
});

export const captchaRoute = defineRoute({
  method: 'GET',
  path: 'user-service/auth/captcha',
  access: 'public',
  tags,
  summary: 'A new image verification code (SVG data URL), required after 3 failed sign-ins',
  data: ZCaptcha,
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: 'user-service/auth/logout',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: 'End the current session',
  data: z.null(),
});

export const getAuthTreeRoute = defineRoute({
  method: 'GET',
  path: 'user-service/auth/getTree',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: "The caller's menu tree (groups → menus → operations) in the caller's language",
  data: z.array(ZAuthorityNode),
});

export const getOperateTreeRoute = defineRoute({
  method: 'GET',
  path: 'user-service/operate/getTree',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: 'The permission catalogue as a tree, limited to what the caller holds (what they may grant)',
  data: z.array(ZAuthorityNode),
});

export const getOperateListRoute = defineRoute({
  method: 'GET',
  path: 'user-service/auth/get/OperateList',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: "The caller's authority list: every menu and operation code they hold",
  data: z.array(ZOperateItem),
});

export const resetPasswordRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/auth/resetPassWord',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: 'Change the own password (ends the first-login restriction)',
  body: ZResetPasswordBody,
  data: z.null(),
});
