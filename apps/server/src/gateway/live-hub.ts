/*
 * Slightly over 300 lines on purpose: the one hub every browser socket talks to, where authentication,
 * each kind of subscription (robots, fleet, faults, notifications, campaigns, video) and the refresh of
 * what a session may see share one connection set; the per-socket state lives in live-connection.ts.
 */
import {
  FLEET_VIEW_CODES,
  fleetRow,
  ROBOT_READ,
  ZLiveClientMessage,
  type PermissionCode,
  type TLiveRobotState,
  type TLiveServerMessage,
} from '@fleet/contracts';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { countUnreadNotifications } from '../lib/notification-signal';
import { inScope } from '../lib/tenancy';
import type { DisplayContext, DisplayResolver, SessionContext, SessionResolver } from '../lib/session';
import type { CommandNotice } from './commands';
import type { DataNotice, FaultNotice } from './gateway.types';
import { findOrgPath, findRobotIdsOfType, findStoredStates } from './gateway.repository';
import { LiveConnection, type FleetRowOf, type StateJson } from './live-connection';
import { toLiveState, type LiveStates } from './live-state';
import { createVideoWatches } from './live-video';
import type { Visibility } from './live-visibility';
import type { VideoRelay } from './video-relay';

/** A socket that has not authenticated by then is closed: it holds a connection for nothing. */
const AUTH_TIMEOUT_MS = 10_000;
const SNAPSHOT_CHUNK = 5_000;
const FAULT_VIEW: PermissionCode = 'robotFault:view';
const NONE: ReadonlySet<number> = new Set();
/** A display link reads what the large screen shows: fault notices and the compact fleet view, no robot state. */
const DISPLAY_CODES: ReadonlySet<string> = new Set([FAULT_VIEW, 'largeScreen:view']);

/**
 * A display link's socket as the hub's rules see it: nobody signed in, the link's subtree, and only
 * the fault notices (no robot states, no video: the large screen reads its figures through REST).
 */
const displaySession = (d: DisplayContext): SessionContext => ({
  userId: 0,
  account: '',
  orgId: 0,
  orgPath: d.orgPath,
  roleId: 0,
  permissions: DISPLAY_CODES,
  tokenHash: '',
  isFirstLogin: false,
});

/**
 * A session that may see robots at all (states, the compact fleet view or fault notices). Any signed-in
 * user may open the hub, for their notifications; one without these codes is sent nothing of robots.
 */
const seesRobots = (perms: ReadonlySet<string>) => [...FLEET_VIEW_CODES, FAULT_VIEW].some((c) => perms.has(c));
const intersect = (a: ReadonlySet<number>, b: ReadonlySet<number> | readonly number[]) => {
  const out = new Set<number>();
  for (const id of b) if (a.has(id)) out.add(id);
  return out;
};

/**
 * The browsers' WebSocket hub (API_BASE + LIVE_PATH). The first message authenticates with the session
 * token (`app.resolveSession`, exactly like a request); then a browser subscribes to robot ids or to
 * its whole fleet. What it receives is always `requested ∩ visible`, where visible comes from
 * robotVisibleCondition (the same rule as the REST routes), re-evaluated every `refreshMs` and on
 * robotChanged, so a hosting window that ends stops the flow. The session is re-checked on the same
 * tick (without counting as activity), so a logout or a disabled user ends the socket too.
 */
