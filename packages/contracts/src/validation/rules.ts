import { z } from 'zod';
import { ACCOUNT_MIN, DEVICE_SUFFIX_DIGITS, PASSWORD_MIN_EXCLUSIVE } from '../common/constants';

/**
 * Validation rules of spec §5, shared by the forms and the server. Each failure's message is a key
 * of the `validation` catalogue (i18n/<lang>.ts), never English, so both sides can translate it.
 */
export const V = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  spaces: 'validation.spaces',
  passwordWeak: 'validation.passwordWeak',
  passwordMismatch: 'validation.passwordMismatch',
  phone: 'validation.phone',
  email: 'validation.email',
  account: 'validation.account',
  digits: 'validation.digits',
  alnum: 'validation.alnum',
  deviceNumber: 'validation.deviceNumber',
  deviceSuffix: 'validation.deviceSuffix',
  simulatedPrefix: 'validation.simulatedPrefix',
  deviceModel: 'validation.deviceModel',
  hostingRange: 'validation.hostingRange',
  endBeforeStart: 'validation.endBeforeStart',
  rangeTooLong: 'validation.rangeTooLong',
  invalid: 'validation.invalid',
  characters: 'validation.characters',
  longitude: 'validation.longitude',
  latitude: 'validation.latitude',
  coordinatePair: 'validation.coordinatePair',
  versionMinor: 'validation.versionMinor',
  md5: 'validation.md5',
  url: 'validation.url',
  wavePercents: 'validation.wavePercents',
  csvColumnMissing: 'validation.csvColumnMissing',
  csvTooManyRows: 'validation.csvTooManyRows',
  csvNoRows: 'validation.csvNoRows',
  modelUnknown: 'validation.modelUnknown',
  duplicateInFile: 'validation.duplicateInFile',
  ymd: 'validation.ymd',
  csvUnreadable: 'validation.csvUnreadable',
  devicesUnknown: 'validation.devicesUnknown',
  productTypeMismatch: 'validation.productTypeMismatch',
  datetime: 'validation.datetime',
  productUnknown: 'validation.productUnknown',
  duplicateKey: 'validation.duplicateKey',
  robotTypeUnknown: 'validation.robotTypeUnknown',
  offlineMinutes: 'validation.offlineMinutes',
  percent: 'validation.percent',
  pageSize: 'validation.pageSize',
  batteryLevels: 'validation.batteryLevels',
  qrCount: 'validation.qrCount',
  qrCodeNumber: 'validation.qrCodeNumber',
  qrDeviceNotOwned: 'validation.qrDeviceNotOwned',
  areaFloors: 'validation.areaFloors',
  areaParkFloors: 'validation.areaParkFloors',
  areaZones: 'validation.areaZones',
  areaWorkArea: 'validation.areaWorkArea',
  areaFrequency: 'validation.areaFrequency',
  areaLiftControl: 'validation.areaLiftControl',
  areaRobotsMax: 'validation.areaRobotsMax',
  areaRobotUnknown: 'validation.areaRobotUnknown',
  landmarkNotPoint: 'validation.landmarkNotPoint',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

/**
 * An empty value fails with `required` alone: without `abort`, zod 4 would run the later checks too
 * and an empty password would also be reported as weak.
 */
const REQUIRED = { error: V.required, abort: true } as const;

/** A UTF-16 half without its other half: no character at all, and not valid UTF-8 once encoded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL stores as it was sent: no NUL (a `text` column refuses it, which answered 500) and
 * no half of a surrogate pair (it would be stored as U+FFFD, silently changed).
 */
export const isStorableText = (s: string) => !s.includes('\0') && !LONE_SURROGATE.test(s);

/**
 * Every string a client sends (body, query, path) starts here, so the rule above holds for all of
 * them in one place; `input-strings.test.ts` walks every route's schemas to keep it that way.
 */
export const zString = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isStorableText, V.characters);

/** An IANA time zone this runtime knows ("Asia/Shanghai"): what Intl accepts, the server's and the browser's alike. */
export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const NO_SPACES = /^\S*$/;
const NO_EDGE_SPACES = (s: string) => s === s.trim();

/** Required text of at most `max` characters, with no leading or trailing spaces. */
export const zText = (max: 20 | 30 | 32 | 60 | 300) =>
  zString({ error: V.required }).min(1, REQUIRED).max(max, V.tooLong).refine(NO_EDGE_SPACES, V.spaces);

