import {
  bindLandmarksRoute, createLandmarkOrgRoute, downloadLandmarkFileRoute, getLandmarkOrgRoute, listBoundLandmarksRoute,
  unbindLandmarksRoute, updateLandmarkOrgRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { bindUserLandmarks, listUserLandmarks, unbindUserLandmarks } from '../user/user-landmark.service';
import { createLandmarkOrg, getLandmarkOrg, landmarkFile, updateLandmarkOrg } from './landmark.service';

export const landmarkRoutes = async (app: FastifyInstance, opts: { db: Db; filesDir: string }) => {
  const { db, filesDir } = opts;
  registerRoute(app, createLandmarkOrgRoute, ({ req, session }) => createLandmarkOrg(db, req, session, filesDir));
  registerRoute(app, updateLandmarkOrgRoute, ({ req, session }) => updateLandmarkOrg(db, req, session, filesDir));
  registerRoute(app, getLandmarkOrgRoute, ({ session, params }) => getLandmarkOrg(db, session, params.id));
  registerDownloadRoute(app, downloadLandmarkFileRoute, ({ session, params }) => landmarkFile(db, session, filesDir, params.id));
  registerRoute(app, listBoundLandmarksRoute, ({ session, query }) => listUserLandmarks(db, session, query.userId));
  registerRoute(app, bindLandmarksRoute, ({ req, session, body }) => bindUserLandmarks(db, req, session, body));
  registerRoute(app, unbindLandmarksRoute, ({ req, session, body }) => unbindUserLandmarks(db, req, session, body));
};
