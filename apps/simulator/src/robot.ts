import {
  DEVICE_KEEPALIVE_SECONDS,
  TOPIC_QOS,
  downTopic,
  upTopic,
  type TCommandAck,
  type TDeviceEvent,
  type TDeviceStatus,
  type TOtaProgress,
  type TTelemetry,
  type TUpKind,
} from '@fleet/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { CommandInbox } from './behaviours/commands';
import { OTA_FAILURES, type OtaFailure } from './behaviours/ota';
import { runUpgrade } from './behaviours/ota-runner';
import { VideoStreamer } from './behaviours/video';
import { RobotModel, type RobotModelOptions, type Uplink } from './robot-model';
import { telemetryOf } from './robot-status';

export const SIM_FIRMWARE = '1.0.0-sim';

export interface SimRobotOptions extends Omit<RobotModelOptions, 'now'> {
  url: string;
  deviceNumber: string;
  secret: string;
  /** Model number reported in the status message (the `130` of SIMULATION-130-00001). */
  model?: string;
  /** Simulated seconds per real second (1 = real time; tests and demos speed it up). */
  timeScale?: number;
  /** Real milliseconds between telemetry messages. */
  telemetryMs?: number;
  /** Real milliseconds to wait before connecting, so a fleet does not arrive all at once. */
  startDelayMs?: number;
  now?: () => number;
  log?: (message: string) => void;
  /** Share of upgrades that fail (0–1), each by one of `otaFailures` (default: all three profiles). */
  otaFailureRate?: number;
  otaFailures?: readonly OtaFailure[];
}

/** Whatever a robot sends, for tests and logs: topic kind and payload. */
export type SentMessage =
  | { kind: 'status'; payload: TDeviceStatus }
  | { kind: 'telemetry'; payload: TTelemetry }
  | { kind: 'event'; payload: TDeviceEvent }
  | { kind: 'ack'; payload: TCommandAck }
  | { kind: 'ota'; payload: TOtaProgress }
  | Uplink;

/**
 * A simulated robot on the wire: the same MQTT client a real robot would be (device number as client
 * id and user name, secret as password, retained status with a Last Will), driving a RobotModel in
 * real time scaled by `timeScale`. mqtt.js reconnects by itself after a lost connection.
 */
export class SimRobot {
  readonly model: RobotModel;
  readonly deviceNumber: string;
  private client: MqttClient | undefined;
  private readonly inbox = new CommandInbox();
  private timer: NodeJS.Timeout | undefined;
  private delay: NodeJS.Timeout | undefined;
  private lastTick = 0;
  private stopped = false;
  /** The broker confirmed down/cmd and down/video on this connection. */
  private subscribed = false;
  private readonly listeners: ((m: SentMessage) => void)[] = [];
  /** The camera: streams frames only while a server's lease on down/video holds. */
  readonly video: VideoStreamer;
  /** The main unit's version in up/status: the simulator's build until an upgrade replaces it. */
  private firmware = SIM_FIRMWARE;
  /** Resolves a reboot's wait once the robot is connected and subscribed again. */
  private backOnline: (() => void) | undefined;

  constructor(private readonly opts: SimRobotOptions) {
    this.deviceNumber = opts.deviceNumber;
    this.model = new RobotModel({ ...opts, name: opts.name ?? opts.deviceNumber });
    this.video = new VideoStreamer(this.model, opts.deviceNumber, (payload) => this.publishFrame(payload));
  }

  /** Calls `fn` with every message the robot publishes. */
  onSend(fn: (m: SentMessage) => void) {
    this.listeners.push(fn);
  }

  get connected() {
    return this.client?.connected ?? false;
  }

  start() {
    this.delay = setTimeout(() => this.connect(), this.opts.startDelayMs ?? 0);
  }

  /**
   * Clean stop: says offline on the retained status, then disconnects. `abrupt` drops the connection
   * without a DISCONNECT, as a robot losing power would, so the broker publishes the Last Will.
   */
  async stop(opts: { abrupt?: boolean } = {}) {
    this.stopped = true;
    clearTimeout(this.delay);
    clearInterval(this.timer);
    this.video.stop();
    const client = this.client;
    if (!client) return;
    if (opts.abrupt) {
      await client.endAsync(true);
      return;
    }
    if (client.connected) {
      await this.publish('status', { online: false, ts: this.now() }, true).catch(() => undefined);
    }
    await client.endAsync();
  }

  private now() {
    return (this.opts.now ?? Date.now)();
  }