/**
 * Optional text: empty string is treated as absent. The '' branch comes first because a union
 * answers with its first match, and the string branch would keep '' as it is.
 */
export const zOptText = (max: 20 | 30 | 32 | 60 | 300) =>
  z
    .literal('')
    .transform(() => undefined)
    .or(zString().max(max, V.tooLong).refine(NO_EDGE_SPACES, V.spaces).optional());

/**
 * Text that may be emptied: '' stays '' (an edit that clears the field), so unlike zOptText an absent
 * field and an emptied one differ.
 */
export const zClearableText = (max: 20 | 30 | 32 | 60 | 300) => zString().max(max, V.tooLong).refine(NO_EDGE_SPACES, V.spaces);

/** Longer than 8 characters with digits, upper case, lower case and special characters; no spaces. */
export const ZPassword = zString({ error: V.required })
  .min(1, REQUIRED)
  .max(32, V.tooLong)
  .regex(NO_SPACES, V.spaces)
  .refine(
    (s) => s.length > PASSWORD_MIN_EXCLUSIVE && /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s) && /[^A-Za-z0-9\s]/.test(s),
    V.passwordWeak,
  );

/** Letters and digits only, at least 6. */
export const ZAccount = zString({ error: V.required })
  .min(1, REQUIRED)
  .max(20, V.tooLong)
  .regex(/^[A-Za-z0-9]*$/, V.account)
  .min(ACCOUNT_MIN, V.account);

/** Mobile or landline: optional +country code, 7–15 digits, single dashes or spaces between groups not allowed. */
export const ZPhone = zString({ error: V.required })
  .min(1, REQUIRED)
  .max(20, V.tooLong)
  .regex(/^\+?\d{7,15}$/, V.phone);

export const ZEmail = zString({ error: V.required })
  .min(1, REQUIRED)
  .max(60, V.tooLong)
  .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, V.email);

/** "Numbers need 4 or more digits." */
export const ZDigits4 = zString().regex(/^\d{4,}$/, V.digits);

/** "Some fields accept English letters and digits only." */
export const ZAlnum = (max: 20 | 30 | 32 | 60) =>
  zString()
    .min(1, REQUIRED)
    .max(max, V.tooLong)
    .regex(/^[A-Za-z0-9]+$/, V.alnum);

/** YJ-{model}-NNNNN for real robots, SIMULATION-{model}-NNNNN for simulated ones. */
export const DEVICE_NUMBER_RE = new RegExp(`^(YJ|SIMULATION)-([A-Za-z0-9]+)-(\\d{${DEVICE_SUFFIX_DIGITS}})$`);

export const ZDeviceNumber = zString({ error: V.required })
  .min(1, REQUIRED)
  .max(60, V.tooLong)
  .superRefine((s, ctx) => {
    if (DEVICE_NUMBER_RE.test(s)) return;
    const m = /^(YJ|SIMULATION)-([A-Za-z0-9]+)-(.*)$/.exec(s);
    ctx.addIssue({ code: 'custom', message: m ? V.deviceSuffix : V.deviceNumber });
  });

export const parseDeviceNumber = (s: string) => {
  const m = DEVICE_NUMBER_RE.exec(s);
  return m ? { simulated: m[1] === 'SIMULATION', model: m[2]!, suffix: m[3]! } : null;
};

/** An instant the console sends (ISO, local day bounds): anything `Date.parse` reads. */
export const ZInstant = zString({ error: V.required })
  .min(1, V.required)
  .refine((s) => !Number.isNaN(Date.parse(s)), V.invalid);

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export const isYmd = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
export const ZYmd = zString().refine(isYmd, V.invalid);

/** True when an end is not earlier than its start (either may be absent). */
export const isOrderedRange = (start: Date | string | number | null | undefined, end: Date | string | number | null | undefined) =>
  start == null || end == null || new Date(end).getTime() >= new Date(start).getTime();

/** A start/end pair where the end is not earlier than the start. */
export const ZTimeRange = z
  .object({ start: z.coerce.date(), end: z.coerce.date() })
  .refine((r) => isOrderedRange(r.start, r.end), { message: V.endBeforeStart, path: ['end'] });
