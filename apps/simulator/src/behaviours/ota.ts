import { COMMAND_ARGS, SoftwareType, UpgradeStepApp, UpgradeStepControl, UpgradeStepMain, type TSoftwareType } from '@fleet/contracts';
import type { z } from 'zod';
import type { RobotModel } from '../robot-model';
import type { CommandTable } from './commands';

export type OtaArgs = z.infer<typeof COMMAND_ARGS.otaUpgrade>;

/** A robot takes an upgrade only with this much charge: a flat battery mid-install bricks a unit. */
export const OTA_MIN_BATTERY = 30;

/** How a simulated upgrade goes wrong (device protocol §11 result codes): the failure profiles. */
export const OTA_FAILURES = ['network', 'md5', 'install'] as const;
export type OtaFailure = (typeof OTA_FAILURES)[number];

/**
 * The step numbers each unit reports, named by what the runner does (device protocol §11 tables).
 * The app has no backup, decompress or reboot step of its own and ends failures on its step 7.
 */
export const OTA_STEPS: Record<
  TSoftwareType,
  {
    notice: number;
    check: number;
    download: number;
    downloaded: number;
    verify: number;
    install: number[];
    reboot: number | null;
    success: number;
    rollback: number | null;
    failed: number | null;
  }
> = {
  [SoftwareType.MAIN_UNIT]: {
    notice: UpgradeStepMain.NOTICE_RECEIVED,
    check: UpgradeStepMain.VERSION_COMPARE,
    download: UpgradeStepMain.DOWNLOAD,
    downloaded: UpgradeStepMain.DOWNLOAD_DONE,
    verify: UpgradeStepMain.FILE_CHECK,
    install: [UpgradeStepMain.BACKUP, UpgradeStepMain.DECOMPRESS, UpgradeStepMain.REPLACE],
    reboot: UpgradeStepMain.REBOOT,
    success: UpgradeStepMain.SUCCESS,
    rollback: UpgradeStepMain.ROLLBACK,
    failed: null,
  },
  [SoftwareType.CONTROL_UNIT]: {
    notice: UpgradeStepControl.NOTICE_RECEIVED,
    check: UpgradeStepControl.VERSION_COMPARE,
    download: UpgradeStepControl.DOWNLOAD,
    downloaded: UpgradeStepControl.DOWNLOAD_DONE,
    verify: UpgradeStepControl.FILE_CHECK,
    install: [UpgradeStepControl.BACKUP],
    reboot: UpgradeStepControl.REBOOT,
    success: UpgradeStepControl.SUCCESS,
    rollback: UpgradeStepControl.ROLLBACK,
    failed: null,
  },
  [SoftwareType.APP]: {
    notice: UpgradeStepApp.NOTICE_RECEIVED,
    check: UpgradeStepApp.VERSION_COMPARE,
    download: UpgradeStepApp.DOWNLOAD,
    downloaded: UpgradeStepApp.DOWNLOAD_DONE,
    verify: UpgradeStepApp.DOWNLOAD_DONE,
    install: [UpgradeStepApp.INSTALL],
    reboot: null,
    success: UpgradeStepApp.SUCCESS,
    rollback: null,
    failed: UpgradeStepApp.FAILED,
  },
};

/** The result code of a failure meaning (1–15) for a unit: 1xx main unit, 2xx the second unit. */
export const otaResult = (unit: TSoftwareType, meaning: number) => (unit === SoftwareType.MAIN_UNIT ? 100 : 200) + meaning;
/** Meanings of the result codes the simulator produces (contracts' UpgradeResult order). */
export const OTA_MEANING = { networkAnomaly: 5, verifyFailed: 8, installFailed: 13 } as const;

/**
 * Accepts an upgrade when a robot would (docked or idle, not locked, not in a fault, charged enough,
 * not upgrading already); the download and install then run outside the model (ota-runner.ts), which
 * clears `m.ota` at the end. Meanwhile the robot refuses to drive (canDrive) and reservations report
 * "upgrading".
 */
export const OTA_COMMANDS: CommandTable = {
  otaUpgrade: (m: RobotModel, raw) => {
    const args = COMMAND_ARGS.otaUpgrade.safeParse(raw);
    if (!args.success) return 'invalidArgs';
    if (m.locked) return 'locked';
    if (m.fault || m.emergencyUntil !== null) return 'fault';
    if (m.ota || m.task || (m.activity !== 'idle' && m.activity !== 'charging')) return 'busy';
    if (m.battery < OTA_MIN_BATTERY) return 'lowBattery';
    m.ota = { args: args.data, started: false };
    return null;
  },
};
