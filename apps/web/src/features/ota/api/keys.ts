import type { TCampaignListQuery, TCampaignTargetQuery } from '@fleet/contracts';

/** Query keys of the OTA screen; every campaign change invalidates `campaigns` (lists, details, robots). */
export const otaKeys = {
  campaigns: ['otaCampaigns'] as const,
  lists: ['otaCampaigns', 'list'] as const,
  campaignList: (q: TCampaignListQuery) => [...otaKeys.lists, q] as const,
  campaign: (id: number) => [...otaKeys.campaigns, 'detail', id] as const,
  targetsOf: (campaignId: number) => [...otaKeys.campaigns, 'targets', campaignId] as const,
  targets: (q: TCampaignTargetQuery) => [...otaKeys.targetsOf(q.campaignId), q] as const,
  timeline: (id: number, robotId: number) => [...otaKeys.campaigns, 'timeline', id, robotId] as const,
  releasedPackages: ['otaCampaigns', 'releasedPackages'] as const,
};
