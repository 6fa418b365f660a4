import { zEnumOf, type EnumValue } from './define';

/** Where a fault is in its handling: open → acknowledged (someone is on it) → resolved. */
export const FaultState = {
  OPEN: 'open',
  ACKNOWLEDGED: 'acknowledged',
  RESOLVED: 'resolved',
} as const;
export const ZFaultState = zEnumOf(FaultState);
export type TFaultState = EnumValue<typeof FaultState>;

/** What raised it: a robot event of warning level or above, or the robot being offline too long. */
export const FaultKind = {
  EVENT: 'event',
  CONNECTIVITY: 'connectivity',
} as const;
export const ZFaultKind = zEnumOf(FaultKind);
export type TFaultKind = EnumValue<typeof FaultKind>;
