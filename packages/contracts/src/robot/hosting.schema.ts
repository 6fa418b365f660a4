import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery } from '../common/list';
import { TrusteeshipType, ZTrusteeshipType } from '../enums/org.enums';
import { V, zString } from '../validation/rules';

/** Longest window a lease or trial may have; a permanent hosting has no end. */
export const HOSTING_MAX_DAYS = { [TrusteeshipType.LEASE]: 3 * 366, [TrusteeshipType.TRIAL]: 90 } as const;

const isoTime = z.iso.datetime({ offset: true, error: V.invalid });

/**
 * Host robots to an organisation (trusteeship). Permanent: from `startAt` with no end. Lease and
 * trial: a window that ends after it starts, does not end in the past and is not longer than
 * HOSTING_MAX_DAYS ("hosting time out of range, please reselect").
 */
export const ZHostRobotsBody = z
  .object({
    robotIds: z.array(zId()).min(1, V.required).max(100, V.invalid),
    orgId: zId(),
    type: ZTrusteeshipType.refine((t) => t !== TrusteeshipType.UNASSIGNED, V.required),
    startAt: isoTime,
    endAt: isoTime.nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type === TrusteeshipType.PERMANENT) return;
    if (!b.endAt) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: V.required });
      return;
    }
    const start = new Date(b.startAt).getTime();
    const end = new Date(b.endAt).getTime();
    const maxDays = HOSTING_MAX_DAYS[b.type as 2 | 3];
    if (end <= start || end <= Date.now() || end - start > maxDays * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: V.hostingRange });
  });
export type THostRobotsBody = z.input<typeof ZHostRobotsBody>;

export const ZUnhostRobotsBody = z.object({ robotIds: z.array(zId()).min(1, V.required).max(100, V.invalid) });

/** One entry of a robot's custody history. */
export const ZHosting = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  deviceNumber: z.string(),
  fromOrgId: z.number().int(),
  fromOrgName: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  type: ZTrusteeshipType,
  startAt: z.string(),
  endAt: z.string().nullable(),
  createdAt: z.string(),
  creator: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
  state: z.enum(['pending', 'active', 'expired', 'ended']),
});
export type THosting = z.infer<typeof ZHosting>;

export const ZHostingListQuery = ZListQuery.extend({
  robotId: zId().optional(),
  keyword: zString().max(60).optional(),
  state: z.enum(['pending', 'active', 'expired', 'ended']).optional(),
});
export type THostingListQuery = z.input<typeof ZHostingListQuery>;
