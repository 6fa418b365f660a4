import { langToStored, SETTING_KEYS, SETTING_RANGES, type TSettingKey } from '@fleet/contracts';
import type { TFunction } from 'i18next';

export type NumberSettingKey = Exclude<TSettingKey, 'junkEventModeDefault'>;
type Unit = 'minutes' | 'percent' | 'rows';

/** The numeric settings' ranges (the contract's, which ZSettings checks) and the unit each is shown with. */
export const NUMBER_SETTINGS: Readonly<Record<NumberSettingKey, { min: number; max: number; unit: Unit }>> = {
  offlineMinutes: { ...SETTING_RANGES.offlineMinutes, unit: 'minutes' },
  batteryChargeSoonBelow: { ...SETTING_RANGES.batteryChargeSoonBelow, unit: 'percent' },
  batteryDamageBelow: { ...SETTING_RANGES.batteryDamageBelow, unit: 'percent' },
  pageSizeDefault: { ...SETTING_RANGES.pageSizeDefault, unit: 'rows' },
};

const isSettingKey = (key: string): key is TSettingKey => (SETTING_KEYS as readonly string[]).includes(key);

/** A setting's value as a person reads it: "10 min", "20%", "15 rows", or the junk event mode's label. */
export const formatSetting = (t: TFunction, key: string, value: unknown): string => {
  if (!isSettingKey(key)) return typeof value === 'string' ? value : JSON.stringify(value);
  if (key === 'junkEventModeDefault') return t(`shared:enums.JunkEventMode.${String(value)}`);
  return t(`configure:units.${NUMBER_SETTINGS[key].unit}`, { value });
};

/** A setting's field label (shared `fields.*`); a key the console does not know reads as itself. */
export const settingLabel = (t: TFunction, key: string) => (isSettingKey(key) ? t(`shared:fields.${key}`) : key);

/** An enumeration's readable name ("Work status"); one the console has no name for reads as itself. */
export const enumTitle = (t: TFunction, name: string) => t(`configure:enumNames.${name}`, { defaultValue: name });

/** A dictionary language (zh/en/ja) by its own name, as the language switch shows it. */
export const langName = (t: TFunction, lang: string | null) =>
  lang === 'zh' || lang === 'en' || lang === 'ja' ? t(`common:languages.${langToStored(lang)}`) : (lang ?? '—');
