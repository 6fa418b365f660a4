import { z } from 'zod';
import { ZSimStatus } from '../enums/misc.enums';
import { ZJunkEventMode, ZStreamingVersion } from '../enums/robot.enums';
import { ZReservationResult } from '../enums/task.enums';
import { zBase64 } from './base64';
import { deviceText } from './device-text';
import { LOG_FILE_NAME_MAX, LOG_MAX_BASE64, LOG_TEXT_MAX_BYTES } from './limits';

/**
 * Uplinks behind the operate pages (docs/device-protocol.md): the robot's maps, its cleaning runs and
 * its configuration. The robot is the source of truth for all three; the server keeps what it was told.
 */
const ts = z.number().int().nonnegative();
const id = deviceText().min(1).max(64);
const point = z.object({ x: z.number().finite().describe('Metres, map frame.'), y: z.number().finite().describe('Metres, map frame.') });

export const ZLandmark = point.extend({
  id: id.describe('Stable per map; reservations name it as landmarkId.'),
  name: deviceText().min(1).max(60),
  angle: z.number().finite().default(0).describe('Heading, radians.'),
});
export type TLandmark = z.infer<typeof ZLandmark>;

export const ZMapPath = z.object({
  id: id.describe('Stable per map; tasks name it as pathId.'),
  name: deviceText().min(1).max(60),
  points: z.array(point).min(2).max(2000).describe('The route, 2–2000 points.'),
});
export type TMapPath = z.infer<typeof ZMapPath>;

/** A map without its grid: what the manifest lists and what the console needs to draw overlays. */
export const ZMapInfo = z.object({
  mapId: id.describe('Chosen by the robot, stable for the life of the map.'),
  name: deviceText().min(1).max(60),
  /** Changes whenever the grid, landmarks or paths change; the server fetches a grid it lacks. */
  version: id.describe('Changes whenever the grid, frame, landmarks or paths change.'),
  /** Size in cells. */
  width: z.number().int().min(1).max(10_000).describe('Grid width, cells.'),
  height: z.number().int().min(1).max(10_000).describe('Grid height, cells.'),
  /** Metres per cell. */
  resolution: z.number().positive().max(10).describe('Metres per cell.'),
  /** World position (m) of the outer corner of cell (0, 0); row 0 is at origin.y (ROS OccupancyGrid). */
  origin: point.describe('World position (m) of the outer corner of cell (0, 0); row 0 is the bottom row.'),
  dock: point.extend({ angle: z.number().finite().describe('Radians.') }).describe('The charging dock pose.'),
  landmarks: z.array(ZLandmark).max(200).default([]),
  paths: z.array(ZMapPath).max(50).default([]),
});
export type TMapInfo = z.infer<typeof ZMapInfo>;

/** `fleet/{no}/up/maps`: every map the robot holds, on connect and after any change. */
export const ZMapManifest = z.object({
  ts: ts.describe('Epoch milliseconds.'),
  activeMapId: id.nullable().describe('The map the robot works on; null when it has none.'),
  maps: z.array(ZMapInfo).max(20).describe('Every map the robot holds (at most 20).'),
});
export type TMapManifest = z.infer<typeof ZMapManifest>;

/** `fleet/{no}/up/map`: one map's occupancy grid, the answer to `uploadMap` (map-grid.ts encoding). */
export const ZMapGrid = z.object({
  mapId: id.describe('The map asked for by uploadMap.'),
  version: id.describe("The map's version, as in the manifest."),
  encoding: z.literal('rle8').describe('The only encoding.'),
  /** Base64 of the run-length encoded cells; 2 MB covers a 1 km² floor at 5 cm. */
  data: deviceText().max(2_000_000).describe('rle8 cells (int8 value, LEB128 run length), base64.'),
});
export type TMapGrid = z.infer<typeof ZMapGrid>;

export const RUN_SOURCES = ['task', 'reservation', 'auto', 'manual'] as const;
export const RUN_STATES = ['running', 'done', 'stopped', 'failed'] as const;
export type TRunState = (typeof RUN_STATES)[number];

/**
 * `fleet/{no}/up/run`: a cleaning run, sent when it starts, every few minutes while it runs and when
 * it ends; the same `runId` each time (the server upserts). A reservation that could not start is
 * one message with `state: failed` and its `reservationResult` (spec §4 reservation result 1–6).
 */
export const ZRunReport = z.object({
  runId: id.describe('Chosen by the robot; the same in every message of one run.'),
  source: z.enum(RUN_SOURCES).describe('task (taskId), reservation (reservationId), auto (its own round), manual (the overview start).'),
  /** The console's task or reservation id, as the robot was given it. */
  taskId: deviceText().max(64).nullable().default(null).describe('source task: the console task id.'),
  reservationId: deviceText().max(64).nullable().default(null).describe('source reservation: the reservation id.'),
  name: deviceText().max(60).default('').describe('The task or reservation name.'),
  mapId: deviceText().max(64).nullable().default(null).describe('The map cleaned.'),
  startedAt: ts.describe('Epoch milliseconds.'),
  endedAt: ts.nullable().default(null).describe('Epoch milliseconds; null while running.'),
  state: z.enum(RUN_STATES).describe('running, then done, stopped (stop, lock, reset, dock, another task) or failed.'),
  areaM2: z.number().nonnegative().default(0).describe('Area swept, m².'),
  distanceKm: z.number().nonnegative().default(0).describe('Distance driven, km.'),
  waterL: z.number().nonnegative().default(0).describe('Water laid, litres.'),
  energyKwh: z.number().nonnegative().default(0).describe('Energy used, kWh.'),
  reservationResult: ZReservationResult.optional().describe(
    'Reservations only: 0 started, 1 upgrading, 2 abnormal state, 3 map load failed, 4 location failed, 5 task failed, 6 expired.',
  ),
});
export type TRunReport = z.infer<typeof ZRunReport>;

