import { createRoleRoute, deleteRoleRoute, findRolesRoute, getRoleRoute, updateRoleRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createRole, deleteRole, findRoles, getRole, updateRole } from './role.service';

export const roleRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findRolesRoute, ({ session, body }) => findRoles(db, session, body));
  registerRoute(app, createRoleRoute, ({ audit, session, body }) => createRole(db, audit, session, body));
  registerRoute(app, updateRoleRoute, ({ audit, session, body }) => updateRole(db, audit, session, body));
  registerRoute(app, getRoleRoute, ({ session, params }) => getRole(db, session, params.id));
  registerRoute(app, deleteRoleRoute, ({ audit, session, params }) => deleteRole(db, audit, session, params.id));
};
