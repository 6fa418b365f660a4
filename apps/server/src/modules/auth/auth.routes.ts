import {
  captchaRoute,
  getAuthTreeRoute,
  getOperateListRoute,
  getOperateTreeRoute,
  loginRoute,
  logoutRoute,
  resetPasswordRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerRoute } from '../../lib/route';
import { nameOverrides } from '../authority/authority.repository';
import { login, logout, resetOwnPassword } from './auth.service';
import { menuTree, operateList, operateTree } from './authority.service';
import { createCaptcha } from './captcha.service';

export const authRoutes = async (app: FastifyInstance, opts: { db: Db; loginRateLimit: number }) => {
  const { db } = opts;
  const rateLimit = { max: opts.loginRateLimit, timeWindow: '1 minute' };
  // Per-IP limits on the two unauthenticated endpoints (@fastify/rate-limit, keyed by req.ip).
  registerRoute(app, loginRoute, ({ body, req }) => login(db, req, body), { rateLimit });
  registerRoute(
    app,
    captchaRoute,
    async () => {
      const { captchaId, image } = await createCaptcha(db);
      return { captchaId, image };
    },
    { rateLimit },
  );
  registerRoute(app, logoutRoute, async ({ req, session }) => {
    await logout(db, req, session);
    return null;
  });
  registerRoute(app, resetPasswordRoute, async ({ req, session, body }) => {
    await resetOwnPassword(db, req, session, body);
    return null;
  });
  registerRoute(app, getAuthTreeRoute, async ({ req, session }) => menuTree(requestLang(req), session.permissions, await nameOverrides(db)));
  registerRoute(app, getOperateTreeRoute, async ({ req, session }) => operateTree(requestLang(req), session.permissions, await nameOverrides(db)));
  registerRoute(app, getOperateListRoute, async ({ req, session }) => operateList(requestLang(req), session.permissions, await nameOverrides(db)));
};
