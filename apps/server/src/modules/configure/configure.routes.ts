import {
  findConfigHistoryRoute,
  findDicLabelsRoute,
  getSettingsRoute,
  resetDicLabelRoute,
  saveDicLabelRoute,
  saveSettingsRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import type { ConfigStore } from './config-store';
import { findConfigHistory, findDicLabels, getSettings, resetDicLabel, saveDicLabel, saveSettings } from './configure.service';

/** The system configuration (issue 16, configure): business constants and the dictionary's labels. */
export const configureRoutes = async (app: FastifyInstance, opts: { db: Db; config: ConfigStore }) => {
  const { db, config } = opts;
  registerRoute(app, getSettingsRoute, async () => getSettings(config));
  registerRoute(app, saveSettingsRoute, ({ audit, session, body }) => saveSettings(db, config, audit, session, body));
  registerRoute(app, findDicLabelsRoute, ({ params }) => findDicLabels(db, params.lang));
  registerRoute(app, saveDicLabelRoute, ({ audit, session, body }) => saveDicLabel(db, config, audit, session, body));
  registerRoute(app, resetDicLabelRoute, ({ audit, session, body }) => resetDicLabel(db, config, audit, session, body));
  registerRoute(app, findConfigHistoryRoute, ({ body }) => findConfigHistory(db, body));
};
