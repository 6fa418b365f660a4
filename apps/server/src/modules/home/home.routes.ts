import { getHomeSummaryRoute, type TSettings } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getHomeSummary } from './home.service';

/** The home dashboard (home): the caller's fleet at a glance, judged with the current settings. */
export const homeRoutes = async (app: FastifyInstance, opts: { db: Db; settings: () => TSettings }) => {
  registerRoute(app, getHomeSummaryRoute, ({ session }) => getHomeSummary(opts.db, session, opts.settings()));
};
