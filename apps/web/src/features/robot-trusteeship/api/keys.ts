import type { THostingListQuery } from '@fleet/contracts';

/** Query keys of the trusteeship screens; the robot rows themselves live under lib/robot-api `robotKeys`. */
export const trusteeshipKeys = {
  all: ['trusteeship'] as const,
  histories: () => [...trusteeshipKeys.all, 'history'] as const,
  history: (q: THostingListQuery) => [...trusteeshipKeys.histories(), q] as const,
  historyInfinite: (q: Omit<THostingListQuery, 'page'>) => [...trusteeshipKeys.histories(), 'infinite', q] as const,
  trustOrgs: () => [...trusteeshipKeys.all, 'trustOrgs'] as const,
};
