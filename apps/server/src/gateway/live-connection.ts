import {
  FLEET_STATES,
  fleetRow,
  type TFleetFilter,
  type TLiveDataTopic,
  type TLiveRobotState,
  type TLiveServerMessage,
} from '@fleet/contracts';
import type { WebSocket } from 'ws';
import type { SessionContext } from '../lib/session';
import type { CommandNotice } from './commands';
import type { DataNotice, FaultNotice } from './gateway.types';
import type { RelayedFrame } from './video-relay';

/** Above this many unsent bytes a browser is behind: keep only the newest state until it drains. */
const HIGH_WATER_BYTES = 256 * 1024;
/** Robots per state message, so a fleet's first picture does not arrive as one multi-megabyte frame. */
const ROBOTS_PER_MESSAGE = 500;

/** Rows per compact fleet message (about 40 bytes each). */
const ROWS_PER_MESSAGE = 5_000;

/** Serialises a state; the hub passes one that remembers, so a state is serialised once per flush tick. */
export type StateJson = (s: TLiveRobotState) => string;
const stateJson: StateJson = (s) => JSON.stringify(s);
/** A state's compact fleet row: its state index and its JSON array (the hub's shares one per state and tick). */
export type FleetRowOf = (s: TLiveRobotState) => { state: number; json: string };

/**
 * One browser socket of the live hub. Updates are coalesced: `pending` holds only the newest state per
 * robot and is written when the hub's flush tick finds the socket drained, so a slow browser gets the
 * newest state a little later, never a queue that grows with the fleet's message rate. When the
 * high-water mark stopped a flush, the rest follows as soon as the socket has written what it holds
 * (not a whole tick later, when newer states would already have replaced it).
 */
export class LiveConnection {
  session: SessionContext | null = null;
  /** Authenticated by a display link: `session` then stands for the link's scope (live-hub.ts displaySession). */
  display = false;
  fleet = false;
  /** Subscribed to the fault notices of every robot it sees; `faultScope` is that set (empty when not). */
  allFaults = false;
  /** Subscribed to the user's own notification count (`{type:'notification', unread}`). */
  notifications = false;
  /** Subscribed to the OTA campaigns of its subtree (`{type:'campaign', …}`, ota:view). */
  campaigns = false;
  faultScope: ReadonlySet<number> = new Set();
  readonly requested = new Set<number>();
  /** Robots whose full state it receives (its robot ids, or its fleet). */
  stateIds: ReadonlySet<number> = new Set();
  /** The compact fleet subscription's filter (contracts live-fleet.ts), null without one. */
  fleetFilter: TFleetFilter | null = null;
  /** Robots of the compact view: in scope and of the filter's organisation and type (states are filtered per row). */
  fleetIds: ReadonlySet<number> = new Set();
  /** Every robot it hears of: stateIds ∪ fleetIds (the hub's watchers and fault notices). */
  watching: ReadonlySet<number> = new Set();
  private readonly pending = new Map<number, TLiveRobotState>();
  private readonly pendingRows = new Map<number, TLiveRobotState>();
  /** Robots whose row the browser holds (sent, not removed since). */
  private readonly shown = new Set<number>();
  private readonly fleetRemoved = new Set<number>();
  private fleetReset = false;
  private readonly commands = new Map<string, CommandNotice>();
  /** `robotId topic` of data notices not yet sent: repeats within a tick are one notice. */
  private readonly data = new Set<string>();
  /** Fault changes not yet sent, the newest per fault. */
  private readonly faults = new Map<number, FaultNotice>();
  /** A flush stopped at the high-water mark: it goes on when the socket has written enough. */
  private draining = false;
  /** Robots whose live video this socket watches → leaves the relay. */
  readonly videos = new Map<number, () => void>();
  /** The newest unsent frame per robot: a frame waits only while the socket is above the high-water mark. */
  private readonly frames = new Map<number, RelayedFrame>();

  constructor(
    readonly socket: WebSocket,
    readonly token: { value: string | null } = { value: null },
    /** A queued state (another ts) or video frame of a robot was replaced by a newer one before it was sent. */
    private readonly onSuperseded: (what: 'state' | 'frame') => void = () => undefined,
  ) {}

