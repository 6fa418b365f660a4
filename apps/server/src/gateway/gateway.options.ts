import { DEVICE_TS_FUTURE_SECONDS_DEFAULT, DEVICE_TS_PAST_DAYS_DEFAULT, type TDeviceTsWindow } from '@fleet/contracts';

/** What AppOptions.gateway may set (server.ts passes the settings of env.ts), and the timers tests shorten. */
export interface GatewayOptions {
  /** Embedded broker TCP port (default 1883; 0 = any free port; false = MQTT over WebSocket only). */
  mqttPort?: number | false;
  mqttHost?: string;
  /** An external broker: no embedded one; the server connects to it as a privileged client. */
  mqttUrl?: string;
  /** The server's credential: used with mqttUrl, and admitted as privileged by the embedded broker. */
  mqttUsername?: string;
  mqttPassword?: string;
  /** Names the deployment on a shared broker: the ingest share group and the notice topics. */
  mqttGroup?: string;
  commandTimeoutSeconds?: number;
  /** The largest packet a robot may send on most topics, KB (embedded broker; contracts `devicePacketLimit`). */
  mqttMaxPacketKb?: number;
  /**
   * External broker: the keep-alive (s) of a robot that does not state one in its status; silent for
   * 1.5 × its keep-alive, it is declared offline (presence-watch.ts).
   */
  deviceKeepAliveSeconds?: number;
  /** Events stored per robot: at once, and per minute after (event-limiter.ts). */
  eventBurst?: number;
  eventsPerMinute?: number;
  /** Device timestamps accepted from this many days before the server's clock … (contracts timestamps.ts). */
  tsPastDays?: number;
  /** … to this many seconds after it. */
  tsFutureSeconds?: number;
  /** Tests shorten these. */
  timings?: Partial<Timings>;
}
export interface Timings {
  /** Batched telemetry/event writes. */ flushMs: number;
  /** At most one history row per robot per this (per instance). */ sampleEveryMs: number;
  /** Live hub write tick per socket. */ liveFlushMs: number;
  /** Sessions and visibility re-checked. */ visibilityRefreshMs: number;
  /** Video leases re-published while watched. */ videoLeaseRenewMs: number;
  /** Unanswered commands past expiry marked wait timeout. */ sweepMs: number;
  /** External broker: silent robots declared offline. */ presenceSweepMs: number;
}
export const DEFAULT_TIMINGS: Timings = {
  flushMs: 1_000,
  sampleEveryMs: 10_000,
  liveFlushMs: 300,
  visibilityRefreshMs: 12_000,
  sweepMs: 1_000,
  videoLeaseRenewMs: 5_000,
  presenceSweepMs: 5_000,
};

export const tsWindowOf = (o: GatewayOptions): TDeviceTsWindow => ({
  pastDays: o.tsPastDays ?? DEVICE_TS_PAST_DAYS_DEFAULT,
  futureSeconds: o.tsFutureSeconds ?? DEVICE_TS_FUTURE_SECONDS_DEFAULT,
});
