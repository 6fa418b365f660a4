import { z } from 'zod';
import { ZChargeStatus, ZDeviceState, ZLocationState, ZWorkStatus } from '../enums/robot.enums';
import { zJpegBase64 } from './base64';
import { deviceText } from './device-text';
import { EVENT_IMAGE_MAX_BASE64 } from './limits';
import { DEVICE_KEEPALIVE_MAX_SECONDS } from './topics';

/**
 * Payloads of the device protocol, shared by the gateway and the simulator so they cannot drift.
 * Times are epoch milliseconds (robots have no time zone to get wrong). Unknown extra fields are
 * dropped, so a newer robot firmware can add fields without being refused by an older server.
 */
const ts = z.number().int().nonnegative();
const pct = z.number().min(0).max(100);

/** `fleet/{no}/up/status`, retained; the Last Will is `{"online":false}`. */
export const ZDeviceStatus = z.object({
  online: z.boolean(),
  /**
   * The keep-alive (s) the robot connected with. Behind an external broker the server never sees the
   * CONNECT: it takes a robot that sent nothing for 1.5 × this as gone (default: a server setting).
   */
  keepAlive: z.number().int().min(1).max(DEVICE_KEEPALIVE_MAX_SECONDS).optional(),
  ts: ts.optional(),
  firmware: deviceText().max(60).optional(),
  model: deviceText().max(20).optional(),
});
export type TDeviceStatus = z.infer<typeof ZDeviceStatus>;

export const ZPose = z.object({
  mapId: deviceText().max(64).nullable(),
  x: z.number().finite(),
  y: z.number().finite(),
  /** Heading in radians, counter-clockwise from the map's x axis. */
  angle: z.number().finite(),
});
export type TPose = z.infer<typeof ZPose>;

/** `fleet/{no}/up/telemetry`, about 1 Hz. */
export const ZTelemetry = z.object({
  ts,
  battery: pct,
  workStatus: ZWorkStatus,
  deviceState: ZDeviceState,
  locationState: ZLocationState,
  chargeStatus: ZChargeStatus,
  /** m/s */
  speed: z.number().finite().min(0).max(20),
  pose: ZPose,
  taskId: deviceText().max(64).nullable(),
  /** Progress of the current task in percent. */
  progress: pct.nullable(),
  /** Wireless signal strength in percent (spec §9 units), when the robot reports it. */
  signal: pct.optional(),
  /** Running counters since registration: cleaned area m², run time min, distance km. */
  counters: z
    .object({ areaM2: z.number().nonnegative(), runMinutes: z.number().nonnegative(), distanceKm: z.number().nonnegative() })
    .partial()
    .optional(),
});
export type TTelemetry = z.infer<typeof ZTelemetry>;

export const EVENT_LEVELS = ['info', 'warning', 'fault', 'emergency'] as const;
export type TEventLevel = (typeof EVENT_LEVELS)[number];

/** `fleet/{no}/up/event`: events, faults and alarms. */
export const ZDeviceEvent = z.object({
  ts,
  type: deviceText().min(1).max(40),
  level: z.enum(EVENT_LEVELS),
  code: deviceText().max(40).optional(),
  message: deviceText().max(300).optional(),
  /** Recognition accuracy 0–1 for vision events. */
  accuracy: z.number().min(0).max(1).optional(),
  /**
   * Deprecated: a reference to a picture uploaded elsewhere, which no robot could upload. Accepted (as
   * before) from old firmware and shown nowhere; a picture travels in `imageData`.
   */
  image: deviceText().max(200).optional(),
  /**
   * The picture a vision event (junk, obstacle) was recognised in: one JPEG (it starts FF D8 FF) of at
   * most EVENT_IMAGE_MAX_BYTES, standard base64. Anything else refuses the whole event, never half of it.
   */
  imageData: zJpegBase64(EVENT_IMAGE_MAX_BASE64).optional(),
});
export type TDeviceEvent = z.infer<typeof ZDeviceEvent>;

/** `fleet/{no}/up/ack`: the robot's answer to a command. */
export const ZCommandAck = z.object({
  commandId: z.string().uuid(),
  result: z.enum(['success', 'failed']),
  reason: deviceText().max(300).optional(),
});
export type TCommandAck = z.infer<typeof ZCommandAck>;

/** `fleet/{no}/up/ota`: an upgrade step (spec §4 upgrade steps) and, at the end, a result code. */
export const ZOtaProgress = z.object({
  ts,
  taskId: deviceText().max(64).optional(),
  step: z.number().int().min(0).max(15),
  result: z.number().int().min(101).max(215).optional(),
  done: z.boolean().default(false),
});
export type TOtaProgress = z.infer<typeof ZOtaProgress>;
