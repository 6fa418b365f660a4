import {
  createBusinessRoute,
  createOrgRoute,
  deleteOrgRoute,
  findOrgsRoute,
  getOrgRoute,
  getOrgTreeRoute,
  getRolesByOrgRoute,
  listBusinessRoute,
  listRootRoute,
  updateOrgRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerRoute } from '../../lib/route';
import { assignableRoles } from '../role/role.service';
import { createBusiness } from './business.service';
import { createOrg, deleteOrg, findOrgs, getOrg, listBusinesses, orgChain, orgTree, updateOrg } from './org.service';

export const orgRoutes = async (app: FastifyInstance, opts: { db: Db; filesDir: string }) => {
  const { db, filesDir } = opts;
  registerRoute(app, findOrgsRoute, ({ session, body }) => findOrgs(db, session, body));
  registerRoute(app, getOrgTreeRoute, ({ session, query }) => orgTree(db, session, query));
  registerRoute(app, createBusinessRoute, ({ req, audit, session, body }) => createBusiness(db, audit, session, requestLang(req), body));
  registerRoute(app, createOrgRoute, ({ audit, session, body }) => createOrg(db, audit, session, body));
  registerRoute(app, updateOrgRoute, ({ audit, session, body }) => updateOrg(db, audit, session, body));
  registerRoute(app, getOrgRoute, ({ session, params }) => getOrg(db, session, params.id));
  registerRoute(app, deleteOrgRoute, ({ audit, session, params }) => deleteOrg(db, audit, session, params.id, filesDir));
  registerRoute(app, getRolesByOrgRoute, ({ session, query }) => assignableRoles(db, session, query.orgId));
  registerRoute(app, listBusinessRoute, ({ session }) => listBusinesses(db, session));
  registerRoute(app, listRootRoute, ({ session, params }) => orgChain(db, session, params.id));
};
