import {
  createUserRoute, deleteUserRoute, findUsersRoute, getOwnDetailRoute, getUserRoute, listUserOptionsRoute, revertUserRoute,
  updateOwnerRoute, updateUserRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { listUserOptions } from './user-admin.repository';
import { createUser, deleteUser, findUsers, getUser, revertPassword, updateUser } from './user-admin.service';
import { getOwnDetail, updateOwner } from './user.service';

export const userRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, getOwnDetailRoute, ({ session }) => getOwnDetail(db, session));
  registerRoute(app, updateOwnerRoute, async ({ req, session, body }) => {
    await updateOwner(db, req, session, body);
    return null;
  });
  registerRoute(app, findUsersRoute, ({ session, body }) => findUsers(db, session, body));
  registerRoute(app, createUserRoute, ({ req, session, body }) => createUser(db, req, session, body));
  registerRoute(app, updateUserRoute, ({ req, session, body }) => updateUser(db, req, session, body));
  registerRoute(app, getUserRoute, ({ session, params }) => getUser(db, session, params.id));
  registerRoute(app, deleteUserRoute, ({ req, session, params }) => deleteUser(db, req, session, params.id));
  registerRoute(app, revertUserRoute, ({ req, session, params }) => revertPassword(db, req, session, params.id));
  registerRoute(app, listUserOptionsRoute, ({ session }) => listUserOptions(db, session.orgPath));
};
