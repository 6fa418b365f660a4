import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { poolOf, type Db } from '../db/client';
import { isConnectionError } from '../db/connection-error';
import { AppError } from '../lib/app-error';
import { hashToken, type DisplayContext, type DisplayResolver, type SessionContext, type SessionResolver } from '../lib/session';
import { createEpochWatch, type EpochWatch } from './auth-epoch-watch';
import { createSessionCache } from './session-cache';
import { findRoleCodes, readAuthEpoch, touchSession, type SessionRow } from './session.repository';

/** Checks an `X-Api-Key` header: the key and the subtree it may read, or null. Given by app.ts (the empower module). */
export type ApiKeyVerifier = (header: string | undefined) => Promise<{ keyId: number; orgPath: string } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    /** Set on open data API routes: the third-party key and the subtree it may read. */
    apiKey: { keyId: number; orgPath: string } | null;
    /** Set when a wall display reads through a display link (`X-Display-Token`): then `session` is null. */
    display: DisplayContext | null;
  }
}

/** Clients send the raw token (spec §7); a `Bearer ` prefix is accepted too. */
const readToken = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h) return null;
  return h.startsWith('Bearer ') ? h.slice(7) : h;
};

/** Only write last-seen when it moved this much: a write per request would dominate hot reads. */
const TOUCH_EVERY_MS = 30_000;

/**
 * Turns a raw token into the caller's session, or throws the session error (401/403/10000). Shared by
 * the HTTP guard and the live hub, so a WebSocket is authenticated exactly like a request. Sessions
 * come from the session cache, which never serves one after a committed revocation or rights change
 * (session-cache.ts); the role's codes are cached per perm_version.
 */
export const createSessionResolver = (db: Db, idleMinutes: number, watch: EpochWatch): SessionResolver => {
  const sessions = createSessionCache(db, watch);
  const idleMs = (row: SessionRow) => Date.now() - row.lastSeenAt.getTime();
  // Role codes by role id, valid while the role's perm_version (read with the session) is unchanged.
  const roleCodes = new Map<number, { version: number; codes: ReadonlySet<string> }>();
  const codesOf = async (roleId: number, version: number) => {
    const hit = roleCodes.get(roleId);
    if (hit?.version === version) return hit.codes;
    const codes = new Set(await findRoleCodes(db, roleId));
    roleCodes.set(roleId, { version, codes });
    return codes;
  };
  /** `touch: false` checks without counting as activity (the live hub re-checks its sockets' sessions). */
  const resolve = async (token: string, opts: { allowFirstLogin?: boolean; touch?: boolean } = {}): Promise<SessionContext> => {
    const tokenHash = hashToken(token);
    const found = await sessions.get(tokenHash);
    // Another instance may have seen the session since this one cached it: ask before refusing.
    const row = found.cached && found.row && idleMs(found.row) > idleMinutes * 60_000 ? await sessions.load(tokenHash) : found.row;
    if (!row) throw new AppError('UNAUTHENTICATED');
    if (row.deleted || !row.enabled || row.revokedReason === 'disabled') throw new AppError('SESSION_GONE');
    if (row.revokedReason === 'replaced') throw new AppError('LOGGED_IN_ELSEWHERE');
    if (row.revokedReason) throw new AppError('UNAUTHENTICATED');
    const idle = idleMs(row);
    if (idle > idleMinutes * 60_000) throw new AppError('LOGIN_EXPIRED');
    if (opts.touch !== false && idle > TOUCH_EVERY_MS) {
      await touchSession(db, tokenHash);
      row.lastSeenAt = new Date(); // the cached row too: the next touch is due in TOUCH_EVERY_MS
    }
    if (row.isFirstLogin && !opts.allowFirstLogin) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    const permissions = await codesOf(row.roleId, row.permVersion);
    return {
      userId: row.userId,
      account: row.account,
      orgId: row.orgId,
      orgPath: row.orgPath,
      roleId: row.roleId,
      permissions,
      tokenHash,
      isFirstLogin: row.isFirstLogin,
    };
  };
  // A database outage is not a session problem: the live hub would otherwise close its sockets as
  // UNAUTHENTICATED (the browser then stops reconnecting) instead of saying "try again".
  return (token: string, opts?: { allowFirstLogin?: boolean; touch?: boolean }) =>
    resolve(token, opts).catch((e: unknown) => {
      throw isConnectionError(e) ? new AppError('DATABASE_UNAVAILABLE') : e;
    });
};

declare module 'fastify' {
  interface FastifyInstance {
    resolveSession: SessionResolver;
    resolveDisplay: DisplayResolver;
    authEpochWatch: EpochWatch;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session and permission guard for every route (design.md §3): session problems are 401/403; a valid
 * session lacking the route's permission gets a business code (HTTP 400) and stays signed in.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; idleMinutes: number; verifyApiKey: ApiKeyVerifier; resolveDisplay: DisplayResolver }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('apiKey', null);
    app.decorateRequest('display', null);
    app.decorate('resolveDisplay', opts.resolveDisplay);
    const watch = createEpochWatch(poolOf(opts.db), () => readAuthEpoch(opts.db));
    app.addHook('onClose', () => watch.close());
    app.decorate('authEpochWatch', watch);
    const resolve = createSessionResolver(opts.db, opts.idleMinutes, watch);
    app.decorate('resolveSession', resolve);
    // Any request but a read may end a session or change rights here: until it has ended and a read of
    // the epoch started after it, this instance checks sessions against the database (auth-epoch-watch.ts).
    app.addHook('onRequest', (req, reply, done) => {
      if (!READ_METHODS.has(req.method)) {
        watch.writeBegins();
        reply.raw.once('close', watch.writeEnds);
      }
      done();
    });
    app.addHook('onRequest', async (req) => {
      const access = req.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const displayToken = req.headers['x-display-token'];
      if (displayToken !== undefined) {
        // A display link reads what the large screen shows and nothing else: the GET routes whose
        // contract says `display`. Refused before the token is even looked at, so no write can ever run.
        if (!req.routeOptions.config.display || req.method !== 'GET') throw new AppError('PERMISSION_DENIED');
        req.display = await opts.resolveDisplay(String(displayToken));
        return;
      }
      if (access === 'apiKey') {
        // Keys are read-only by construction: only GET routes are ever declared with this access.
        const key = await opts.verifyApiKey(req.headers['x-api-key'] as string | undefined);
        if (!key) throw new AppError('UNAUTHENTICATED');
        req.apiKey = key;
        return;
      }
      const token = readToken(req);
      if (!token) throw new AppError('UNAUTHENTICATED');
      const session = await resolve(token, { allowFirstLogin: req.routeOptions.config.allowFirstLogin });
      const allowed =
        access === 'session' ||
        (typeof access === 'string' ? session.permissions.has(access) : access.some((c) => session.permissions.has(c)));
      if (!allowed) throw new AppError('PERMISSION_DENIED');
      req.session = session;
    });
  },
);
