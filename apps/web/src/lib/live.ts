/*
 * About 350 lines on purpose: the tab's one client of the live hub, where every kind of
 * subscription (robots, the fleet and fault flags, notifications, campaigns, video, the compact view) shares one
 * socket, its reconnection and its re-subscription; the hooks at the end are a few lines each.
 */
import {
  API_BASE,
  LIVE_PATH,
  readFleetMessage,
  ZLiveServerMessage,
  type TFleetFilter,
  type TLiveClientMessage,
  type TLiveServerMessage,
} from '@fleet/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { writeCommandState, writeDataNotice, writeLiveStates } from './live-cache';
import { getDisplayToken } from './display-token';
import { fleetTickHandled } from './fleet-tick-timing';
import { getToken } from './session';

/** The part of a WebSocket the client uses, so tests can inject a fake. */
export interface LiveSocket {
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface LiveClientOptions {
  qc: QueryClient;
  token?: () => string | null;
  createSocket?: (url: string) => LiveSocket;
  url?: () => string;
  /** Wait before closing once the last subscriber left, so a page change does not reopen the socket. */
  idleCloseMs?: number;
}

/** Errors after which reconnecting with the same token is pointless; the next token tries again. */
const AUTH_ERRORS = new Set([
  'UNAUTHENTICATED',
  'LOGIN_EXPIRED',
  'SESSION_GONE',
  'LOGGED_IN_ELSEWHERE',
  'PASSWORD_CHANGE_REQUIRED',
  'DISPLAY_LINK_ENDED',
]);
const BACKOFF_MAX_MS = 30_000;
export const backoffMs = (attempt: number) => Math.min(BACKOFF_MAX_MS, 1000 * 2 ** attempt);

/** A live video frame: capture time (epoch ms) and the JPEG as base64 (contracts robot/live.ts). */
export interface LiveFrame {
  robotId: number;
  ts: number;
  jpeg: string;
}
/** Receives a robot's frames, or the code the hub refused the watch with (PERMISSION_DENIED, NOT_FOUND). */
export interface VideoListener {
  frame(f: LiveFrame): void;
  error?(code: string): void;
}

const defaultUrl = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${API_BASE}${LIVE_PATH}`;

/**
 * The live hub client: one socket per tab, opened when the first subscriber comes and closed when
 * the last one leaves. Subscriptions are reference-counted per robot id (and for the whole fleet);
 * the socket authenticates with the session token as its first message, re-subscribes after every
 * reconnect, and reconnects with exponential backoff. Everything it hears goes into the query cache,
 * except video frames: a stream, not state, handed to the listeners of `watchVideo` (counted the same way).
 */
/** An OTA campaign of the caller's subtree moved: its state, wave and counts (contracts version/campaign.schema.ts). */
export type LiveCampaignNotice = Extract<TLiveServerMessage, { type: 'campaign' }>;
/** A fault of a robot the caller sees opened, was acknowledged or resolved (contracts robot/live.ts). */
export type LiveFaultNotice = Extract<TLiveServerMessage, { type: 'fault' }>;
/** One tick of the compact fleet view (contracts live-fleet.ts: decodeFleetRow reads its rows). */
export type LiveFleetTick = Extract<TLiveServerMessage, { type: 'fleet' }>;

/** Subscriptions that are one flag on the hub, not robot ids: the whole fleet's states, every fault notice, the own notifications. */
type FlagTarget = 'fleet' | 'faults' | 'notifications' | 'campaigns';

export class LiveClient {
  private readonly counts = new Map<number, number>();
  private readonly flags: Record<FlagTarget, number> = { fleet: 0, faults: 0, notifications: 0, campaigns: 0 };
  private readonly faultListeners = new Set<(n: LiveFaultNotice) => void>();
  private readonly notificationListeners = new Set<(unread: number) => void>();
  private readonly campaignListeners = new Set<(n: LiveCampaignNotice) => void>();
  private readonly video = new Map<number, Set<VideoListener>>();
  /** The compact fleet view: one per tab (the hub keeps one per socket); its filter and listeners. */
  private fleetView: { filter: TFleetFilter; key: string; listeners: Set<(t: LiveFleetTick) => void> } | null = null;
  private socket: LiveSocket | null = null;
  private ready = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private refusedToken: string | null = null;

  constructor(private readonly o: LiveClientOptions) {}

  get subscribed() {
    return Object.values(this.flags).some((n) => n > 0) || this.counts.size > 0 || this.video.size > 0 || this.fleetView !== null;
  }

  /** Adds one reference to the robots (or the fleet, or every fault notice); the returned function removes it again. */
  subscribe(target: readonly number[] | FlagTarget): () => void {
    const flag = typeof target === 'string' ? target : null;
    const ids = flag ? [] : [...new Set(target as readonly number[])];
    clearTimeout(this.idleTimer);
    if (flag) {
      if (this.flags[flag]++ === 0) this.send({ type: 'subscribe', [flag]: true });
    } else {
      const fresh = ids.filter((id) => this.bump(id, 1) === 1);
      if (fresh.length) this.send({ type: 'subscribe', robotIds: fresh });
    }
    this.connect();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (flag) {
        if (--this.flags[flag] === 0) this.send({ type: 'unsubscribe', [flag]: true });
      } else {
        const gone = ids.filter((id) => this.bump(id, -1) === 0);
        if (gone.length) this.send({ type: 'unsubscribe', robotIds: gone });
      }
      if (!this.subscribed) this.scheduleClose();
    };
  }

  /** Adds `listener` to `set` and one reference to `flag`; the returned function removes both. */
  private listen<T>(flag: FlagTarget, set: Set<(v: T) => void>, listener: (v: T) => void): () => void {
    set.add(listener);
    const unsubscribe = this.subscribe(flag);
    return () => {
      set.delete(listener);
      unsubscribe();
    };
  }

  /** Hears every fault notice of the robots the caller sees (subscribes to them); the returned function stops. */
  onFault(listener: (n: LiveFaultNotice) => void): () => void {
    return this.listen('faults', this.faultListeners, listener);
  }

  /** Hears the caller's unread notification count each time it changes (and once on every (re)connection). */
  onNotification(listener: (unread: number) => void): () => void {
    return this.listen('notifications', this.notificationListeners, listener);
  }

  /** Hears each move of the OTA campaigns of the caller's subtree (ota:view). */
  onCampaign(listener: (n: LiveCampaignNotice) => void): () => void {
    return this.listen('campaigns', this.campaignListeners, listener);
  }

  /**
   * Hears the compact fleet view of `filter`: a first tick with `reset` holding every robot of it, then
   * the robots that changed. One view per tab: a listener with another filter changes the view of all
   * (each then gets a reset). The returned function stops.
   */
  onFleet(filter: TFleetFilter, listener: (t: LiveFleetTick) => void): () => void {
    const key = JSON.stringify(filter);
    if (!this.fleetView) this.fleetView = { filter, key, listeners: new Set() };
    const view = this.fleetView;
    if (view.listeners.size === 0 || view.key !== key) {
      Object.assign(view, { filter, key });
      this.send({ type: 'subscribeFleet', filter });
    }
    view.listeners.add(listener);
    clearTimeout(this.idleTimer);
    this.connect();
    return () => {
      if (!view.listeners.delete(listener) || view.listeners.size > 0 || this.fleetView !== view) return;
      this.fleetView = null;
      this.send({ type: 'unsubscribeFleet' });
      if (!this.subscribed) this.scheduleClose();
    };
  }

  /** Watches the robot's live video (the robot streams while anyone watches); the returned function stops. */
  watchVideo(robotId: number, listener: VideoListener): () => void {
    let set = this.video.get(robotId);
    if (!set) {
      this.video.set(robotId, (set = new Set()));
      this.send({ type: 'watchVideo', robotId });
    }
    set.add(listener);
    clearTimeout(this.idleTimer);
    this.connect();
    return () => {
      const cur = this.video.get(robotId);
      if (!cur?.delete(listener) || cur.size > 0) return;
      this.video.delete(robotId);
      this.send({ type: 'unwatchVideo', robotId });
      if (!this.subscribed) this.scheduleClose();
    };
  }

  private bump(id: number, by: 1 | -1) {
    const n = (this.counts.get(id) ?? 0) + by;
    if (n <= 0) this.counts.delete(id);
    else this.counts.set(id, n);
    return n;
  }

  private send(msg: TLiveClientMessage) {
    if (this.socket && this.ready) this.socket.send(JSON.stringify(msg));
  }

  private connect() {
    if (this.socket || this.retryTimer !== undefined || !this.subscribed) return;
    // A wall display (lib/display-token.ts) authenticates with its link instead of a session.
    const display = getDisplayToken();
    const token = display ?? (this.o.token ?? getToken)();
    if (!token || token === this.refusedToken) return;
    const ws = (this.o.createSocket ?? ((u: string) => new WebSocket(u) as unknown as LiveSocket))((this.o.url ?? defaultUrl)());
    this.socket = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'auth', token, ...(display ? { kind: 'display' as const } : {}) } satisfies TLiveClientMessage));
      this.ready = true;
      // Everything held now, after the auth message: the hub handles messages in order.
      if (this.flags.fleet > 0) this.send({ type: 'subscribe', fleet: true });
      if (this.flags.faults > 0) this.send({ type: 'subscribe', faults: true });
      if (this.flags.notifications > 0) this.send({ type: 'subscribe', notifications: true });
      if (this.flags.campaigns > 0) this.send({ type: 'subscribe', campaigns: true });
      if (this.counts.size > 0) this.send({ type: 'subscribe', robotIds: [...this.counts.keys()] });
      for (const robotId of this.video.keys()) this.send({ type: 'watchVideo', robotId });
      if (this.fleetView) this.send({ type: 'subscribeFleet', filter: this.fleetView.filter });
    };
    ws.onmessage = (ev) => this.receive(ev.data, token);
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.ready = false;
      if (!this.subscribed) return;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        this.connect();
      }, backoffMs(this.attempt++));
    };
    ws.onerror = () => undefined; // onclose follows and reconnects
  }

  private receive(data: unknown, token: string) {
    const received = performance.now();
    let msg: TLiveServerMessage;
    try {
      const value: unknown = JSON.parse(String(data));
      // A fleet tick (thousands of rows, several a second) is checked by hand, without the schema's copy.
      const fleet = readFleetMessage(value);
      if (fleet) msg = fleet;
      else {
        const parsed = ZLiveServerMessage.safeParse(value);
        if (!parsed.success) return;
        msg = parsed.data;
      }
    } catch {
      return;
    }
    if (msg.type === 'ready') this.attempt = 0;
    else if (msg.type === 'state') writeLiveStates(this.o.qc, msg.robots);
    else if (msg.type === 'command') writeCommandState(this.o.qc, msg.commandId, msg.operateState, msg.reason);
    else if (msg.type === 'data') writeDataNotice(this.o.qc, msg.robotId, msg.topic);
    else if (msg.type === 'frame') this.video.get(msg.robotId)?.forEach((l) => l.frame(msg));
    else if (msg.type === 'fault') this.faultListeners.forEach((l) => l(msg));
    else if (msg.type === 'notification') this.notificationListeners.forEach((l) => l(msg.unread));
    else if (msg.type === 'campaign') this.campaignListeners.forEach((l) => l(msg));
    else if (msg.type === 'fleet') {
      this.fleetView?.listeners.forEach((l) => l(msg));
      fleetTickHandled(received);
    } else if (msg.type === 'videoError') this.video.get(msg.robotId)?.forEach((l) => l.error?.(msg.code));
    else if (msg.type === 'error' && AUTH_ERRORS.has(msg.code)) this.refusedToken = token;
  }

  private scheduleClose() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const close = () => {
      if (this.subscribed) return;
      const ws = this.socket;
      this.socket = null;
      this.ready = false;
      this.attempt = 0;
      ws?.close();
    };
    if (!this.o.idleCloseMs) close();
    else this.idleTimer = setTimeout(close, this.o.idleCloseMs);
  }
}

const clients = new WeakMap<QueryClient, LiveClient>();
/** The tab's live client for a query client (the app has one; each test has its own). */
export const liveClientFor = (qc: QueryClient) => {
  let c = clients.get(qc);
  if (!c) clients.set(qc, (c = new LiveClient({ qc, idleCloseMs: 3000 })));
  return c;
};

/**
 * Calls `listener` with each fault notice while the component is mounted (the newest listener is used).
 * `enabled` false (a session without robotFault:view, which the hub would refuse) opens nothing.
 */
export const useLiveFaults = (listener: (n: LiveFaultNotice) => void, enabled = true) => {
  const qc = useQueryClient();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => (enabled ? liveClientFor(qc).onFault((n) => latest.current(n)) : undefined), [qc, enabled]);
};

/** Calls `listener` with the caller's unread notification count whenever the hub says it changed, while mounted. */
export const useLiveNotifications = (listener: (unread: number) => void) => {
  const qc = useQueryClient();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => liveClientFor(qc).onNotification((n) => latest.current(n)), [qc]);
};

/** Calls `listener` with each move of a campaign of the caller's subtree while mounted; `enabled` false opens nothing. */
export const useLiveCampaigns = (listener: (n: LiveCampaignNotice) => void, enabled = true) => {
  const qc = useQueryClient();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => (enabled ? liveClientFor(qc).onCampaign((n) => latest.current(n)) : undefined), [qc, enabled]);
};

/** Keeps the robots (or the caller's whole fleet) live in the query cache while the component is mounted. */
export const useLiveRobots = (target: readonly number[] | 'fleet' | null) => {
  const qc = useQueryClient();
  const key = target === 'fleet' || target === null ? target : [...target].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === null || key === '') return;
    const ids = key === 'fleet' ? 'fleet' : key.split(',').map(Number);
    return liveClientFor(qc).subscribe(ids);
  }, [qc, key]);
};

/**
 * Calls `listener` with each tick of the compact fleet view of `filter` while mounted (the newest
 * listener is used); a new filter re-subscribes and starts with a reset. `enabled` false opens nothing.
 */
export const useLiveFleet = (filter: TFleetFilter, listener: (t: LiveFleetTick) => void, enabled = true) => {
  const qc = useQueryClient();
  const latest = useRef(listener);
  latest.current = listener;
  const key = JSON.stringify(filter);
  useEffect(
    () => (enabled ? liveClientFor(qc).onFleet(JSON.parse(key) as TFleetFilter, (t) => latest.current(t)) : undefined),
    [qc, key, enabled],
  );
};
