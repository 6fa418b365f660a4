import { zEnumOf, type EnumValue } from './define';

/** Upgrade progress reported by the main unit. */
export const UpgradeStepMain = {
  WAITING: 0,
  NOTICE_RECEIVED: 1,
  INFO_CHECK: 2,
  VERSION_COMPARE: 3,
  QUERY_PACKAGE: 4,
  DOWNLOAD: 5,
  DOWNLOAD_DONE: 6,
  FILE_CHECK: 7,
  BACKUP: 8,
  DECOMPRESS: 9,
  REPLACE: 10,
  REBOOT: 11,
  SUCCESS: 12,
  ROLLBACK: 13,
} as const;
export const ZUpgradeStepMain = zEnumOf(UpgradeStepMain);
export type TUpgradeStepMain = EnumValue<typeof UpgradeStepMain>;

/**
 * Upgrade progress of the control unit: the spec lists only the numbers (0–8, 11–13). We read them
 * as the main unit's steps of the same number; the control unit has no decompress/replace step.
 */
export const UpgradeStepControl = {
  WAITING: 0,
  NOTICE_RECEIVED: 1,
  INFO_CHECK: 2,
  VERSION_COMPARE: 3,
  QUERY_PACKAGE: 4,
  DOWNLOAD: 5,
  DOWNLOAD_DONE: 6,
  FILE_CHECK: 7,
  BACKUP: 8,
  REBOOT: 11,
  SUCCESS: 12,
  ROLLBACK: 13,
} as const;
export const ZUpgradeStepControl = zEnumOf(UpgradeStepControl);
export type TUpgradeStepControl = EnumValue<typeof UpgradeStepControl>;

/** Upgrade progress of the robot's app: the spec lists only 0–7, so these meanings are ours. */
export const UpgradeStepApp = {
  WAITING: 0,
  NOTICE_RECEIVED: 1,
  VERSION_COMPARE: 2,
  DOWNLOAD: 3,
  DOWNLOAD_DONE: 4,
  INSTALL: 5,
  SUCCESS: 6,
  FAILED: 7,
} as const;
export const ZUpgradeStepApp = zEnumOf(UpgradeStepApp);
export type TUpgradeStepApp = EnumValue<typeof UpgradeStepApp>;

/** The newer step set (1–7) reported by recent firmware for any unit. */
export const UpgradeStep = {
  PREPARE: 1,
  DOWNLOAD: 2,
  VERIFY: 3,
  INSTALL: 4,
  ROLLBACK: 5,
  REBOOT: 6,
  DONE: 7,
} as const;
export const ZUpgradeStep = zEnumOf(UpgradeStep);
export type TUpgradeStep = EnumValue<typeof UpgradeStep>;

/**
 * Upgrade result codes: 101–115 for the main unit, 201–215 with the same meanings for the second
 * unit. The spec lists the fifteen meanings but not which code carries which; we assign them in the
 * order listed (101 executing task … 115 unknown). Check against real robots before relying on it.
 */
export const UpgradeResult = {
  MAIN_EXECUTING_TASK: 101,
  MAIN_UPGRADING: 102,
  MAIN_NOTHING_TO_UPGRADE: 103,
  MAIN_ALREADY_LATEST: 104,
  MAIN_NETWORK_ANOMALY: 105,
  MAIN_QUERY_FAILED: 106,
  MAIN_DOWNLOAD_FAILED: 107,
  MAIN_VERIFY_FAILED: 108,
  MAIN_DECRYPT_FAILED: 109,
  MAIN_UNZIP_FAILED: 110,
  MAIN_BACKUP_FAILED: 111,
  MAIN_REMOVE_OLD_FAILED: 112,
  MAIN_INSTALL_FAILED: 113,
  MAIN_ROLLBACK_FAILED: 114,
  MAIN_UNKNOWN: 115,
  SECOND_EXECUTING_TASK: 201,
  SECOND_UPGRADING: 202,
  SECOND_NOTHING_TO_UPGRADE: 203,
  SECOND_ALREADY_LATEST: 204,
  SECOND_NETWORK_ANOMALY: 205,
  SECOND_QUERY_FAILED: 206,
  SECOND_DOWNLOAD_FAILED: 207,
  SECOND_VERIFY_FAILED: 208,
  SECOND_DECRYPT_FAILED: 209,
  SECOND_UNZIP_FAILED: 210,
  SECOND_BACKUP_FAILED: 211,
  SECOND_REMOVE_OLD_FAILED: 212,
  SECOND_INSTALL_FAILED: 213,
  SECOND_ROLLBACK_FAILED: 214,
  SECOND_UNKNOWN: 215,
} as const;
export const ZUpgradeResult = zEnumOf(UpgradeResult);
export type TUpgradeResult = EnumValue<typeof UpgradeResult>;

/** Which unit reported a result code, and the code's meaning shared by both units (1–15). */
export const upgradeResultUnit = (code: TUpgradeResult): 'main' | 'second' => (code < 200 ? 'main' : 'second');
export const upgradeResultMeaning = (code: TUpgradeResult): number => code % 100;

export const PackageType = { TEST: 'test', DEMO: 'demo', TRIAL: 'trial', OFFICIAL: 'official' } as const;
export const ZPackageType = zEnumOf(PackageType);
export type TPackageType = EnumValue<typeof PackageType>;
