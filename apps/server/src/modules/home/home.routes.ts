import { FAULT_OFFLINE_MINUTES_DEFAULT, getHomeSummaryRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getHomeSummary } from './home.service';

/** The home dashboard (home): the caller's fleet at a glance. */
export const homeRoutes = async (app: FastifyInstance, opts: { db: Db; offlineMinutes?: number | undefined }) => {
  const offlineMinutes = opts.offlineMinutes ?? FAULT_OFFLINE_MINUTES_DEFAULT;
  registerRoute(app, getHomeSummaryRoute, ({ session }) => getHomeSummary(opts.db, session, offlineMinutes));
};
