import {
  bindLandmarksRoute,
  createLandmarkOrgRoute,
  downloadLandmarkFileRoute,
  getLandmarkOrgRoute,
  listBoundLandmarksRoute,
  unbindLandmarksRoute,
  updateLandmarkOrgRoute,
} from '@fleet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { bindUserLandmarks, listUserLandmarks, unbindUserLandmarks } from '../user/user-landmark.service';
import { readLandmarkForm } from './landmark-upload';
import { createLandmarkOrg, getLandmarkOrg, landmarkDir, landmarkFile, updateLandmarkOrg } from './landmark.service';

export const landmarkRoutes = async (app: FastifyInstance, opts: { db: Db; filesDir: string }) => {
  const { db, filesDir } = opts;
  // Reading the multipart body is the route's part (like zod's for JSON); the service gets fields and file.
  const readForm = (req: FastifyRequest) => readLandmarkForm(req, landmarkDir(filesDir));
  registerRoute(app, createLandmarkOrgRoute, async ({ req, audit, session }) => createLandmarkOrg(db, audit, session, await readForm(req)));
  registerRoute(app, updateLandmarkOrgRoute, async ({ req, audit, session }) =>
    updateLandmarkOrg(db, audit, session, filesDir, await readForm(req)),
  );
  registerRoute(app, getLandmarkOrgRoute, ({ session, params }) => getLandmarkOrg(db, session, params.id));
  registerDownloadRoute(app, downloadLandmarkFileRoute, ({ session, params }) => landmarkFile(db, session, filesDir, params.id));
  registerRoute(app, listBoundLandmarksRoute, ({ session, query }) => listUserLandmarks(db, session, query.userId));
  registerRoute(app, bindLandmarksRoute, ({ audit, session, body }) => bindUserLandmarks(db, audit, session, body));
  registerRoute(app, unbindLandmarksRoute, ({ audit, session, body }) => unbindUserLandmarks(db, audit, session, body));
};
