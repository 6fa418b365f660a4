import { createHash } from 'node:crypto';
import { AppError } from './app-error';

/**
 * The signed-in caller, as the guard (plugins/auth.ts) resolves it from a token. Defined here, below
 * both the plugins and the modules, because both read it (ARCHITECTURE §1, dependency direction).
 */
export interface SessionContext {
  userId: number;
  account: string;
  orgId: number;
  /** '/1/4/9/': the caller's subtree is every organisation whose path starts with it. */
  orgPath: string;
  roleId: number;
  permissions: ReadonlySet<string>;
  tokenHash: string;
  isFirstLogin: boolean;
}

/**
 * Who acts, for the operation log: made once per request by the route layer (lib/route.ts) and
 * handed to services instead of the request. `session` is null on public routes (sign-in).
 */
export interface AuditContext {
  session: SessionContext | null;
  ip: string;
}

/**
 * Platform-wide catalogues and settings (robot types, the system configuration) are the platform's to
 * change: a role of a business that was handed such a code still may not (PLATFORM_ONLY_CODES keeps the
 * codes out of new businesses' roles; this is the rule itself).
 */
export const assertPlatformStaff = (session: SessionContext) => {
  if (session.orgPath.split('/').filter(Boolean).length !== 1) throw new AppError('PERMISSION_DENIED');
};

/** Turns a raw token into the caller's session or throws the session error (the guard and the live hub). */
export type SessionResolver = (token: string, opts?: { allowFirstLogin?: boolean; touch?: boolean }) => Promise<SessionContext>;

/** Sessions are stored by the hash of their token only: a copy of the table signs nobody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A wall display reading through a display link (modules/display-link): no user, read-only, scoped to
 * the link's organisation subtree. Set by the guard on the few routes whose contract allows `display`.
 */
export interface DisplayContext {
  linkId: number;
  orgPath: string;
  orgName: string;
}

/** Turns a raw display token into its link's scope, or throws DISPLAY_LINK_ENDED (the guard and the live hub). */
export type DisplayResolver = (token: string) => Promise<DisplayContext>;
