import { z } from 'zod';
import { EventLevel, ZChargeStatus, ZDeviceState, ZLocationState, ZWorkStatus } from '../enums/robot.enums';
import { ZSoftwareType } from '../enums/version.enums';
import { ZGeoPoint } from '../org/coordinates';
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
  online: z.boolean().describe('true: connected and working; false: going away (also the Last Will).'),
  /**
   * The keep-alive (s) the robot connected with. Behind an external broker the server never sees the
   * CONNECT: it takes a robot that sent nothing for 1.5 × this as gone (default: a server setting).
   */
  keepAlive: z
    .number()
    .int()
    .min(1)
    .max(DEVICE_KEEPALIVE_MAX_SECONDS)
    .optional()
    .describe('The MQTT keep-alive the robot connected with, seconds (1–120).'),
  ts: ts.optional().describe('When the status was sent, epoch milliseconds.'),
  firmware: deviceText().max(60).optional().describe('Firmware version of the main unit.'),
  model: deviceText().max(20).optional().describe('Model number, as in the device number (130, 90, 80, 40).'),
});
export type TDeviceStatus = z.infer<typeof ZDeviceStatus>;

export const ZPose = z.object({
  mapId: deviceText().max(64).nullable().describe('The map the pose is on (the active map); null when the robot has none.'),
  x: z.number().finite().describe('Metres, map frame.'),
  y: z.number().finite().describe('Metres, map frame.'),
  /** Heading in radians, counter-clockwise from the map's x axis. */
  angle: z.number().finite().describe('Heading, radians, counter-clockwise from the map x axis.'),
});
export type TPose = z.infer<typeof ZPose>;

/** `fleet/{no}/up/telemetry`, about 1 Hz. */
export const ZTelemetry = z.object({
  ts: ts.describe('When the values were measured, epoch milliseconds.'),
  battery: pct.describe('Battery charge, percent (0–100).'),
  workStatus: ZWorkStatus.describe('0 idle, 1 executing, 2 paused, 3 finished, 6 transfer, 7 follow, 8 manual assist.'),
  deviceState: ZDeviceState.describe('0 normal, 1 working, 2 abnormal, 3 locked, 4 emergency stop, 5 paused, 6 manual.'),
  locationState: ZLocationState.describe('0 not located, 1 located, 2 location failed, 3 waiting for a match.'),
  chargeStatus: ZChargeStatus.describe('0 not charging, 1 manual charging, 2 automatic (dock) charging.'),
  /** m/s */
  speed: z.number().finite().min(0).max(20).describe('m/s (0–20).'),
  pose: ZPose,
  taskId: deviceText().max(64).nullable().describe('The running task; null when none (required: send null, not nothing).'),
  /** Progress of the current task in percent. */
  progress: pct.nullable().describe('Task progress, percent (0–100); null when no task runs (required).'),
  /** Wireless signal strength in percent (spec §9 units), when the robot reports it. */
  signal: pct.optional().describe('Wireless signal strength, percent (0–100).'),
  /** Running counters since registration: cleaned area m², run time min, distance km. */
  counters: z
    .object({ areaM2: z.number().nonnegative(), runMinutes: z.number().nonnegative(), distanceKm: z.number().nonnegative() })
    .partial()
    .optional()
    .describe('Running totals since registration: areaM2 (m²), runMinutes (min), distanceKm (km).'),
  /** Outdoor robots: the GPS fix; the console places the robot there instead of at its site. */
  geo: ZGeoPoint.optional().describe('GPS position, WGS 84 degrees: lat (-90–90), lng (-180–180). Outdoor robots; omit without a fix.'),
});
export type TTelemetry = z.infer<typeof ZTelemetry>;

export const EVENT_LEVELS = [EventLevel.INFO, EventLevel.WARNING, EventLevel.FAULT, EventLevel.EMERGENCY] as const;
export type TEventLevel = (typeof EVENT_LEVELS)[number];

/** `fleet/{no}/up/event`: events, faults and alarms. */
export const ZDeviceEvent = z.object({
  ts: ts.describe('When it happened, epoch milliseconds.'),
  type: deviceText().min(1).max(40).describe('Kind of event, stable per kind (e.g. brushStuck, junk), 1–40 characters.'),
  level: z.enum(EVENT_LEVELS).describe('Severity: fault and emergency also record a 20 s video clip.'),
  code: deviceText().max(40).optional().describe("The vendor's error code."),
  message: deviceText().max(300).optional().describe('Human-readable text, shown as sent.'),
  /** Recognition accuracy 0–1 for vision events. */
  accuracy: z.number().min(0).max(1).optional().describe('Recognition accuracy of a vision event, 0–1.'),
  /**
   * Deprecated: a reference to a picture uploaded elsewhere, which no robot could upload. Accepted (as
   * before) from old firmware and shown nowhere; a picture travels in `imageData`.
   */
  image: deviceText().max(200).optional().describe('Deprecated: accepted and ignored; send the picture as imageData.'),
  /**
   * The picture a vision event (junk, obstacle) was recognised in: one JPEG (it starts FF D8 FF) of at
   * most EVENT_IMAGE_MAX_BYTES, standard base64. Anything else refuses the whole event, never half of it.
   */
  imageData: zJpegBase64(EVENT_IMAGE_MAX_BASE64)
    .optional()
    .describe('The picture: one JPEG file (starting FF D8 FF) of at most 160 KB, in standard padded base64.'),
  /**
   * The condition this event's type (and code) reported is over: the server resolves the open fault it
   * raised. Without it a robot could not say so, and every fault waited for a person to resolve it.
   */
  cleared: z
    .boolean()
    .optional()
    .describe('true: the condition reported earlier with the same type and code is over; its open fault is resolved.'),
});
export type TDeviceEvent = z.infer<typeof ZDeviceEvent>;

/** `fleet/{no}/up/ack`: the robot's answer to a command. */
export const ZCommandAck = z.object({
  commandId: z.string().uuid().describe('The commandId of the command answered.'),
  result: z.enum(['success', 'failed']).describe('success: done (or accepted); failed: refused, with a reason.'),
  reason: deviceText()
    .max(300)
    .optional()
    .describe('Why it failed: expired, locked, busy, lowBattery, unsupported, invalidArgs, fault, or a short text.'),
});
export type TCommandAck = z.infer<typeof ZCommandAck>;

/** `fleet/{no}/up/ota`: an upgrade step (spec §4 upgrade steps) and, at the end, a result code. */
export const ZOtaProgress = z.object({
  ts: ts.describe('Epoch milliseconds.'),
  taskId: deviceText().max(64).optional().describe('The upgrade task this progress belongs to (firmware without campaigns).'),
  campaignId: z.number().int().positive().optional().describe('The campaign of the otaUpgrade command being carried out.'),
  unit: ZSoftwareType.optional().describe('The unit being upgraded (mainUnit, controlUnit, app), as in the command.'),
  percent: pct.optional().describe('Progress of the current step, percent (0–100): the download while downloading.'),
  step: z.number().int().min(0).max(15).describe('The upgrade step reached (0–15).'),
  result: z
    .number()
    .int()
    .min(101)
    .max(215)
    .optional()
    .describe('Result code with the last message: 101–115 main unit, 201–215 second unit.'),
  done: z.boolean().default(false).describe('true on the last message of the upgrade.'),
});
export type TOtaProgress = z.infer<typeof ZOtaProgress>;
