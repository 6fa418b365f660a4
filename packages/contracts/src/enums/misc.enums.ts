import { zEnumOf, type EnumValue } from './define';

/**
 * SIM card status codes as the carrier platform reports them. The spec gives only the numbers; the
 * names and labels are ours, chosen after the usual IoT-carrier life cycle.
 */
export const SimStatus = {
  NORMAL: 0,
  STOPPED: 2,
  PENDING_ACTIVATION: 4,
  TESTING: 5,
  INVENTORY: 8,
  PRE_CANCELLED: 9,
  CANCELLED: 20,
  DATA_LIMIT_REACHED: 21,
  SILENT: 80,
  UNKNOWN: 99,
} as const;
export const ZSimStatus = zEnumOf(SimStatus);
export type TSimStatus = EnumValue<typeof SimStatus>;

/** A discarded QR code is never reused; only an unbound code may be discarded. */
export const QrCodeState = { IN_USE: 'in_use', DISCARDED: 'discarded' } as const;
export const ZQrCodeState = zEnumOf(QrCodeState);
export type TQrCodeState = EnumValue<typeof QrCodeState>;

/** An area (spec §3): a building is indoors, with floors; a park is outdoors (area/area.rules.ts). */
export const AreaKind = { BUILDING: 1, PARK: 2 } as const;
export const ZAreaKind = zEnumOf(AreaKind);
export type TAreaKind = EnumValue<typeof AreaKind>;

/** The interface language as stored by the web (same values as STORED_LANGS). */
export const Language = { ZH_CN: 'zhCN', EN_US: 'enUS', JA_JP: 'jaJP' } as const;
export const ZLanguage = zEnumOf(Language);
export type TLanguage = EnumValue<typeof Language>;
