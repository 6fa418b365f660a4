import {
  CampaignState,
  cancelCampaignRoute,
  campaignTimelineRoute,
  createCampaignRoute,
  exportCampaignRoute,
  findCampaignsRoute,
  findCampaignTargetsRoute,
  findPackagesRoute,
  getCampaignRoute,
  PackageState,
  PAGE_SIZE_MAX,
  pauseCampaignRoute,
  previewCampaignRoute,
  resumeCampaignRoute,
  rollbackCampaignRoute,
  type TCampaign,
  type TCampaignCreateBody,
  type TCampaignListQuery,
  type TCampaignPreviewBody,
  type TCampaignRollbackBody,
  type TCampaignState,
  type TCampaignTargetQuery,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadRoute } from '../../../lib/request';
import { otaKeys } from './keys';

/**
 * Campaigns have no live push (the live client carries robot state, not campaign counts), so a
 * campaign still moving is polled; the interval stops as soon as nothing shown can change by itself.
 */
export const OTA_POLL_MS = 2_000;
const MOVING: readonly TCampaignState[] = [CampaignState.RUNNING, CampaignState.AWAITING_CONFIRMATION];
export const isMoving = (s: TCampaignState) => MOVING.includes(s);
/**
 * Whether anything of a campaign can still change by itself: it runs, or robots sent their command
 * are still upgrading (they finish after a halt, a pause or a cancel).
 */
export const isLive = (c: Pick<TCampaign, 'state' | 'counts'>) => isMoving(c.state) || c.counts.sent + c.counts.upgrading > 0;

export const useFindCampaigns = (q: TCampaignListQuery) =>
  useQuery({
    queryKey: otaKeys.campaignList(q),
    queryFn: () => callRoute(findCampaignsRoute, { body: q }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some(isLive) ? OTA_POLL_MS : false),
  });

export const useGetCampaign = (id: number) =>
  useQuery({
    queryKey: otaKeys.campaign(id),
    queryFn: () => callRoute(getCampaignRoute, { params: { id } }),
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? OTA_POLL_MS : false),
  });

/**
 * The robots of a campaign, polled while it is live (`c`, its detail); `c`'s counts are in the key, so
 * the rows are read again whenever the detail saw a robot move (the last move before the polling stops too).
 */
export const useFindCampaignTargets = (q: TCampaignTargetQuery, c: Pick<TCampaign, 'state' | 'counts'>) =>
  useQuery({
    queryKey: [...otaKeys.targets(q), c.state, c.counts],
    queryFn: () => callRoute(findCampaignTargetsRoute, { body: q }),
    placeholderData: keepPreviousData,
    refetchInterval: isLive(c) ? OTA_POLL_MS : false,
  });

export const useCampaignTimeline = (id: number, robotId: number) =>
  useQuery({
    queryKey: otaKeys.timeline(id, robotId),
    queryFn: () => callRoute(campaignTimelineRoute, { params: { id, robotId } }),
  });

/** Released packages are what a campaign can send; the picker lists the newest page of them. */
export const useReleasedPackages = () =>
  useQuery({
    queryKey: otaKeys.releasedPackages,
    queryFn: () => callRoute(findPackagesRoute, { body: { state: PackageState.RELEASED, page: 1, pageSize: PAGE_SIZE_MAX } }),
  });

const useCampaignMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: otaKeys.campaigns }) });
};

export const usePreviewCampaign = () =>
  useMutation({ mutationFn: (body: TCampaignPreviewBody) => callRoute(previewCampaignRoute, { body }) });
export const useCreateCampaign = () => useCampaignMutation((body: TCampaignCreateBody) => callRoute(createCampaignRoute, { body }));
export const usePauseCampaign = () => useCampaignMutation((id: number) => callRoute(pauseCampaignRoute, { params: { id } }));
export const useResumeCampaign = () => useCampaignMutation((id: number) => callRoute(resumeCampaignRoute, { params: { id } }));
export const useCancelCampaign = () => useCampaignMutation((id: number) => callRoute(cancelCampaignRoute, { params: { id } }));
export const useRollbackCampaign = () => useCampaignMutation((body: TCampaignRollbackBody) => callRoute(rollbackCampaignRoute, { body }));
export const useExportCampaign = () => useMutation({ mutationFn: (id: number) => downloadRoute(exportCampaignRoute, { params: { id } }) });
