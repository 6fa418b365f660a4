import { z } from 'zod';
import { defineRoute } from '../common/route';
import type { PermissionCode } from '../permissions';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { zString } from '../validation/rules';
import {
  ZCampaign,
  ZCampaignCreateBody,
  ZCampaignDetail,
  ZCampaignListQuery,
  ZCampaignPreview,
  ZCampaignPreviewBody,
  ZCampaignRollbackBody,
  ZCampaignTargetEvent,
  ZCampaignTargetQuery,
  ZCampaignTargetRow,
} from './campaign.schema';

/** How long an otaUpgrade command's download address works: long enough to resume a slow download. */
export const PACKAGE_GRANT_HOURS = 24;

const tags = ['versions'];
/** Who sees campaigns: their list, detail, robots and timelines, and their news on the live hub. */
export const CAMPAIGN_VIEW = 'ota:view' satisfies PermissionCode;

/**
 * A robot downloads its upgrade package (device protocol §11). `public` to the session rule: the robot
 * proves itself with HTTP Basic (device number : device secret) and the token of the address it was
 * sent, which reads one package for that robot until it expires (410 PACKAGE_GRANT_ENDED). HTTP Range
 * lets an interrupted download resume.
 */
export const devicePackageRoute = defineRoute({
  method: 'GET',
  path: 'device/package/:token',
  access: 'public',
  tags,
  summary:
    "A robot's upgrade package download: HTTP Basic with the device number and secret, the token from its otaUpgrade command; honours one HTTP Range",
  params: z.object({ token: zString().regex(/^[A-Za-z0-9_-]{43}$/) }),
  data: z.unknown(),
});

/** OTA campaigns (issue 15, the ota screen and "Upgrade" on the robot lists). */
export const previewCampaignRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/ota/preview',
  access: 'ota:upgrade',
  tags,
  summary:
    "The robots a campaign with this package and target would take, and those it leaves out with the reason (only robots the caller's subtree owns)",
  body: ZCampaignPreviewBody,
  data: ZCampaignPreview,
});
export const createCampaignRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/ota/campaign/create',
  access: 'ota:upgrade',
  tags,
  summary: 'Start a campaign: the robots of the preview in waves; its first wave starts at once',
  body: ZCampaignCreateBody,
  data: ZIdResult,
});
export const findCampaignsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/ota/campaign/list',
  access: CAMPAIGN_VIEW,
  tags,
  summary: "The campaigns of the caller's subtree with their robots' counts by state",
  body: ZCampaignListQuery,
  data: ZListResult(ZCampaign),
});
export const getCampaignRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/ota/campaign/detail/:id',
  access: CAMPAIGN_VIEW,
  tags,
  summary: 'One campaign with the counts of each wave',
  params: ZIdParams,
  data: ZCampaignDetail,
});
export const findCampaignTargetsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/ota/campaign/targets',
  access: CAMPAIGN_VIEW,
  tags,
  summary: 'The robots of a campaign: wave, state, wait reason, step, percent, result code',
  body: ZCampaignTargetQuery,
  data: ZListResult(ZCampaignTargetRow),
});
export const campaignTimelineRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/ota/campaign/timeline/:id/:robotId',
  access: CAMPAIGN_VIEW,
  tags,
  summary: "One robot's timeline in a campaign: its state changes and the steps it reported, oldest first",
  params: z.object({ id: zIdParam(), robotId: zIdParam() }),
  data: z.array(ZCampaignTargetEvent),
});
const moveRoute = (move: 'pause' | 'resume' | 'cancel', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `robotinfo/ota/campaign/${move}/:id`,
    access: move === 'cancel' ? 'ota:cancel' : 'ota:upgrade',
    tags,
    summary,
    params: ZIdParams,
    data: z.null(),
  });
export const pauseCampaignRoute = moveRoute('pause', 'Pause a running campaign: no new command is sent; robots already upgrading finish');
export const resumeCampaignRoute = moveRoute(
  'resume',
  'Resume a paused or halted campaign, or start the next wave of one waiting for confirmation',
);
export const cancelCampaignRoute = moveRoute(
  'cancel',
  'Cancel a campaign that has not ended: robots not yet sent their command are cancelled; those upgrading finish',
);
export const rollbackCampaignRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/ota/campaign/rollback',
  access: 'ota:upgrade',
  tags,
  summary:
    'Send robots that succeeded in a campaign back to the version they came from, as a campaign of its own linked to the first (one wave, confirmation-free)',
  body: ZCampaignRollbackBody,
  data: ZIdResult,
});
export const exportCampaignRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/ota/campaign/export/:id',
  access: 'ota:export',
  tags,
  summary: "A campaign's robots as a CSV file in the caller language (UTF-8 with BOM); errors come as the envelope",
  params: ZIdParams,
  data: z.string(),
});
