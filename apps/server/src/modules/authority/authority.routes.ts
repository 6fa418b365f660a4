import { findAuthoritiesRoute, updateAuthorityRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerRoute } from '../../lib/route';
import { findAuthorities, updateAuthority } from './authority.service';

export const authorityRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findAuthoritiesRoute, ({ req }) => findAuthorities(db, requestLang(req)));
  registerRoute(app, updateAuthorityRoute, ({ audit, body }) => updateAuthority(db, audit, body));
};
