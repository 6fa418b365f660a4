import { z } from 'zod';
import { BATTERY_CHARGE_SOON_BELOW, BATTERY_DAMAGE_BELOW, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/constants';
import { JUNK_EVENT_MODE_DEFAULT, ZJunkEventMode } from '../enums/robot.enums';
import { FAULT_OFFLINE_MINUTES_DEFAULT } from '../robot-fault/fault.enums';
import { V } from '../validation/rules';

/** One week: a robot away longer than that is lost, not offline. */
export const OFFLINE_MINUTES_MAX = 10_080;
export const PAGE_SIZE_MIN = 5;

/** The numeric settings' ranges: the rule below and the screen's number fields read them. */
export const SETTING_RANGES = {
  offlineMinutes: { min: 1, max: OFFLINE_MINUTES_MAX },
  batteryChargeSoonBelow: { min: 1, max: 100 },
  batteryDamageBelow: { min: 0, max: 99 },
  pageSizeDefault: { min: PAGE_SIZE_MIN, max: PAGE_SIZE_MAX },
} as const;

const whole = ({ min, max }: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * The business constants platform staff change on the configure screen (issue 16), applied without a
 * restart by every instance. Each key is read in one place: the connectivity sweep and the home summary
 * (offlineMinutes), attentionReasons and the battery display (the two battery levels), every paged list
 * (pageSizeDefault), the demo fleet's factory configuration (junkEventModeDefault).
 */
export const ZSettings = z
  .object({
    offlineMinutes: whole(SETTING_RANGES.offlineMinutes, V.offlineMinutes),
    batteryChargeSoonBelow: whole(SETTING_RANGES.batteryChargeSoonBelow, V.percent),
    batteryDamageBelow: whole(SETTING_RANGES.batteryDamageBelow, V.percent),
    pageSizeDefault: whole(SETTING_RANGES.pageSizeDefault, V.pageSize),
    junkEventModeDefault: ZJunkEventMode,
  })
  .refine((s) => s.batteryDamageBelow < s.batteryChargeSoonBelow, { message: V.batteryLevels, path: ['batteryDamageBelow'] });
export type TSettings = z.infer<typeof ZSettings>;
export type TSettingKey = keyof TSettings;
export const SETTING_KEYS = [
  'offlineMinutes',
  'batteryChargeSoonBelow',
  'batteryDamageBelow',
  'pageSizeDefault',
  'junkEventModeDefault',
] as const satisfies readonly TSettingKey[];

/** The built-in values; the server's environment may change offlineMinutes (FAULT_OFFLINE_MINUTES). */
export const SETTINGS_DEFAULTS: TSettings = {
  offlineMinutes: FAULT_OFFLINE_MINUTES_DEFAULT,
  batteryChargeSoonBelow: BATTERY_CHARGE_SOON_BELOW,
  batteryDamageBelow: BATTERY_DAMAGE_BELOW,
  pageSizeDefault: PAGE_SIZE_DEFAULT,
  junkEventModeDefault: JUNK_EVENT_MODE_DEFAULT,
};

export const ZSettingsAnswer = z.object({
  /** What applies now. */
  values: ZSettings,
  /** What applies when nobody changed a setting (the reset value of the screen). */
  defaults: ZSettings,
});
export type TSettingsAnswer = z.infer<typeof ZSettingsAnswer>;

/** The battery state a percentage shows with the current settings (home, robot lists, charts). */
export const batteryLevel = (pct: number, s: Pick<TSettings, 'batteryChargeSoonBelow' | 'batteryDamageBelow'>) =>
  pct < s.batteryDamageBelow ? 'damage' : pct < s.batteryChargeSoonBelow ? 'chargeSoon' : 'ok';
