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

/** Base64 carries 3 bytes in 4 characters: the length of `bytes` bytes once encoded, padding included. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/**
 * An event's picture (`up/event` `imageData`): one JPEG of at most this many bytes, inline in base64.
 * With the event's other fields it fits the default packet limit (DEVICE_PACKET_MAX_KB_DEFAULT).
 */
export const EVENT_IMAGE_MAX_BYTES = 160 * 1024;
export const EVENT_IMAGE_MAX_BASE64 = base64Length(EVENT_IMAGE_MAX_BYTES);
/** `up/log` `data`: the gzip file of the log, at most this many bytes before base64 (there is no chunking). */
export const LOG_MAX_BYTES = 1024 * 1024;
export const LOG_MAX_BASE64 = base64Length(LOG_MAX_BYTES);
/** The log's text unpacked: a busy robot's day is a few megabytes; a larger file is refused unread (a gzip bomb). */
export const LOG_TEXT_MAX_BYTES = 32 * 1024 * 1024;
/** `uploadLog` `minutes`: how far back a log reaches (robots keep a day). */
export const LOG_MINUTES_MAX = 1440;
/** `up/log` `fileName`: the name the console downloads the log under. */
export const LOG_FILE_NAME_MAX = 120;
