/**
 * Presence behind an external broker. The embedded broker knows when a robot's connection ends; behind
 * an external one the server never sees CONNECT or the socket, so a robot that dies without a Last Will
 * (or whose will the broker lost) would stay online forever. Every instance watches the uplinks of its
 * live flow (all of them): a robot online that sent nothing for 1.5 × its keep-alive is declared gone.
 * The keep-alive is the one the robot states in its status (`keepAlive`), else `defaultKeepAliveSeconds`.
 *
 * Declaring is publishing the retained status `{"online":false}` for the robot, as a Last Will would:
 * every instance's live flow shows it, one instance's ingest writes it, and the broker's retained status
 * stops saying "online" to instances that start later. A robot heard again after that (its network came
 * back before the broker dropped it) is published online again. Several instances may each publish the
 * same status once; the first one to arrive makes the others' watch see the robot offline already.
 */
export interface PresenceWatch {
  /** A status of the robot (live flow). */
  status(robotId: number, deviceNumber: string, online: boolean, keepAliveSeconds: number | undefined, at: number): void;
  /** Any other uplink of the robot (live flow): the hot path, one map lookup. */
  heard(robotId: number, deviceNumber: string, at: number): void;
  /** Declares gone every robot silent for longer than its grace at `now`; returns their numbers. */
  sweep(now: number): string[];
}

/** A robot is gone after this many keep-alives without a packet: what MQTT brokers do with the socket. */
const GRACE_KEEPALIVES = 1.5;

export const createPresenceWatch = (opts: {
  defaultKeepAliveSeconds: number;
  publish: (deviceNumber: string, online: boolean) => void;
}): PresenceWatch => {
  const robots = new Map<number, { deviceNumber: string; lastAt: number; graceMs: number; online: boolean }>();
  const graceOf = (keepAliveSeconds: number) => GRACE_KEEPALIVES * keepAliveSeconds * 1000;

  return {
    status(robotId, deviceNumber, online, keepAliveSeconds, at) {
      const prev = robots.get(robotId);
      // A status without a keep-alive (one a server published) keeps the one the robot stated.
      const graceMs = keepAliveSeconds ? graceOf(keepAliveSeconds) : (prev?.graceMs ?? graceOf(opts.defaultKeepAliveSeconds));
      robots.set(robotId, { deviceNumber, lastAt: at, graceMs, online });
    },
    heard(robotId, deviceNumber, at) {
      const r = robots.get(robotId);
      if (!r) {
        // Talking, so connected; its status came before this instance subscribed, or never.
        robots.set(robotId, { deviceNumber, lastAt: at, graceMs: graceOf(opts.defaultKeepAliveSeconds), online: true });
        return;
      }
      r.lastAt = at;
      if (!r.online) {
        r.online = true;
        opts.publish(r.deviceNumber, true);
      }
    },
    sweep(now) {
      const gone: string[] = [];
      for (const r of robots.values()) {
        if (!r.online || now - r.lastAt <= r.graceMs) continue;
        r.online = false;
        gone.push(r.deviceNumber);
        opts.publish(r.deviceNumber, false);
      }
      return gone;
    },
  };
};
