/*
 * Over 300 lines on purpose: this is where the gateway's parts (broker, ingest, writer, command tracker,
 * live hub, watches) are wired to each other and to the app's lifecycle; each part lives in its own file.
 */
import websocket from '@fastify/websocket';
import {
  API_BASE,
  COMMAND_TIMEOUT_SECONDS_DEFAULT,
  DEVICE_BULK_MAX_BYTES,
  DEVICE_EVENT_BURST_DEFAULT,
  DEVICE_EVENTS_PER_MINUTE_DEFAULT,
  DEVICE_KEEPALIVE_ASSUMED_SECONDS,
  DEVICE_PACKET_MAX_KB_DEFAULT,
  LIVE_PATH,
  TOPIC_QOS,
  upTopic,
  OperateState,
  type TOtaProgress,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { poolOf, type Db } from '../db/client';
import { noticeTopic, type Bus, type NoticeHandler } from './bus';
import { createCommandTracker, type CommandTracker } from './commands';
import { parseNoticeBody, type CommandNotice, type RobotNotice } from './notices';
import { createDeviceAcl } from './device-acl';
import { createEventLimiter } from './event-limiter';
import { startEmbeddedBroker, type EmbeddedBroker } from './embedded-broker';
import { connectExternalBus } from './external-bus';
import { markAllOffline, writePresence, writeUpgrading } from './gateway.repository';
import type { DomainUpKind, EventListener, Gateway, UplinkEffect } from './gateway.types';
import { BROKER_CONNECT_MARK, createIngest, upgradingOf } from './ingest';
import { createIngestWriter, type TIngestBatch } from './ingest-writer';
import { createLiveHub, type LiveHub } from './live-hub';
import { createLiveStates } from './live-state';
import { createSignalWatch, idsOf } from './signal-watch';
import { createPresenceWatch, type PresenceWatch } from './presence-watch';
import { createRejectionLog } from './rejection-log';
import { createVisibility } from './live-visibility';
import { createRobotDirectory } from './robot-directory';
import { NOTIFICATION_CHANNEL } from '../lib/notification-signal';
import { createSerialQueue } from '../lib/serial-queue';
import { createStats, REJECTION_STATS, type GatewayBreakdown, type GatewayStats } from './stats';
import { createStatusLog } from './status-log';
import { createVideoRelay, type VideoRelay } from './video-relay';
import { DEFAULT_TIMINGS, tsWindowOf, type GatewayOptions } from './gateway.options';

export type { GatewayOptions } from './gateway.options';

export interface FleetGateway extends Gateway {
  readonly mode: 'embedded' | 'external';
  /** The embedded broker's TCP port (the real one when 0 was asked), null without one. */
  readonly mqttPort: number | null;
  stats(): GatewayStats;
  /** Uplinks by kind and command outcomes by type (the counts behind stats()' totals). */
  breakdown(): GatewayBreakdown;
  /** Robots online as this instance's live flow sees them (with an external broker, every instance sees the fleet). */
  robotsOnline(): number;
  /** Listens to the ingest writer's batches: how many rows of which kind one flush wrote (/metrics). */
  onIngestBatch(listener: (batch: TIngestBatch, rows: number) => void): void;
  /** Writes the batched ingest now (tests, shutdown). */
  flush(): Promise<void>;
  /** Marks due commands wait timeout now instead of on the next tick (tests). */
  sweep(): Promise<void>;
  /**
   * External broker: declares offline the robots silent for 1.5 × their keep-alive at `now` (default:
   * now) instead of on the next tick, and returns their numbers (tests). Nothing with the embedded one.
   */
  sweepPresence(now?: number): string[];
  /** The messages the embedded broker retains matching an MQTT filter; null with an external broker (tests). */
  retained(filter: string): Promise<{ topic: string; payload: string }[] | null>;
  liveConnections(): number;
  /** True while this instance hears the database's signals (notifications, campaigns; tests wait for it). */
  signalsListening(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: FleetGateway;
  }
}

const OFFLINE = JSON.stringify({ online: false });
const ONLINE = JSON.stringify({ online: true });
/** The embedded broker's word at a robot's CONNECT: online, but not subscribed yet (ingest.ts BROKER_CONNECT_MARK). */
const CONNECTED = JSON.stringify({ online: true, [BROKER_CONNECT_MARK]: true });

/**
 * Builds the device gateway (broker or bus, ingest, commands, live hub) and decorates `app.gateway`.
 * Slightly over 300 lines on purpose: this is the gateway's composition root, where every part is
 * created and handed to the others; each part's logic lives in its own file.
 */
export const gatewayPlugin = fp(async (app: FastifyInstance, opts: GatewayOptions & { db: Db }) => {
  const { db } = opts;
  const t = { ...DEFAULT_TIMINGS, ...opts.timings };
  const group = opts.mqttGroup ?? 'fleet';
  const origin = randomUUID();
  const packetMaxBytes = (opts.mqttMaxPacketKb ?? DEVICE_PACKET_MAX_KB_DEFAULT) * 1024;
  // A robot on MQTT over WebSocket sends a packet as one message: the broker's limits apply, not a smaller one.
  await app.register(websocket, { options: { maxPayload: Math.max(DEVICE_BULK_MAX_BYTES, packetMaxBytes) + 64 * 1024 } });

  const stats = createStats(app.log);
  const directory = createRobotDirectory(db);
  const visibility = createVisibility(db, t.visibilityRefreshMs);
  // The hub and the tracker are built after what they depend on; these closures run only later.
  const states = createLiveStates(db, (s) => hub.push(s));
  // The relay publishes leases on the bus, which exists only once the broker started (below).
  const video: VideoRelay = createVideoRelay({ db, bus: { publish: (...a) => bus.publish(...a) }, stats, renewMs: t.videoLeaseRenewMs });
  const hub: LiveHub = createLiveHub({
    db,
    resolveSession: app.resolveSession,
    resolveDisplay: app.resolveDisplay,
    states,
    visibility,
    flushMs: t.liveFlushMs,
    refreshMs: t.visibilityRefreshMs,
    onSuperseded: (what) => stats.count(what === 'state' ? 'liveSuperseded' : 'liveFramesDropped'),
    video,
  });
  const signals = createSignalWatch(poolOf(db));
  signals.on(NOTIFICATION_CHANNEL, (payload) => void hub.pushNotifications(idsOf(payload)));
  const eventListeners: EventListener[] = [];
  const batchListeners: ((batch: TIngestBatch, rows: number) => void)[] = [];
  const writer = createIngestWriter(db, stats, {
    ...t,
    // Browsers showing a robot's events reload them once the new ones are in the table.
    onEventsWritten: (ids) => ids.forEach((robotId) => gateway.notify({ robotId, topic: 'events' })),
    onBatch: (batch, rows) => batchListeners.forEach((l) => l(batch, rows)),
  });
  // A page showing the robot's refused messages reloads them once the new ones are in the table.
  const onRejections = (ids: number[]) => ids.forEach((robotId) => gateway.notify({ robotId, topic: 'rejections' }));
  const rejections = createRejectionLog(db, stats, { flushMs: t.flushMs, onWritten: onRejections });
  const domainEffects = new Map<DomainUpKind, UplinkEffect<DomainUpKind>[]>();
  // The gateway's own effect of up/ota, before any module's (the ota module's campaign progress).
  const upgradingEffect: UplinkEffect<'ota'> = async (id, m: TOtaProgress, at) => void (await writeUpgrading(db, id, upgradingOf(m), at));
  domainEffects.set('ota', [upgradingEffect as UplinkEffect<DomainUpKind>]);
  const domainQueue = createSerialQueue<number>();
  const statusLog = createStatusLog();
  const ingest = createIngest({
    db,
    stats,
    directory,
    live: states,
    writer,
    rejections,
    tsWindow: tsWindowOf(opts),
    events: createEventLimiter({
      burst: opts.eventBurst ?? DEVICE_EVENT_BURST_DEFAULT,
      perMinute: opts.eventsPerMinute ?? DEVICE_EVENTS_PER_MINUTE_DEFAULT,
    }),
    handleAck: (id, ack, at) => commands.handleAck(id, ack, at),
    cameOnline: (id, at) => commands.resendMissed(id, at),
    // One robot's domain uplinks take effect in arrival order (a newer manifest is never overwritten by an older one).
    domain: (kind, id, msg, at) => {
      const effects = domainEffects.get(kind);
      if (!effects) {
        stats.count('unhandled');
        return Promise.resolve();
      }
      return domainQueue.run(id, async () => {
        for (const effect of effects) await effect(id, msg, at);
      });
    },
    event: (id, e, at) => {
      for (const l of eventListeners) {
        try {
          l(id, e, at);
        } catch (err) {
          stats.warn('writeErrors', { op: 'event listener', err });
        }
      }
    },
    video: (id, ts, jpeg) => video.frame(id, ts, jpeg),
    // Created with the bus below (external broker only); the embedded broker sees connections end.
    heard: (id, no, at, status) => {
      if (!status) return presence?.heard(id, no, at);
      statusLog.add(id, status, at);
      presence?.status(id, no, status.online, status.keepAlive, at);
    },
  });

  /** What every instance does when a robot's registration changed, wherever it was changed. */
  const applyRobotChange = async (n: Omit<RobotNotice, 'origin'>) => {
    directory.forget(n.deviceNumber);
    if (n.disconnect) {
      await broker?.disconnect(n.deviceNumber);
      await states.status(n.id, { online: false }, Date.now());
    } else {
      await states.refresh(n.id);
    }
    await hub.robotChanged();
  };
  const onNotice: NoticeHandler = (name, payload) => {
    const n = parseNoticeBody(name, payload);
    if ('error' in n) return stats.warn('invalidNotices', { notice: name, why: n.error });
    if (n.name === 'data') hub.pushData(n.body);
    else if (n.name === 'fault') hub.pushFault(n.body);
    else if (n.name === 'command') {
      hub.pushCommand(n.body);
      // A success may have changed the registration (lock sets robots.locked): show it, not the cached flag.
      if (n.body.operateState === OperateState.SUCCESS) void states.refresh(n.body.robotId).catch(() => undefined);
    } else if (n.name === 'registered') n.body.numbers.forEach((no) => directory.forget(no));
    else if (n.body.origin !== origin) void applyRobotChange(n.body).catch(() => undefined);
  };

  /** Retained, as a Last Will is: a server that subscribes later must not take an older "online" for the truth. */
  const publishPresence = (no: string, online: boolean) =>
    bus.publish(upTopic(no, 'status'), online ? ONLINE : OFFLINE, { qos: TOPIC_QOS.status, retain: true }).catch(() => undefined);
  let broker: (EmbeddedBroker & { close(): Promise<void> }) | undefined;
  let bus: Bus;
  let presence: PresenceWatch | undefined;
  if (opts.mqttUrl) {
    presence = createPresenceWatch({
      defaultKeepAliveSeconds: opts.deviceKeepAliveSeconds ?? DEVICE_KEEPALIVE_ASSUMED_SECONDS,
      publish: (no, online) => void publishPresence(no, online),
    });
    bus = await connectExternalBus({
      url: opts.mqttUrl,
      username: opts.mqttUsername,
      password: opts.mqttPassword,
      group,
      onUplink: ingest,
      onNotice,
    });
  } else {
    // Nobody can be connected to a broker that is only now starting: presence from before is stale.
    await markAllOffline(db);
    const acl = createDeviceAcl({
      directory,
      stats,
      server: { username: opts.mqttUsername ?? 'fleet-server', password: opts.mqttPassword },
      packetMaxBytes,
    });
    const started = await startEmbeddedBroker({
      port: opts.mqttPort ?? 1883,
      host: opts.mqttHost,
      group,
      acl,
      onUplink: ingest,
      onNotice,
      // Published, not only handled here, so instances attached to this broker see the robot online too.
      // A robot reconnecting while the broker closes: its publish is refused, which must not end the process.
      onDeviceConnected: (no) => void started.bus.publish(upTopic(no, 'status'), CONNECTED, { qos: 1 }).catch(() => undefined),
      onOversize: (clientId) => stats.warn('oversized', { clientId, why: 'announced before its body was read' }),
      // Without a Last Will (or a goodbye) nothing else would ever say so.
      onDeviceDisconnected: (no) => void publishPresence(no, false),
    });
    broker = started;
    bus = started.bus;
    app.get('/mqtt', { websocket: true }, (socket, req) => started.handleWebSocket(socket, req.raw));
  }
  const presenceTimer = setInterval(() => presence?.sweep(Date.now()), t.presenceSweepMs);
  presenceTimer.unref();
  const announce = (n: CommandNotice) =>
    void bus.publish(noticeTopic(group, 'command'), JSON.stringify(n), { qos: 1 }).catch(() => undefined);
  const commands: CommandTracker = createCommandTracker({
    db,
    bus,
    stats,
    timeoutSeconds: opts.commandTimeoutSeconds ?? COMMAND_TIMEOUT_SECONDS_DEFAULT,
    sweepMs: t.sweepMs,
    announce,
  });

  // Public: the socket authenticates itself with its first message (browsers cannot set headers).
  app.get(`${API_BASE}${LIVE_PATH}`, { websocket: true, config: { access: 'public' } }, (socket) => hub.handle(socket));

  let closing = false;
  const gateway: FleetGateway = {
    get closing() {
      return closing;
    },
    mode: broker ? 'embedded' : 'external',
    mqttPort: broker?.port ?? null,
    sendCommand: (req) => commands.sendCommand(req),
    receivedStatuses: (robotId) => statusLog.of(robotId),
    onCommandSuccess: (type, effect) => commands.onCommandSuccess(type, effect),
    onEvent: (listener) => void eventListeners.push(listener),
    watchVideo: (robotId, listener) => video.watch(robotId, listener),
    onUplink: (kind, effect) => void domainEffects.set(kind, [...(domainEffects.get(kind) ?? []), effect as UplinkEffect<DomainUpKind>]),
    // Through the bus even on one instance: the notice then reaches every instance the same way.
    notify: (n) => void bus.publish(noticeTopic(group, 'data'), JSON.stringify(n), { qos: 1 }).catch(() => undefined),
    notifyFault: (n) => void bus.publish(noticeTopic(group, 'fault'), JSON.stringify(n), { qos: 1 }).catch(() => undefined),
    reject: (robotId, r) => {
      stats.count(REJECTION_STATS[r.reason]);
      rejections.record(robotId, { ...r, at: Date.now() });
    },
    async robotChanged(robot, o = {}) {
      const n = { id: robot.id, deviceNumber: robot.deviceNumber, disconnect: o.disconnect ?? false };
      if (n.disconnect) {
        await writePresence(db, robot.id, { online: false, at: new Date() });
        // Retained, so a server subscribing later does not take the last "online" for the truth.
        await bus.publish(upTopic(robot.deviceNumber, 'status'), OFFLINE, { qos: TOPIC_QOS.status, retain: true });
      }
      await applyRobotChange(n);
      await bus.publish(noticeTopic(group, 'robot'), JSON.stringify({ ...n, origin }), { qos: 1 }).catch(() => undefined);
    },
    async robotsRegistered(numbers) {
      numbers.forEach((no) => directory.forget(no));
      await bus.publish(noticeTopic(group, 'registered'), JSON.stringify({ numbers }), { qos: 1 }).catch(() => undefined);
    },
    stats: () => stats.snapshot(),
    breakdown: () => stats.breakdown(),
    robotsOnline: () => states.onlineCount(),
    onIngestBatch: (listener) => void batchListeners.push(listener),
    flush: () => Promise.all([writer.flush(), rejections.flush()]).then(() => undefined),
    sweep: () => commands.sweep(),
    sweepPresence: (now = Date.now()) => presence?.sweep(now) ?? [],
    retained: async (filter) => (broker ? broker.retained(filter) : null),
    liveConnections: () => hub.connections(),
    signalsListening: () => signals.listening,
    onSignal: (channel, handler) => signals.on(channel, handler),
    hasCampaignListeners: (permission) => hub.hasCampaignListeners(permission),
    pushCampaign: (permission, orgPath, message) => hub.pushCampaign(permission, orgPath, message),
  };
  app.decorate('gateway', gateway);

  // Before the database closes (server.ts closes it after the app): nothing received may be lost.
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(presenceTimer);
    hub.close();
    await signals.close();
    video.close();
    commands.close();
    // Closing the embedded broker ends the robots' connections and publishes the wills of those that
    // did not say goodbye; they, and every message still being handled, reach the writer first.
    await broker?.close();
    await bus.close();
    await ingest.drain();
    await writer.close();
    await rejections.close();
    // No robot can be connected to a broker that has stopped (the start does the same).
    if (broker) await markAllOffline(db).catch((e: unknown) => stats.warn('writeErrors', { op: 'mark offline', err: e }));
  });
});
