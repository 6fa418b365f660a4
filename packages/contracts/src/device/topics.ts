/**
 * MQTT topics of the device protocol (design.md §4, docs/device-protocol.md). A robot publishes only
 * under `fleet/{deviceNumber}/up/#` and subscribes only to `fleet/{deviceNumber}/down/#`.
 */
export const TOPIC_ROOT = 'fleet';

export const UP_KINDS = ['status', 'telemetry', 'event', 'ack', 'ota', 'video', 'maps', 'map', 'run', 'config', 'log'] as const;
export type TUpKind = (typeof UP_KINDS)[number];
export const DOWN_KINDS = ['cmd', 'video'] as const;
export type TDownKind = (typeof DOWN_KINDS)[number];

export const upTopic = (deviceNumber: string, kind: TUpKind) => `${TOPIC_ROOT}/${deviceNumber}/up/${kind}`;
export const downTopic = (deviceNumber: string, kind: TDownKind = 'cmd') => `${TOPIC_ROOT}/${deviceNumber}/down/${kind}`;

/** What the server subscribes to: every robot's uplink. */
export const UP_WILDCARD = `${TOPIC_ROOT}/+/up/#`;

/** Characters a device number may never contain, because MQTT would read them as wildcards or levels. */
export const hasTopicMetaChars = (s: string) => /[+#/]/.test(s) || s.includes('\u0000');

export type TParsedTopic =
  { direction: 'up'; deviceNumber: string; kind: TUpKind } | { direction: 'down'; deviceNumber: string; kind: TDownKind };

/** Splits a device topic; null for anything that is not exactly `fleet/{no}/{up|down}/{known kind}`. */
export const parseTopic = (topic: string): TParsedTopic | null => {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== TOPIC_ROOT || !parts[1]) return null;
  const [, deviceNumber, direction, kind] = parts as [string, string, string, string];
  if (direction === 'up' && (UP_KINDS as readonly string[]).includes(kind)) return { direction, deviceNumber, kind: kind as TUpKind };
  if (direction === 'down' && (DOWN_KINDS as readonly string[]).includes(kind)) return { direction, deviceNumber, kind: kind as TDownKind };
  return null;
};

/**
 * The device number of any topic under `fleet/{no}/up/` (a subtopic the protocol defines or not), else
 * null: a robot may publish anywhere under its own `up/#`, and an unknown subtopic is reported to it.
 */
export const upTopicDeviceNumber = (topic: string): string | null => {
  const parts = topic.split('/');
  return parts.length >= 3 && parts[0] === TOPIC_ROOT && parts[1] && parts[2] === 'up' ? parts[1] : null;
};

/** QoS per topic: state that is replaced every second travels at 0; what must not be lost at 1. */
export const TOPIC_QOS: Record<TUpKind | TDownKind, 0 | 1> = {
  status: 1,
  telemetry: 0,
  event: 1,
  ack: 1,
  ota: 1,
  video: 0,
  maps: 1,
  map: 1,
  run: 1,
  config: 1,
  log: 1,
  cmd: 1,
};

/** Keep-alive robots are asked to use; the broker declares a robot gone after 1.5 × this. */
export const DEVICE_KEEPALIVE_SECONDS = 10;
/** A longer keep-alive (or none) would let a dead robot look online for too long: the embedded broker refuses it. */
export const DEVICE_KEEPALIVE_MAX_SECONDS = 120;
