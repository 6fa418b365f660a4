import {
  CAMPAIGN_VIEW,
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
  type TListResult,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePermission } from '../../../components/permission';
import { useLiveCampaigns } from '../../../lib/live';
import { callRoute, downloadRoute } from '../../../lib/request';
import { otaKeys } from './keys';

/**
 * The live hub brings every move of a campaign (useCampaignNews); this re-read of what is still live
 * covers news lost while the server's listening connection or the browser's socket was down.
 */
export const OTA_REREAD_MS = 15_000;
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
    refetchInterval: (query) => (query.state.data?.list.some(isLive) ? OTA_REREAD_MS : false),
  });

export const useGetCampaign = (id: number) =>
  useQuery({
    queryKey: otaKeys.campaign(id),
    queryFn: () => callRoute(getCampaignRoute, { params: { id } }),
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? OTA_REREAD_MS : false),
  });

/**
 * The robots of a campaign (`c`, its detail): read again on each of its news, whenever the detail
 * shows other counts (so the rows never lag behind the counts above them, whichever news was missed),
 * and re-read while it is live.
 */
export const useFindCampaignTargets = (q: TCampaignTargetQuery, c: Pick<TCampaign, 'state' | 'counts'>) => {
  const query = useQuery({
    queryKey: otaKeys.targets(q),
    queryFn: () => callRoute(findCampaignTargetsRoute, { body: q }),
    placeholderData: keepPreviousData,
    refetchInterval: isLive(c) ? OTA_REREAD_MS : false,
  });
  const moved = `${c.state} ${JSON.stringify(c.counts)}`;
  const seen = useRef(moved);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === moved) return;
    seen.current = moved;
    void refetch();
  }, [moved, refetch]);
  return query;
};

/**
 * Keeps the campaigns shown current from the live hub while mounted: a list row takes the news as it
 * comes (state, wave, counts); an open campaign's detail and robots are read again (waves, steps, percents).
 */
export const useCampaignNews = () => {
  const qc = useQueryClient();
  useLiveCampaigns((n) => {
    const { type: _, ...news } = n;
    qc.setQueriesData<TListResult<TCampaign>>({ queryKey: otaKeys.lists }, (old) =>
      old?.list.some((c) => c.id === n.id) ? { ...old, list: old.list.map((c) => (c.id === n.id ? { ...c, ...news } : c)) } : old,
    );
    void qc.invalidateQueries({ queryKey: otaKeys.campaign(n.id) });
    void qc.invalidateQueries({ queryKey: otaKeys.targetsOf(n.id) });
  }, usePermission(CAMPAIGN_VIEW));
};

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