/** Settings the console reads from and writes to a robot (robotConfig, robotSetting). */
export const ZRobotConfigValues = z.object({
  /** Voice prompt volume, percent. */
  volume: z.number().int().min(0).max(100).describe('Voice prompt volume, percent (0–100).'),
  /** Speed limit while cleaning, m/s. */
  maxSpeed: z.number().min(0.1).max(1.2).describe('Speed limit while cleaning, m/s (0.1–1.2).'),
  /** Water flow: 0 off, 1 low, 2 medium, 3 high. */
  waterLevel: z.number().int().min(0).max(3).describe('0 off, 1 low, 2 medium, 3 high.'),
  /** Battery percent at which a working robot returns to its dock. */
  returnBattery: z.number().int().min(10).max(50).describe('Battery percent (10–50) at which a working robot returns to its dock.'),
  /** Distance at which the robot slows for an obstacle, m. */
  obstacleDistance: z.number().min(0.05).max(1).describe('Distance at which the robot slows for an obstacle, m (0.05–1).'),
  junkEventMode: ZJunkEventMode.describe('Junk events: off, at boot, or while working.'),
  streamingVersion: ZStreamingVersion.describe('Live video 1 (1.0: 2 fps, 320×180) or 2 (2.0: 5 fps, 640×360).'),
});
export type TRobotConfigValues = z.infer<typeof ZRobotConfigValues>;

export const ZConsumable = z.object({
  /** brush, sideBrush, squeegee, filter, mop … (labels in the console catalogue). */
  key: deviceText().min(1).max(32).describe('mainBrush, sideBrush, squeegee, filter, mop, or a key of your own.'),
  lifespanHours: z.number().positive().max(100_000).describe('Hours of cleaning the part lasts.'),
  usedHours: z.number().nonnegative().describe('Hours of cleaning since the part was fitted.'),
});
export type TConsumable = z.infer<typeof ZConsumable>;

/** `fleet/{no}/up/config`: on connect, after getConfig / setConfig / resetConsumable, and hourly. */
export const ZConfigReport = z.object({
  ts: ts.describe('Epoch milliseconds.'),
  values: ZRobotConfigValues.describe('Every setting, as the robot applies it.'),
  consumables: z.array(ZConsumable).max(30).default([]).describe('Wearing parts (at most 30).'),
  sim: z
    .object({
      status: ZSimStatus.describe('SIM status code (0 normal … 99 unknown).'),
      iccid: deviceText().max(32).optional(),
      operator: deviceText().max(40).optional(),
      trafficMb: z.number().nonnegative().optional().describe('Mobile data used, MB.'),
    })
    .nullable()
    .default(null),
  /** Version of the schedule (tasks and reservations) the robot holds; null before the first sync. */
  scheduleVersion: deviceText()
    .max(64)
    .nullable()
    .default(null)
    .describe('The version of the last syncSchedule the robot holds; null before the first.'),
  /** Component versions (main unit, control unit, app …). */
  versions: z
    .record(deviceText().max(32), deviceText().max(60))
    .default({})
    .describe('Component versions, name (≤ 32 chars) → version (≤ 60 chars), e.g. mainUnit, controlUnit, app.'),
});
export type TConfigReport = z.infer<typeof ZConfigReport>;

/**
 * `fleet/{no}/up/log`: the answer to `uploadLog`, the robot's log of the last `minutes` as one
 * gzip-compressed UTF-8 text file in standard base64, in one message: there is no chunking. A log
 * larger than LOG_MAX_BYTES compressed is cut by the robot to its newest lines that fit. The server
 * also refuses a file that does not unpack, or unpacks to more than LOG_TEXT_MAX_BYTES.
 */
export const ZLogUpload = z.object({
  logId: z.string().uuid().describe('The logId of the uploadLog command.'),
  fileName: deviceText().min(1).max(LOG_FILE_NAME_MAX).describe('Offered as the download name.'),
  /** Lines in the file (as the console lists it); a line takes a byte at least, so never more than the text's bytes. */
  lines: z.number().int().nonnegative().max(LOG_TEXT_MAX_BYTES).describe('Lines in the log (before compression).'),
  encoding: z.literal('gzip-base64').describe('The only encoding.'),
  data: zBase64(LOG_MAX_BASE64).describe('The UTF-8 text log, gzip-compressed (at most 1 MB), in standard padded base64.'),
});
export type TLogUpload = z.infer<typeof ZLogUpload>;
