import {
  createUserRoute,
  deleteUserRoute,
  findUsersRoute,
  getOwnDetailRoute,
  getUserRoute,
  listUserOptionsRoute,
  revertUserRoute,
  updateOwnerRoute,
  updateUserRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createUser, deleteUser, findUserOptions, findUsers, getUser, revertPassword, updateUser } from './user-admin.service';
import { getOwnDetail, updateOwner } from './user.service';

export const userRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, getOwnDetailRoute, ({ session }) => getOwnDetail(db, session));
  registerRoute(app, updateOwnerRoute, async ({ audit, session, body }) => {
    await updateOwner(db, audit, session, body);
    return null;
  });
  registerRoute(app, findUsersRoute, ({ session, body }) => findUsers(db, session, body));
  registerRoute(app, createUserRoute, ({ audit, session, body }) => createUser(db, audit, session, body));
  registerRoute(app, updateUserRoute, ({ audit, session, body }) => updateUser(db, audit, session, body));
  registerRoute(app, getUserRoute, ({ session, params }) => getUser(db, session, params.id));
  registerRoute(app, deleteUserRoute, ({ audit, session, params }) => deleteUser(db, audit, session, params.id));
  registerRoute(app, revertUserRoute, ({ audit, session, params }) => revertPassword(db, audit, session, params.id));
  registerRoute(app, listUserOptionsRoute, ({ session }) => findUserOptions(db, session));
};
