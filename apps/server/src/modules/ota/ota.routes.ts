import {
  cancelCampaignRoute,
  campaignTimelineRoute,
  createCampaignRoute,
  devicePackageRoute,
  exportCampaignRoute,
  findCampaignsRoute,
  findCampaignTargetsRoute,
  getCampaignRoute,
  pauseCampaignRoute,
  previewCampaignRoute,
  resumeCampaignRoute,
  rollbackCampaignRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRangedFileRoute, registerRoute } from '../../lib/route';
import { createDiskFileStore } from '../file/disk-file-store';
import { fileStoreDir } from '../file/file-dirs';
import { handleOtaReport, startOtaEngine } from './campaign-engine';
import {
  createCampaign,
  exportCampaignCsv,
  findCampaigns,
  findCampaignTargets,
  getCampaign,
  getTargetTimeline,
  moveCampaign,
  previewCampaign,
  rollbackCampaign,
} from './campaign.service';
import { grantedPackage } from './package-grant';
import { startCampaignLive } from './campaign-live';

export interface OtaRoutesOptions {
  db: Db;
  gateway: Gateway;
  filesDir: string;
  /** Where robots reach this server over HTTP (DEVICE_BASE_URL), for their package downloads. */
  deviceBaseUrl: string;
}

/** OTA (issue 15): campaigns, their engine, the robots' progress reports and their package download. */
export const otaRoutes = async (app: FastifyInstance, opts: OtaRoutesOptions) => {
  const { db, gateway } = opts;
  const store = createDiskFileStore(fileStoreDir(opts.filesDir));
  const engine = startOtaEngine({ db, gateway, baseUrl: opts.deviceBaseUrl, log: app.log });
  const live = startCampaignLive(db, gateway, app.log);
  app.addHook('onClose', () => {
    live.close();
    return engine.close();
  });
  gateway.onUplink('ota', async (robotId, msg, at) => {
    // A robot's upgrade that ended may end its wave: the next one starts within the second.
    if ((await handleOtaReport(db, robotId, msg, at)) !== null) engine.poke();
  });

  registerRoute(app, previewCampaignRoute, ({ session, body }) => previewCampaign(db, session, body));
  registerRoute(app, createCampaignRoute, ({ session, audit, body }) => createCampaign(db, engine, audit, session, body));
  registerRoute(app, findCampaignsRoute, ({ session, body }) => findCampaigns(db, session, body));
  registerRoute(app, getCampaignRoute, ({ session, params }) => getCampaign(db, session, params.id));
  registerRoute(app, findCampaignTargetsRoute, ({ session, body }) => findCampaignTargets(db, session, body));
  registerRoute(app, campaignTimelineRoute, ({ session, params }) => getTargetTimeline(db, session, params.id, params.robotId));
  for (const [route, move] of [
    [pauseCampaignRoute, 'pause'],
    [resumeCampaignRoute, 'resume'],
    [cancelCampaignRoute, 'cancel'],
  ] as const) {
    registerRoute(app, route, ({ session, audit, params }) => moveCampaign(db, engine, audit, session, params.id, move));
  }
  registerRoute(app, rollbackCampaignRoute, ({ session, audit, body }) => rollbackCampaign(db, engine, audit, session, body));
  registerDownloadRoute(app, exportCampaignRoute, async ({ req, session, params }) => ({
    filename: `campaign-${params.id}-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: await exportCampaignCsv(db, session, requestLang(req), params.id),
  }));

  // No per-IP limit: a fleet behind one NAT address resumes many ranges, and guessing needs a 256-bit
  // token and a 256-bit device secret.
  registerRangedFileRoute(app, devicePackageRoute, async ({ req, params }) => {
    const pkg = await grantedPackage(db, params.token, req.headers.authorization);
    return {
      filename: pkg.name,
      contentType: 'application/octet-stream',
      size: pkg.size,
      inline: false,
      open: (range) => store.open(pkg.storedName, range),
    };
  });
};
