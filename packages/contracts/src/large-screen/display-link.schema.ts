import { z } from 'zod';
import { zId } from '../common/ids';
import { V, zText } from '../validation/rules';

/** A display link's state: active until it is revoked or its expiry passes, whichever comes first. */
export const DISPLAY_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type TDisplayLinkState = (typeof DISPLAY_LINK_STATES)[number];

/** A wall display is set up once and left alone, but a link never outlives a year. */
export const DISPLAY_LINK_MAX_DAYS = 366;
/** The durations the management screen offers. */
export const DISPLAY_LINK_DAY_CHOICES = [1, 7, 30, 90, 180, 366] as const;

export const ZDisplayLinkCreateBody = z.object({
  name: zText(60),
  /** The organisation whose subtree the display shows: one the creator sees. */
  orgId: zId(),
  /** How long the link works, from now. */
  days: z.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(DISPLAY_LINK_MAX_DAYS, V.invalid),
});
export type TDisplayLinkCreateBody = z.input<typeof ZDisplayLinkCreateBody>;

export const ZDisplayLink = z.object({
  id: z.number().int(),
  name: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  state: z.enum(DISPLAY_LINK_STATES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** When a display last read through it (written at most once a minute); null if never used. */
  lastUsedAt: z.string().nullable(),
  creator: z.string().nullable(),
  createdAt: z.string(),
});
export type TDisplayLink = z.infer<typeof ZDisplayLink>;

/** The only answer that ever carries the token: it is stored hashed and cannot be shown again. */
export const ZDisplayLinkCreated = z.object({ id: z.number().int(), token: z.string() });
export type TDisplayLinkCreated = z.infer<typeof ZDisplayLinkCreated>;