  private connect() {
    if (this.stopped) return;
    const no = this.opts.deviceNumber;
    const client = mqtt.connect(this.opts.url, {
      clientId: no,
      username: no,
      password: this.opts.secret,
      keepalive: DEVICE_KEEPALIVE_SECONDS,
      // Spread reconnects so a broker restart is not met by the whole fleet in the same instant.
      reconnectPeriod: 2000 + Math.floor(this.model.rng.next() * 3000),
      connectTimeout: 10_000,
      will: { topic: upTopic(no, 'status'), payload: Buffer.from(JSON.stringify({ online: false })), qos: TOPIC_QOS.status, retain: true },
    });
    this.client = client;
    client.on('connect', () => {
      this.log('connected');
      this.subscribed = false;
      // Say hello only once the broker confirmed the subscriptions: the manifest and the status make the
      // server send commands at once (uploadMap, syncSchedule), and a broker drops what arrives before.
      const topics = { [downTopic(no)]: { qos: TOPIC_QOS.cmd }, [downTopic(no, 'video')]: { qos: TOPIC_QOS.video } };
      client.subscribe(topics, (err) => {
        if (err) return this.log(`subscribe failed: ${err.message}`);
        this.subscribed = true;
        // keepAlive: behind an external broker the server learns it only from here (presence-watch.ts).
        void this.publish(
          'status',
          { online: true, keepAlive: DEVICE_KEEPALIVE_SECONDS, ts: this.now(), firmware: this.firmware, model: this.opts.model ?? '130' },
          true,
        );
        this.model.connected();
        this.flushOutbox();
        this.backOnline?.();
        this.backOnline = undefined;
      });
    });
    const videoTopic = downTopic(no, 'video');
    client.on('message', (topic, payload) => (topic === videoTopic ? this.video.control(payload) : this.onCommand(payload)));
    client.on('error', (err) => this.log(`mqtt error: ${err.message}`));
    client.on('offline', () => this.log('offline, reconnecting'));
    this.lastTick = Date.now();
    const period = this.opts.telemetryMs ?? 1000;
    this.timer = setInterval(() => this.tick(), period);
  }

  private tick() {
    const realNow = Date.now();
    this.model.step(((realNow - this.lastTick) / 1000) * (this.opts.timeScale ?? 1));
    this.lastTick = realNow;
    for (const event of this.model.takeEvents()) void this.publish('event', event);
    this.flushOutbox();
    // Telemetry while offline is stale by the time it could arrive: QoS 0 and dropped.
    if (this.client?.connected) void this.publish('telemetry', telemetryOf(this.model));
  }

  private onCommand(payload: Buffer) {
    let raw: unknown;
    try {
      raw = JSON.parse(payload.toString('utf8'));
    } catch {
      this.log('ignored a command that is not JSON');
      return;
    }
    const ack = this.inbox.answer(this.model, raw);
    if (!ack) {
      this.log('ignored a command without a valid commandId');
      return;
    }
    void this.publish('ack', ack);
    for (const event of this.model.takeEvents()) void this.publish('event', event);
    this.flushOutbox();
    this.startUpgrade();
  }

  /** Runs an upgrade the model accepted (behaviours/ota.ts) on the wire: HTTP download, reports, reboot. */
  private startUpgrade() {
    const job = this.model.ota;
    if (!job || job.started) return;
    job.started = true;
    const { args } = job;
    const rate = this.opts.otaFailureRate ?? 0;
    const kinds = this.opts.otaFailures ?? OTA_FAILURES;
    const failure = rate > 0 && this.model.rng.chance(rate) ? kinds[this.model.rng.int(0, kinds.length - 1)]! : null;
    const scale = this.opts.timeScale ?? 1;
    const wait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, (seconds * 1000) / scale));
    // The reboot step must leave before the connection drops: the reboot waits for the last report.
    let lastReport = Promise.resolve();
    const io = {
      report: (p: Omit<TOtaProgress, 'ts' | 'campaignId' | 'unit' | 'done'> & { done?: boolean }) => {
        lastReport = this.publish('ota', { ts: this.now(), campaignId: args.campaignId, unit: args.unit, done: false, ...p });
      },
      wait,
      reboot: async (offlineSeconds: number) => {
        await lastReport;
        if (args.unit === 'mainUnit') this.firmware = args.version;
        await this.reboot(() => wait(offlineSeconds));
      },
      credential: { deviceNumber: this.opts.deviceNumber, secret: this.opts.secret },
      log: (message: string) => this.log(message),
    };
    this.log(`upgrading ${args.unit} to ${args.version}${failure ? ` (failure profile: ${failure})` : ''}`);
    runUpgrade(this.model, args, io, failure)
      .catch((e: unknown) => this.log(`upgrade stopped: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        this.model.ota = null;
      });
  }

  /** A reboot: the connection drops without a goodbye (the broker publishes the Last Will), then comes back. */
  private async reboot(offline: () => Promise<void>) {
    clearInterval(this.timer);
    this.video.stop();
    await this.client?.endAsync(true);
    await offline();
    if (this.stopped) return;
    const back = new Promise<void>((resolve) => (this.backOnline = resolve));
    this.connect();
    await back;
  }

  /** Maps, runs and configuration wait in the model's outbox while offline; they matter when they arrive. */
  private flushOutbox() {
    if (!this.client?.connected || !this.subscribed) return;
    for (const m of this.model.takeOutbox()) void this.publish(m.kind, m.payload);
  }

  private async publish<K extends SentMessage['kind']>(kind: K, payload: Extract<SentMessage, { kind: K }>['payload'], retain = false) {
    for (const fn of this.listeners) fn({ kind, payload } as SentMessage);
    const client = this.client;
    if (!client) return;
    try {
      await client.publishAsync(upTopic(this.opts.deviceNumber, kind as TUpKind), JSON.stringify(payload), {
        qos: TOPIC_QOS[kind],
        retain,
      });
    } catch (e) {
      this.log(`publish ${kind} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Frames are binary (contracts device/video.ts) and QoS 0: a frame that cannot go now is stale later. */
  private publishFrame(payload: Uint8Array) {
    if (!this.client?.connected) return;
    this.client.publish(upTopic(this.opts.deviceNumber, 'video'), Buffer.from(payload), { qos: TOPIC_QOS.video });
  }

  private log(message: string) {
    this.opts.log?.(`${this.opts.deviceNumber}: ${message}`);
  }
}
