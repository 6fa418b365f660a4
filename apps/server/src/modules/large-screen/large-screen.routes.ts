import { getLargeScreenRobotsRoute, getLargeScreenSummaryRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getGeography } from '../robot-monitor/geography.service';
import { getLargeScreenSummary } from './large-screen.service';

/** The large screen's data: a signed-in user's subtree, or a display link's (the guard set `req.display`). */
export const largeScreenRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  registerRoute(app, getLargeScreenSummaryRoute, ({ session, req }) =>
    req.display
      ? getLargeScreenSummary(opts.db, req.display.orgPath, req.display.orgName)
      : getLargeScreenSummary(opts.db, session.orgPath),
  );
  // The wall map's robots: the geography view's rows and rule (hosting windows included) for the same subtree.
  registerRoute(app, getLargeScreenRobotsRoute, ({ session, req }) =>
    getGeography(opts.db, req.display ? req.display.orgPath : session.orgPath),
  );
};