  get open() {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(message: TLiveServerMessage) {
    if (this.open) this.socket.send(JSON.stringify(message));
  }

  /** Sends the error code (an ErrorCode name) and closes: the browser decides what it means. */
  fail(code: string) {
    this.send({ type: 'error', code });
    this.socket.close(1008, code);
  }

  queueState(state: TLiveRobotState) {
    if (this.fleetIds.has(state.id)) this.pendingRows.set(state.id, state);
    if (!this.stateIds.has(state.id)) return;
    const prev = this.pending.get(state.id);
    if (prev && prev.updatedAt !== state.updatedAt && prev.updatedAt !== null) this.onSuperseded('state');
    this.pending.set(state.id, state);
  }

  /** A new compact subscription: what the browser holds is replaced by the rows that follow. */
  resetFleet() {
    this.shown.clear();
    this.pendingRows.clear();
    this.fleetRemoved.clear();
    this.fleetReset = true;
  }

  queueCommand(n: CommandNotice) {
    this.commands.set(n.commandId, n);
  }

  queueData(n: DataNotice) {
    this.data.add(`${n.robotId} ${n.topic}`);
  }

  queueFault(n: FaultNotice) {
    this.faults.set(n.faultId, n);
  }

  /**
   * Sends the frame now when the socket keeps up, else keeps it as the robot's newest, replacing the
   * one still waiting: video is never queued behind a slow browser (it would only grow later).
   */
  queueFrame(f: RelayedFrame) {
    if (this.frames.has(f.robotId)) this.onSuperseded('frame');
    this.frames.set(f.robotId, f);
    this.sendFrames();
  }

  /** Stops the robot's video for this socket (unwatch, lost visibility, close). */
  unwatchVideo(robotId: number) {
    this.videos.get(robotId)?.();
    this.videos.delete(robotId);
    this.frames.delete(robotId);
  }

  private sendFrames() {
    for (const [id, f] of this.frames) {
      if (!this.open || this.socket.bufferedAmount >= HIGH_WATER_BYTES) return;
      this.frames.delete(id);
      this.socket.send(f.message(), this.sent);
    }
  }

  /** Drops queued states of robots it no longer gets. */
  forget(ids: Iterable<number>) {
    for (const id of ids) this.pending.delete(id);
  }

  /** Robots that left the compact view: removed from the browser's too. */
  forgetFleet(ids: Iterable<number>) {
    for (const id of ids) {
      this.pendingRows.delete(id);
      if (this.shown.delete(id)) this.fleetRemoved.add(id);
    }
  }

  /** `json`, `rowOf`: the hub's tick shares one serialisation of each state among all its browsers. */
  flush(json: StateJson = stateJson, rowOf: FleetRowOf = fleetRowOf) {
    if (!this.open) return;
    for (const n of this.commands.values()) this.send({ type: 'command', ...n });
    this.commands.clear();
    for (const d of this.data) {
      const [robotId, topic] = d.split(' ') as [string, TLiveDataTopic];
      this.send({ type: 'data', robotId: Number(robotId), topic });
    }
    this.data.clear();
    for (const f of this.faults.values()) this.send({ type: 'fault', ...f });
    this.faults.clear();
    while (this.pending.size > 0 && this.socket.bufferedAmount < HIGH_WATER_BYTES) {
      const parts: string[] = [];
      for (const [id, state] of this.pending) {
        parts.push(json(state));
        this.pending.delete(id);
        if (parts.length === ROBOTS_PER_MESSAGE) break;
      }
      this.socket.send(`{"type":"state","robots":[${parts.join(',')}]}`, this.sent);
    }
    this.flushFleet(rowOf);
    this.draining = this.pending.size > 0 || this.pendingRows.size > 0;
    this.sendFrames();
  }

  /** The compact view's changes: rows of robots whose state passes the filter, the rest removed. */
  private flushFleet(rowOf: FleetRowOf) {
    const states = this.fleetFilter?.states;
    while ((this.pendingRows.size > 0 || this.fleetRemoved.size > 0 || this.fleetReset) && this.socket.bufferedAmount < HIGH_WATER_BYTES) {
      const rows: string[] = [];
      for (const [id, s] of this.pendingRows) {
        this.pendingRows.delete(id);
        const row = rowOf(s);
        if (states && !states.includes(FLEET_STATES[row.state]!)) {
          if (this.shown.delete(id)) this.fleetRemoved.add(id);
          continue;
        }
        this.shown.add(id);
        this.fleetRemoved.delete(id);
        rows.push(row.json);
        if (rows.length === ROWS_PER_MESSAGE) break;
      }
      const removed = [...this.fleetRemoved];
      this.fleetRemoved.clear();
      if (rows.length === 0 && removed.length === 0 && !this.fleetReset) continue;
      this.socket.send(
        `{"type":"fleet","reset":${this.fleetReset},"rows":[${rows.join(',')}],"removed":${JSON.stringify(removed)}}`,
        this.sent,
      );
      this.fleetReset = false;
    }
  }

  /** A state message was written to the socket: if a flush stopped at the high-water mark, go on. */
  private readonly sent = () => {
    if (this.socket.bufferedAmount >= HIGH_WATER_BYTES) return;
    if (this.draining) this.flush();
    else if (this.frames.size > 0) this.sendFrames();
  };
}

const fleetRowOf: FleetRowOf = (s) => {
  const row = fleetRow(s);
  return { state: row[1], json: JSON.stringify(row) };
};
