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
import { namedLang, requestLang } from '../../lib/i18n';
import { registerRoute } from '../../lib/route';
import { login, logout, resetOwnPassword } from './auth.service';
import { getMenuTree, getOperateList, getOperateTree } from './authority.service';
import { createCaptcha } from './captcha.service';

export const authRoutes = async (app: FastifyInstance, opts: { db: Db; loginRateLimit: number }) => {
  const { db } = opts;
  const rateLimit = { max: opts.loginRateLimit, timeWindow: '1 minute' };
  // Per-IP limits on the two unauthenticated endpoints (@fastify/rate-limit, keyed by req.ip).
  registerRoute(app, loginRoute, ({ body, req, audit }) => login(db, audit, body, namedLang(req)), { rateLimit });
  registerRoute(
    app,
    captchaRoute,
    async () => {
      const { captchaId, image } = await createCaptcha(db);
      return { captchaId, image };
    },
    { rateLimit },
  );
  registerRoute(app, logoutRoute, async ({ audit, session }) => {
    await logout(db, audit, session);
    return null;
  });
  registerRoute(app, resetPasswordRoute, async ({ audit, session, body }) => {
    await resetOwnPassword(db, audit, session, body);
    return null;
  });
  registerRoute(app, getAuthTreeRoute, ({ req, session }) => getMenuTree(db, requestLang(req), session.permissions));
  registerRoute(app, getOperateTreeRoute, ({ req, session }) => getOperateTree(db, requestLang(req), session.permissions));
  registerRoute(app, getOperateListRoute, ({ req, session }) => getOperateList(db, requestLang(req), session.permissions));
};
