import type {
  TCommand,
  TCommandType,
  TReceivedStatus,
  TConfigReport,
  TDeviceEvent,
  TLogUpload,
  TOtaProgress,
  TMapGrid,
  TMapManifest,
  TRunReport,
  TRejectionReason,
  PermissionCode,
  TLiveServerMessage,
} from '@fleet/contracts';
import type { Tx } from '../db/client';

/**
 * What the rest of the server may ask of the device gateway (apps/server/src/gateway). Modules depend
 * on this interface only, never on the broker, so the robot module is the same with the embedded aedes
 * broker and with an external one.
 */
export interface CommandRequest {
  robotId: number;
  deviceNumber: string;
  type: TCommandType;
  args?: Record<string, unknown>;
  userId: number | null;
  /**
   * Sent in answer to an uplink the robot has just sent (a manifest, a configuration report): it is
   * online, whatever the presence table says yet (the status that came just before may still be on
   * its way to the database), so the offline check is skipped.
   */
  answeringUplink?: boolean;
  /**
   * Conformance probes only (robot-probe.service.ts): the robot is sent this type (one it does not
   * know) and/or this `expiresAt` (one already passed) instead; the stored row keeps the server's own
   * deadline, so the robot's answer is still recorded and readable.
   */
  probe?: { type?: string; expiresAt?: number };
}

export interface CommandRecord {
  commandId: string;
  robotId: number;
  type: TCommandType;
  args: Record<string, unknown>;
}

export type CommandEffect = (tx: Tx, command: CommandRecord) => Promise<void>;

/** Uplinks whose meaning belongs to a module (maps, runs, configuration) rather than to the gateway. */
export interface DomainUplinks {
  maps: TMapManifest;
  map: TMapGrid;
  run: TRunReport;
  config: TConfigReport;
  log: TLogUpload;
  /** Besides the upgrading flag the gateway keeps itself: campaign progress (the ota module). */
  ota: TOtaProgress;
}
export type DomainUpKind = keyof DomainUplinks;
/** Runs once per uplink cluster-wide (the ingest flow); `at` is when the server received it. */
export type UplinkEffect<K extends DomainUpKind> = (robotId: number, msg: DomainUplinks[K], at: Date) => Promise<void>;

/** Runs once per event cluster-wide (the ingest flow), after the event is queued for writing. Must not throw. */
export type EventListener = (robotId: number, event: TDeviceEvent, at: Date) => void;
/** A live video frame as this instance received it: capture time (epoch ms) and the JPEG. */
export type VideoFrameListener = (frame: { ts: number; jpeg: Buffer }) => void;

import type { DataNotice, FaultNotice } from './notices';

export type { DataNotice, FaultNotice };

export interface Gateway {
  /**
   * Stores the command (operate state 0), then publishes it with an id and an expiry; the ack sets 1
   * or 2, no ack by the timeout sets 3. A robot that is offline fails at once with ROBOT_OFFLINE.
   */
  sendCommand(req: CommandRequest): Promise<TCommand>;
  /** The last status messages this instance's live flow carried for the robot, newest first (conformance probes). */
  receivedStatuses(robotId: number): TReceivedStatus[];
  /** Runs in the ack's transaction when a command of this type succeeds (lock sets robots.locked …). */
  onCommandSuccess(type: TCommandType, effect: CommandEffect): void;
  /** Handles one kind of domain uplink (handlers run in registration order); unhandled kinds are counted and dropped. */
  onUplink<K extends DomainUpKind>(kind: K, effect: UplinkEffect<K>): void;
  /** Listens to the robot events the ingest flow handles (incident clips); each event reaches one instance. */
  onEvent(listener: EventListener): void;
  /**
   * Receives the robot's live frames on this instance, leasing its stream (down/video) until the
   * returned function is called. Frames come only while the robot is online and streaming.
   */
  watchVideo(robotId: number, listener: VideoFrameListener): () => void;
  /** Tells the browsers watching the robot, on every instance, that its `topic` data changed. */
  notify(notice: DataNotice): void;
  /** Tells the browsers watching the robot, on every instance, that one of its faults opened or changed state. */
  notifyFault(notice: FaultNotice): void;
  /**
   * Records a message a module refused after its schema passed (a log that is not gzip): the vendor
   * sees it among the robot's rejections like the gateway's own refusals.
   */
  reject(robotId: number, r: { topic: string; reason: TRejectionReason; field: string | null; detail: string }): void;
  /**
   * The robot's registration changed (disabled, deleted, secret rotated, locked, hosting): forget
   * cached credentials and visibility, and disconnect it now when it may no longer connect.
   */
  robotChanged(robot: { id: number; deviceNumber: string }, opts?: { disconnect?: boolean }): Promise<void>;
  /**
   * Robots were just registered: every instance forgets the "no such robot" it may have cached for
   * their numbers (a robot that spoke before its registration is heard at once, not 5 s later).
   */
  robotsRegistered(deviceNumbers: readonly string[]): Promise<void>;
  /**
   * Hears a PostgreSQL channel on this instance (pg_notify, delivered at the commit of the writing
   * transaction to every instance); a signal sent while the listening connection is down is lost.
   */
  onSignal(channel: string, handler: (payload: string) => void): void;
  /** Whether a browser of this instance listens to campaigns with `permission` (nothing need be read otherwise). */
  hasCampaignListeners(permission: PermissionCode): boolean;
  /** Sends a campaign's news to this instance's browsers that listen to campaigns, hold `permission` and whose subtree holds `orgPath`. */
  pushCampaign(permission: PermissionCode, orgPath: string, message: TLiveServerMessage): void;
  /** True once the app is closing: work an uplink started late (a schedule catch-up) is not begun, and its failure is expected. */
  readonly closing: boolean;
}
