import {
  createVersionRoute,
  deleteVersionRoute,
  findInstalledRobotsRoute,
  findInstalledVersionsRoute,
  findVersionsRoute,
  updateVersionRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { findInstalledRobots, findInstalledVersions } from './installed.service';
import { createVersion, deleteVersion, findVersions, updateVersion } from './version.service';

/** Version definitions (`definition:*`) and the versions robots report (`robotVersion:view`), over the caller's subtree. */
export const versionRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findVersionsRoute, ({ session, body }) => findVersions(db, session, body));
  registerRoute(app, createVersionRoute, ({ audit, session, body }) => createVersion(db, audit, session, body));
  registerRoute(app, updateVersionRoute, ({ audit, session, body }) => updateVersion(db, audit, session, body));
  registerRoute(app, deleteVersionRoute, ({ audit, session, params }) => deleteVersion(db, audit, session, params.id));
  registerRoute(app, findInstalledVersionsRoute, ({ session, body }) => findInstalledVersions(db, session, body));
  registerRoute(app, findInstalledRobotsRoute, ({ session, body }) => findInstalledRobots(db, session, body));
};
