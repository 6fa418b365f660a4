import { createRoleRoute, deleteRoleRoute, findRolesRoute, getRoleRoute, updateRoleRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createRole, deleteRole, findRoles, getRole, updateRole } from './role.service';

export const roleRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findRolesRoute, ({ session, body }) => findRoles(db, session, body));
  registerRoute(app, createRoleRoute, ({ req, session, body }) => createRole(db, req, session, body));
  registerRoute(app, updateRoleRoute, ({ req, session, body }) => updateRole(db, req, session, body));
  registerRoute(app, getRoleRoute, ({ session, params }) => getRole(db, session, params.id));
  registerRoute(app, deleteRoleRoute, ({ req, session, params }) => deleteRole(db, req, session, params.id));
};
