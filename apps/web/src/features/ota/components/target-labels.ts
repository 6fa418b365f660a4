import { STEP_ENUM_OF_UNIT, type TSoftwareType } from '@fleet/contracts';
import type { TFunction } from 'i18next';

/** A reported step by the step table of the campaign's unit, with its percent when the robot sent one. */
export const stepText = (t: TFunction, unit: TSoftwareType, step: number | null, percent: number | null) => {
  if (step == null) return null;
  const name = t(`shared:enums.${STEP_ENUM_OF_UNIT[unit]}.${step}`, { defaultValue: String(step) });
  return percent == null ? name : `${name} · ${percent} %`;
};

/** A result code with its meaning ("113 · verification failed"). */
export const resultText = (t: TFunction, result: number | null) =>
  result == null ? null : `${result} · ${t(`shared:enums.UpgradeResult.${result}`, { defaultValue: '' })}`.replace(/ · $/, '');

/** A wait reason of the contract by its label; another reason (a server note) as it came. */
export const reasonText = (t: TFunction, reason: string | null) =>
  reason == null ? null : t(`shared:enums.OtaWaitReason.${reason}`, { defaultValue: reason });
