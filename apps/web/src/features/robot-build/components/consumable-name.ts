import type { TFunction } from 'i18next';

/**
 * A consumable's name in the current language: the names the operate configuration tab shows
 * (robotConfig's catalogue), the robot's own key for one it does not know.
 */
export const consumableName = (t: TFunction, key: string) => t(`robotConfig:consumables.names.${key}`, { defaultValue: key });
