/**
 * Business codes carried in `code`. HTTP 401/403 are reserved for session problems only, because the
 * client logs the user out on either (design.md §3): a valid session that lacks a permission gets 400.
 */
export const ErrorCode = {
  OK: 0,
  SESSION_GONE: 10000,
  VALIDATION: 40001,
  NO_CHANGES: 40002,
  BAD_REQUEST: 40003,
  UNAUTHENTICATED: 40100,
  LOGGED_IN_ELSEWHERE: 40101,
  LOGIN_EXPIRED: 40300,
  PERMISSION_DENIED: 40310,
  PASSWORD_CHANGE_REQUIRED: 40311,
  NOT_FOUND: 40400,
  ROUTE_NOT_FOUND: 40401,
  CONFLICT: 40900,
  BAD_CREDENTIALS: 41001,
  CAPTCHA_REQUIRED: 41002,
  CAPTCHA_WRONG: 41003,
  ACCOUNT_LOCKED: 41004,
  OLD_PASSWORD_WRONG: 41005,
  PASSWORD_REUSED: 41006,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  UNAVAILABLE: 50300,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type TErrorCode = (typeof ErrorCode)[ErrorCodeName];

/** HTTP status each business code travels with. */
export const errorHttpStatus: Record<ErrorCodeName, number> = {
  OK: 200,
  SESSION_GONE: 401,
  VALIDATION: 400,
  NO_CHANGES: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  LOGGED_IN_ELSEWHERE: 401,
  LOGIN_EXPIRED: 403,
  PERMISSION_DENIED: 400,
  PASSWORD_CHANGE_REQUIRED: 400,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_CREDENTIALS: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_WRONG: 400,
  ACCOUNT_LOCKED: 400,
  OLD_PASSWORD_WRONG: 400,
  PASSWORD_REUSED: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const errorCodeName = (code: number): ErrorCodeName | undefined =>
  (Object.keys(ErrorCode) as ErrorCodeName[]).find((k) => ErrorCode[k] === code);
