import { langToStored, OFFLINE_MINUTES_MAX, PAGE_SIZE_MAX, PAGE_SIZE_MIN, SETTING_KEYS, type TSettingKey } from '@fleet/contracts';
import type { TFunction } from 'i18next';

export type NumberSettingKey = Exclude<TSettingKey, 'junkEventModeDefault'>;
type Unit = 'minutes' | 'percent' | 'rows';

/** The numeric settings' ranges (ZSettings') and the unit each is shown with. */
export const NUMBER_SETTINGS: Readonly<Record<NumberSettingKey, { min: number; max: number; unit: Unit }>> = {
  offlineMinutes: { min: 1, max: OFFLINE_MINUTES_MAX, unit: 'minutes' },
  batteryChargeSoonBelow: { min: 1, max: 100, unit: 'percent' },
  batteryDamageBelow: { min: 0, max: 99, unit: 'percent' },
  pageSizeDefault: { min: PAGE_SIZE_MIN, max: PAGE_SIZE_MAX, unit: 'rows' },
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
