/** Business constants and limits of spec §9. */
export const PAGE_DEFAULT = 1;
export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;

export const REQUEST_TIMEOUT_MS = 30_000;
export const LANDMARK_UPLOAD_TIMEOUT_MS = 30 * 60_000;
export const HELP_UPLOAD_TIMEOUT_MS = 60 * 60_000;
export const REQUEST_RETRIES = 3;
export const REQUEST_RETRY_DELAY_MS = 1_000;

export const MESSAGE_MAX_COUNT = 3;
export const NOTIFICATION_Z_INDEX = 4000;
export const RESIZE_DEBOUNCE_MS = 200;
export const MOBILE_BREAKPOINT_PX = 1400;
export const DESIGN_WIDTH_PX = 750;

export const TEXT_LIMITS = [20, 30, 32, 60, 300] as const;
export const PASSWORD_MIN_EXCLUSIVE = 8;
export const ACCOUNT_MIN = 6;
export const DEVICE_SUFFIX_DIGITS = 5;

export const BATTERY_DAMAGE_BELOW = 10;
export const BATTERY_CHARGE_SOON_BELOW = 20;
export const VIDEO_SPLIT_LAYOUTS = [4, 9, 16] as const;
export const MONITOR_WINDOWS = ['current', 'week', 'month'] as const;
export const STATISTICS_RANGES = ['today', 'last7', 'last30', 'range'] as const;

/** Units of spec §9, keyed by quantity. */
export const UNITS = {
  battery: '%',
  speed: 'm/s',
  area: 'm²',
  time: 'min',
  traffic: 'M',
  energy: 'kWh',
  water: 'L',
  distance: 'km',
} as const;

/** Login hardening: a captcha after this many failures, a lock after LOGIN_LOCK_AFTER for LOGIN_LOCK_MINUTES. */
export const LOGIN_CAPTCHA_AFTER = 3;
export const LOGIN_LOCK_AFTER = 10;
export const LOGIN_LOCK_MINUTES = 15;
