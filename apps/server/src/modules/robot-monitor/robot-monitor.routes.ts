import { getGeographyRoute, getMapStyleRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getGeography } from './geography.service';
import { mapStyle } from './map-style';

/** The robot monitor (robotMonitor): the geography view's robots and its base map. */
export const robotMonitorRoutes = async (app: FastifyInstance, opts: { db: Db; mapStyleUrl?: string | undefined }) => {
  registerRoute(app, getGeographyRoute, ({ session }) => getGeography(opts.db, session.orgPath));
  registerRoute(app, getMapStyleRoute, () => Promise.resolve(mapStyle(opts.mapStyleUrl)));
};
