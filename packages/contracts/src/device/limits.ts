import type { TUpKind } from './topics';

/**
 * How much a robot may put on the broker (docs/device-protocol.md §2, "Sizes"). The embedded broker closes
 * the connection of a robot that sends more: a packet cannot be refused alone in MQTT 3.1.1.
 */

/** Default of the server setting MQTT_MAX_PACKET_KB: the largest packet on most up topics (a video frame fits). */
export const DEVICE_PACKET_MAX_KB_DEFAULT = 256;
/** The status is the one message the broker retains for every robot: it stays small. */
export const DEVICE_STATUS_MAX_BYTES = 4 * 1024;
/** The uploads the server asks for (manifest, grid, log) may exceed the packet limit, up to this. */
export const DEVICE_BULK_MAX_BYTES = 4 * 1024 * 1024;
export const BULK_UP_KINDS: readonly TUpKind[] = ['maps', 'map', 'log'];
/** Only this up topic may be retained (the broker then answers a late subscriber with the robot's presence). */
export const RETAINED_UP_KIND: TUpKind = 'status';

/** Defaults of EVENT_BURST and EVENT_RATE_PER_MINUTE: events stored per robot at once, then per minute. */
export const DEVICE_EVENT_BURST_DEFAULT = 60;
export const DEVICE_EVENTS_PER_MINUTE_DEFAULT = 30;
/**
 * Default of MQTT_DEVICE_KEEPALIVE_SECONDS: behind an external broker, the keep-alive assumed for a robot
 * whose status does not state one (longer than the one robots are asked to use: a guess must not flap).
 */
export const DEVICE_KEEPALIVE_ASSUMED_SECONDS = 60;

/** The largest packet (payload, topic and header) a robot may publish on `up/{kind}`. */
export const devicePacketLimit = (kind: TUpKind, packetMaxBytes: number) =>
  kind === RETAINED_UP_KIND
    ? Math.min(DEVICE_STATUS_MAX_BYTES, packetMaxBytes)
    : BULK_UP_KINDS.includes(kind)
      ? Math.max(DEVICE_BULK_MAX_BYTES, packetMaxBytes)
      : packetMaxBytes;
