import { z } from 'zod';
import { ZCleanMode } from '../enums/task.enums';
import { ZSoftwareType } from '../enums/version.enums';
import { ZMapGrid, ZMapInfo, ZRobotConfigValues } from './operate-payloads';
import { ZSchedule } from './schedule';
import { deviceText } from './device-text';
import { LOG_MINUTES_MAX } from './limits';

/**
 * Commands the server sends on `fleet/{no}/down/cmd`. Each type has its own argument schema; the
 * robot acks every command it receives with `up/ack`, and ignores (acks `failed`, reason `expired`)
 * one whose `expiresAt` has passed: an expired command is never executed late.
 */
export const COMMAND_ARGS = {
  lock: z.object({}),
  unlock: z.object({}),
  /** Clears maps, tasks and history on the robot. */
  reset: z.object({}),
  pause: z.object({}),
  resume: z.object({}),
  stop: z.object({}),
  dock: z.object({}),
  /** Start cleaning now: a console task (its id and plan) or, without a plan, a full coverage run. */
  startTask: z.object({
    taskId: deviceText().min(1).max(64).describe("The console task's id; manual-{epoch ms} for the overview's start (one coverage round)."),
    mapId: deviceText().max(64).optional().describe('Must be the active map.'),
    pathId: deviceText().max(64).optional().describe('The map path a patrol follows.'),
    cleanMode: ZCleanMode.optional().describe('cover: the reachable area; patrol: follow pathId.'),
    repeat: z.number().int().min(1).max(99).optional().describe('Rounds, 1–99.'),
    name: deviceText().max(60).optional(),
  }),
  /** Make another of the robot's maps the active one; the old map's data is archived on the robot. */
  setMap: z.object({ mapId: deviceText().min(1).max(64).describe('One of the maps the robot holds.') }),
  /** Send one map (a copy from another robot) to the robot, which adds it to its maps. */
  importMap: z.object({ map: ZMapInfo, grid: ZMapGrid.shape.data }),
  /** Publish the grid of one map on `up/map`. */
  uploadMap: z.object({ mapId: deviceText().min(1).max(64).describe('One of the maps the robot holds.') }),
  /** Replace the robot's schedule (scheduled tasks and reservations); it runs them on its own clock. */
  syncSchedule: ZSchedule,
  /** Publish the configuration on `up/config`. */
  getConfig: z.object({}),
  /** Change configuration values (all of them on `replace`, the import); answered by a new `up/config`. */
  setConfig: z.object({
    values: ZRobotConfigValues.partial().describe('The values to change.'),
    replace: z.boolean().optional().describe('true: an import, every value is present.'),
  }),
  /** Upload the log of the last `minutes` on `up/log` under `logId`. */
  uploadLog: z.object({
    logId: z.string().uuid().describe('Echo it in the up/log message.'),
    minutes: z.number().int().min(1).max(LOG_MINUTES_MAX).describe('How far back the log goes, minutes (1–1440).'),
  }),
  /** A consumable was replaced: its used hours start again from zero. */
  resetConsumable: z.object({ key: deviceText().min(1).max(32).describe('The consumable replaced, as in up/config.') }),
  /**
   * Download, check and install a package (device protocol §11), reporting progress on `up/ota` with
   * the campaign and unit; after the reboot the new version shows in `up/config` versions and `up/status`.
   */
  otaUpgrade: z.object({
    campaignId: z.number().int().positive().describe('The OTA campaign: echo it in every up/ota message of this upgrade.'),
    unit: ZSoftwareType.describe('The unit to upgrade: mainUnit, controlUnit or app, as named in up/config versions.'),
    version: deviceText().min(1).max(60).describe('The version being installed, as the robot reports it afterwards (e.g. 2.5).'),
    url: z
      .string()
      .max(600)
      .regex(/^https?:\/\//)
      .describe('Where to download the package: HTTP Basic with the device number and secret; HTTP Range to resume; expires.'),
    md5: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .describe('MD5 of the whole package, lower-case hex: check it before installing (a mismatch fails with result x08).'),
    size: z.number().int().positive().describe('The package size in bytes.'),
    auth: z
      .enum(['device', 'none'])
      .describe("device: send the device credential (the console's own address); none: an external address, send no credential."),
  }),
} as const;
export type TCommandType = keyof typeof COMMAND_ARGS;
export const COMMAND_TYPES = Object.keys(COMMAND_ARGS) as TCommandType[];
export const ZCommandType = z.enum(COMMAND_TYPES as [TCommandType, ...TCommandType[]]);

/**
 * A command type no robot knows, sent only by the conformance probe (robotinfo/robot/probe): a robot
 * must answer it `failed` with reason `unsupported`. Its own name, so a stored probe never reads as a
 * real command.
 */
export const PROBE_UNKNOWN_COMMAND = 'probeUnknown' as const;

export const ZDeviceCommand = z.object({
  commandId: z
    .string()
    .uuid()
    .describe('Answer with it in up/ack; a repeated commandId is the same command (answer it again, never run it twice).'),
  type: ZCommandType,
  args: z.record(deviceText(), z.unknown()).default({}),
  /** Epoch ms after which the robot must not execute it. */
  expiresAt: z.number().int().positive().describe('Epoch milliseconds: after it, never execute; ack failed, reason expired.'),
});
export type TDeviceCommand = z.infer<typeof ZDeviceCommand>;

/** Default seconds the server waits for an ack before it marks the command "wait timeout". */
export const COMMAND_TIMEOUT_SECONDS_DEFAULT = 30;
/** Reasons a robot gives in a failed ack, as keys the console translates. */
export const ACK_REASONS = ['expired', 'locked', 'busy', 'lowBattery', 'unsupported', 'invalidArgs', 'fault'] as const;
