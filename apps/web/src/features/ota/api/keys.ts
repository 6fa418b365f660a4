import type { TCampaignListQuery, TCampaignTargetQuery } from '@fleet/contracts';

/** Query keys of the OTA screen; every campaign change invalidates `campaigns` (lists, details, robots). */
export const otaKeys = {
  campaigns: ['otaCampaigns'] as const,
  campaignList: (q: TCampaignListQuery) => [...otaKeys.campaigns, 'list', q] as const,
  campaign: (id: number) => [...otaKeys.campaigns, 'detail', id] as const,
  targets: (q: TCampaignTargetQuery) => [...otaKeys.campaigns, 'targets', q] as const,
  timeline: (id: number, robotId: number) => [...otaKeys.campaigns, 'timeline', id, robotId] as const,
  releasedPackages: ['otaCampaigns', 'releasedPackages'] as const,
};