export const createLiveHub = (deps: {
  db: Db;
  resolveSession: SessionResolver;
  /** Display links (the large screen on a wall); absent, a display token is refused. */
  resolveDisplay?: DisplayResolver;
  states: Pick<LiveStates, 'get'>;
  visibility: Visibility;
  flushMs: number;
  refreshMs: number;
  /** Counts states and video frames coalesced away (a newer one of the robot replaced one not yet sent). */
  onSuperseded?: (what: 'state' | 'frame') => void;
  /** Live video: absent, watchVideo is refused (tests of the state flow alone). */
  video?: Pick<VideoRelay, 'watch'>;
}) => {
  const conns = new Set<LiveConnection>();
  const watchers = new Map<number, Set<LiveConnection>>();

  /** First picture of newly watched robots: this instance's live state, else the stored row. */
  const snapshot = async (conn: LiveConnection, ids: number[]) => {
    const missing: number[] = [];
    for (const id of ids) {
      const s = deps.states.get(id);
      if (s) conn.queueState(s);
      else missing.push(id);
    }
    for (let i = 0; i < missing.length; i += SNAPSHOT_CHUNK) {
      const rows = await findStoredStates(deps.db, missing.slice(i, i + SNAPSHOT_CHUNK));
      // A live update may have arrived meanwhile: it is newer than the row.
      for (const row of rows) if (conn.watching.has(row.id)) conn.queueState(deps.states.get(row.id) ?? toLiveState(row));
    }
  };

  /**
   * The compact view's robots: the visible ones, narrowed to the filter's organisation (the same rule
   * as the caller's own scope, from that organisation's path; an organisation outside the caller's
   * scope or gone shows nothing) and robot type. States are filtered per row when sent.
   */
  const fleetIdsOf = async (conn: LiveConnection, visible: ReadonlySet<number>, fresh: boolean): Promise<ReadonlySet<number>> => {
    const f = conn.fleetFilter;
    if (!f || !conn.session || !FLEET_VIEW_CODES.some((c) => conn.session!.permissions.has(c))) return NONE;
    let ids = visible;
    if (f.orgId !== undefined) {
      const path = await findOrgPath(deps.db, f.orgId);
      if (!path || !path.startsWith(conn.session.orgPath)) return NONE;
      ids = intersect(ids, await deps.visibility.visibleIds(path, fresh));
    }
    if (f.robotType !== undefined) ids = new Set(await findRobotIdsOfType(deps.db, [...ids], f.robotType));
    return ids;
  };

  /** `resetFleet`: a new compact subscription, whose first answer holds every robot of its view. */
  const recompute = async (conn: LiveConnection, fresh = false, resetFleet = false) => {
    if (!conn.session) return;
    const perms = conn.session.permissions;
    // A notifications-only session costs no visibility query on each refresh.
    const visible = seesRobots(perms) ? await deps.visibility.visibleIds(conn.session.orgPath, fresh) : NONE;
    conn.faultScope = conn.allFaults && perms.has(FAULT_VIEW) ? visible : NONE;
    // A session let in for the fault notices alone (robotFault:view) gets no robot's state.
    const states = ROBOT_READ.some((c) => perms.has(c));
    const stateIds = new Set(!states ? [] : conn.fleet ? visible : [...conn.requested].filter((id) => visible.has(id)));
    const fleetIds = await fleetIdsOf(conn, visible, fresh);
    const prev = { states: conn.stateIds, fleet: resetFleet ? NONE : conn.fleetIds, all: conn.watching };
    const next = new Set([...stateIds, ...fleetIds]);
    const added = new Set([...stateIds].filter((id) => !prev.states.has(id)));
    for (const id of fleetIds) if (!prev.fleet.has(id)) added.add(id);
    if (resetFleet) conn.resetFleet();
    conn.stateIds = stateIds;
    conn.fleetIds = fleetIds;
    conn.watching = next;
    for (const id of prev.all) {
      if (next.has(id)) continue;
      watchers.get(id)?.delete(conn);
      if (watchers.get(id)?.size === 0) watchers.delete(id);
    }
    conn.forget([...prev.states].filter((id) => !stateIds.has(id)));
    conn.forgetFleet([...prev.fleet].filter((id) => !fleetIds.has(id)));
    for (const id of next) {
      if (prev.all.has(id)) continue;
      let set = watchers.get(id);
      if (!set) watchers.set(id, (set = new Set()));
      set.add(conn);
    }
    await snapshot(conn, [...added]);
  };

  /** Each connection's user's unread count, read once per user. */
  const sendUnread = async (targets: LiveConnection[]) => {
    if (targets.length === 0) return;
    const counts = await countUnreadNotifications(deps.db, [...new Set(targets.map((c) => c.session!.userId))]);
    for (const c of targets) c.send({ type: 'notification', unread: counts.get(c.session!.userId) ?? 0 });
  };

  const drop = (conn: LiveConnection) => {
    conns.delete(conn);
    for (const id of conn.watching) watchers.get(id)?.delete(conn);
    for (const id of [...conn.videos.keys()]) conn.unwatchVideo(id);
  };
  const videos = createVideoWatches(deps.visibility, deps.video);

  const authenticate = async (conn: LiveConnection, token: string, kind: 'session' | 'display' = 'session') => {
    try {
      if (kind === 'display') {
        if (!deps.resolveDisplay) throw new AppError('DISPLAY_LINK_ENDED');
        conn.session = displaySession(await deps.resolveDisplay(token));
        conn.display = true;
        conn.token.value = token;
        return conn.send({ type: 'ready' });
      }
      // Any session is let in (its notifications); what it gets of robots is decided by recompute.
      conn.session = await deps.resolveSession(token);
      conn.token.value = token;
      conn.send({ type: 'ready' });
    } catch (e) {
      conn.fail(e instanceof AppError ? e.codeName : 'UNAUTHENTICATED');
    }
  };

  const onMessage = async (conn: LiveConnection, raw: string) => {
    let parsed;
    try {
      parsed = ZLiveClientMessage.safeParse(JSON.parse(raw));
    } catch {
      parsed = null;
    }
    if (!conn.session) {
      if (parsed?.success && parsed.data.type === 'auth') return authenticate(conn, parsed.data.token, parsed.data.kind);
      return conn.fail('UNAUTHENTICATED');
    }
    if (!parsed?.success) return conn.send({ type: 'error', code: 'BAD_REQUEST' });
    const m = parsed.data;
    if (m.type === 'ping') return conn.send({ type: 'pong' });
    if (m.type === 'auth') return;
    if (m.type === 'watchVideo') return videos.watch(conn, m.robotId);
    if (m.type === 'unwatchVideo') return conn.unwatchVideo(m.robotId);
    if (m.type === 'subscribeFleet' || m.type === 'unsubscribeFleet') {
      conn.fleetFilter = m.type === 'subscribeFleet' ? m.filter : null;
      return recompute(conn, true, m.type === 'subscribeFleet');
    }
    for (const id of m.robotIds ?? []) {
      if (m.type === 'subscribe') conn.requested.add(id);
      else conn.requested.delete(id);
    }
    if (m.fleet !== undefined) conn.fleet = m.type === 'subscribe' ? m.fleet : conn.fleet && !m.fleet;
    if (m.faults !== undefined) conn.allFaults = m.type === 'subscribe' ? m.faults : conn.allFaults && !m.faults;
    if (m.notifications !== undefined && !conn.display) {
      conn.notifications = m.type === 'subscribe' ? m.notifications : conn.notifications && !m.notifications;
      // The count at once: what arrived while the socket was away is in it.
      if (m.type === 'subscribe' && m.notifications) await sendUnread([conn]);
    }
    // Campaigns are sent as they move (pushCampaign); a browser re-reads them on (re)subscribing.
    if (m.campaigns !== undefined && !conn.display) conn.campaigns = m.type === 'subscribe' ? m.campaigns : conn.campaigns && !m.campaigns;
    const flagsOnly = m.notifications !== undefined || m.campaigns !== undefined;
    if (flagsOnly && m.robotIds === undefined && m.fleet === undefined && m.faults === undefined) return;
    await recompute(conn, m.type === 'subscribe');
  };

  const handle = (socket: WebSocket) => {
    const conn = new LiveConnection(socket, { value: null }, deps.onSuperseded);
    conns.add(conn);
    const authTimer = setTimeout(() => !conn.session && conn.fail('UNAUTHENTICATED'), AUTH_TIMEOUT_MS);
    // Messages of one socket are handled in order: a subscribe must not overtake the auth before it.
    let chain = Promise.resolve();
    socket.on('message', (data) => {
      chain = chain.then(() => onMessage(conn, String(data))).catch(() => conn.send({ type: 'error', code: 'INTERNAL' }));
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      drop(conn);
    });
    socket.on('error', () => undefined);
  };

  /** Re-checks every session and what it may see; run on a timer and when a robot changed. */
  const refresh = async () => {
    await Promise.all(
      [...conns].map(async (conn) => {
        if (!conn.session || !conn.token.value) return;
        try {
          // A revoked or expired display link ends its socket on this tick, like a logout.
          if (conn.display) conn.session = displaySession(await deps.resolveDisplay!(conn.token.value));
          else conn.session = await deps.resolveSession(conn.token.value, { touch: false });
        } catch (e) {
          return conn.fail(e instanceof AppError ? e.codeName : 'UNAUTHENTICATED');
        }
        await recompute(conn);
        await videos.recheck(conn);
      }),
    ).catch(() => undefined);
  };

  const flushTimer = setInterval(() => {
    // States are immutable (the live flow makes a new object per update): one JSON per state and tick,
    // however many browsers get it; dropped after the tick, so it costs the garbage collector nothing.
    const json = new Map<TLiveRobotState, string>();
    const once: StateJson = (s) => {
      let j = json.get(s);
      if (j === undefined) json.set(s, (j = JSON.stringify(s)));
      return j;
    };
    const rows = new Map<TLiveRobotState, ReturnType<FleetRowOf>>();
    const rowOnce: FleetRowOf = (s) => {
      let r = rows.get(s);
      if (r === undefined) {
        const row = fleetRow(s);
        rows.set(s, (r = { state: row[1], json: JSON.stringify(row) }));
      }
      return r;
    };
    conns.forEach((c) => c.flush(once, rowOnce));
  }, deps.flushMs);
  const refreshTimer = setInterval(() => void refresh(), deps.refreshMs);
  flushTimer.unref();
  refreshTimer.unref();

  return {
    handle,
    push: (state: TLiveRobotState) => watchers.get(state.id)?.forEach((c) => c.queueState(state)),
    pushCommand: (n: CommandNotice) => watchers.get(n.robotId)?.forEach((c) => c.queueCommand(n)),
    pushData: (n: DataNotice) => watchers.get(n.robotId)?.forEach((c) => c.queueData(n)),
    /** Only to sessions that may see faults: watching the robot is not enough. */
    pushFault: (n: FaultNotice) => {
      // Rare (a fault opens or changes state): a pass over the connections costs nothing.
      for (const c of conns) {
        if (c.session?.permissions.has(FAULT_VIEW) && (c.faultScope.has(n.robotId) || c.watching.has(n.robotId))) c.queueFault(n);
      }
    },
    /** These users' notifications changed (heard from the database at commit): their subscribed tabs get the new count. */
    pushNotifications: (userIds: readonly number[]) => {
      const users = new Set(userIds);
      const targets = [...conns].filter((c) => c.notifications && !c.display && c.session && users.has(c.session.userId));
      return sendUnread(targets).catch(() => undefined);
    },
    /** Whether a socket of this instance holds the `campaigns` subscription with `permission` (else nothing need be read). */
    hasCampaignListeners: (permission: PermissionCode) =>
      [...conns].some((c) => c.campaigns && !c.display && c.session?.permissions.has(permission)),
    /**
     * Sends `message` to the sockets subscribed to `campaigns` whose session holds `permission` and
     * whose subtree holds `orgPath` (the object's organisation): the REST rule of the same objects.
     */
    pushCampaign: (permission: PermissionCode, orgPath: string, message: TLiveServerMessage) => {
      for (const c of conns) {
        if (c.campaigns && !c.display && c.session?.permissions.has(permission) && inScope(c.session, orgPath)) c.send(message);
      }
    },
    robotChanged: () => {
      deps.visibility.invalidate();
      return refresh();
    },
    connections: () => conns.size,
    close() {
      clearInterval(flushTimer);
      clearInterval(refreshTimer);
      for (const c of conns) c.socket.close(1001, 'server closing');
    },
  };
};
export type LiveHub = ReturnType<typeof createLiveHub>;
