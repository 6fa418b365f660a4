import { z } from 'zod';
import { zId } from '../common/ids';
import { ZConsumable, ZRobotConfigValues } from '../device/operate-payloads';
import { ZSimStatus } from '../enums/misc.enums';
import { zString, zText } from '../validation/rules';

/** A consumable as the console shows it: what the robot reported plus what is left of its lifespan. */
export const ZConsumableLife = ZConsumable.extend({
  remainingHours: z.number(),
  /** 0–100; below CONSUMABLE_WARN_PERCENT the console warns. */
  remainingPercent: z.number(),
});
export type TConsumableLife = z.infer<typeof ZConsumableLife>;

/** Below this share of its lifespan a consumable is shown in the warning colour. */
export const CONSUMABLE_WARN_PERCENT = 10;

/** The configuration a robot last reported (robot_config); the console never invents values. */
export const ZRobotConfig = z.object({
  robotId: z.number().int(),
  values: ZRobotConfigValues,
  consumables: z.array(ZConsumableLife),
  sim: z
    .object({ status: ZSimStatus, iccid: z.string().optional(), operator: z.string().optional(), trafficMb: z.number().optional() })
    .nullable(),
  scheduleVersion: z.string().nullable(),
  versions: z.record(z.string(), z.string()),
  /** When the robot produced the report (ISO). */
  reportedAt: z.string(),
});
export type TRobotConfig = z.infer<typeof ZRobotConfig>;

export const ZRobotIdBody = z.object({ robotId: zId() });

/** Save from the configuration or settings page: only the values that changed. */
export const ZSetRobotConfigBody = z.object({ robotId: zId(), values: ZRobotConfigValues.partial() });
export type TSetRobotConfigBody = z.infer<typeof ZSetRobotConfigBody>;

/** Import: the whole exported object, which overwrites every value on the robot. */
export const ZImportRobotConfigBody = z.object({ robotId: zId(), values: ZRobotConfigValues });
export type TImportRobotConfigBody = z.infer<typeof ZImportRobotConfigBody>;

export const ZResetConsumableBody = z.object({ robotId: zId(), key: zString().min(1).max(32) });
export type TResetConsumableBody = z.infer<typeof ZResetConsumableBody>;

export const ZRobotAliasBody = z.object({ robotId: zId(), alias: zText(30) });
export type TRobotAliasBody = z.infer<typeof ZRobotAliasBody>;

/** Remaining life of a consumable, never below zero (an overdue brush still reads 0 h, 0 %). */
export const consumableLife = (c: z.infer<typeof ZConsumable>): TConsumableLife => {
  const remainingHours = Math.max(0, c.lifespanHours - c.usedHours);
  return {
    ...c,
    remainingHours: Math.round(remainingHours * 10) / 10,
    remainingPercent: Math.round((remainingHours / c.lifespanHours) * 1000) / 10,
  };
};
