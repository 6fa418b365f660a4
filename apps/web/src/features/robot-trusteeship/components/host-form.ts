import { HOSTING_MAX_DAYS, TrusteeshipType, ZHostRobotsBody, type THostRobotsBody } from '@fleet/contracts';
import type { Dayjs } from 'dayjs';
import { z } from 'zod';

/** What the host form holds: the window as two date-time pickers, sent as ISO startAt/endAt. */
export interface HostFormValues {
  robotIds?: number[];
  orgId?: number;
  type?: number;
  startAt?: Dayjs | null;
  endAt?: Dayjs | null;
}

export const toHostBody = (v: HostFormValues): Partial<THostRobotsBody> => ({
  robotIds: v.robotIds,
  orgId: v.orgId,
  type: v.type as THostRobotsBody['type'],
  startAt: v.startAt?.toISOString(),
  // A permanent hosting has no end, whatever the hidden picker still holds.
  endAt: v.type === TrusteeshipType.PERMANENT ? null : (v.endAt?.toISOString() ?? null),
});

/** The contract body read through the form's shape: the client check of the window is the server's own rule. */
export const ZHostForm = z.preprocess((v) => toHostBody(v as HostFormValues), ZHostRobotsBody);

/** Stand-ins for robots and organisation, so the window rule answers before those are chosen. */
export const WINDOW_RULE_FILL = { robotIds: [1], orgId: 1 };

/** Longest window in days for a type, for the hint under the end picker; null when there is no end. */
export const maxDaysOf = (type: number | undefined) =>
  type === TrusteeshipType.LEASE || type === TrusteeshipType.TRIAL ? HOSTING_MAX_DAYS[type] : null;
