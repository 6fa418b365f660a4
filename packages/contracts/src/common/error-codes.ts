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
  /** A display link that was revoked, deleted, has expired or never existed: the wall display asks for a new one. */
  DISPLAY_LINK_ENDED: 40102,
  LOGIN_EXPIRED: 40300,
  PERMISSION_DENIED: 40310,
  PASSWORD_CHANGE_REQUIRED: 40311,
  NOT_FOUND: 40400,
  ROUTE_NOT_FOUND: 40401,
  CONFLICT: 40900,
  ACCOUNT_EXISTS: 40901,
  ORG_CODE_EXISTS: 40902,
  ORG_NOT_EMPTY: 40903,
  ROLE_IN_USE: 40904,
  GRANT_NOT_HELD: 40320,
  ROLE_NOT_ASSIGNABLE: 40321,
  ORG_LEVEL_INVALID: 40004,
  CANNOT_CHANGE_SELF: 40322,
  BUILTIN_ROLE: 40323,
  BAD_CREDENTIALS: 41001,
  CAPTCHA_REQUIRED: 41002,
  CAPTCHA_WRONG: 41003,
  ACCOUNT_LOCKED: 41004,
  OLD_PASSWORD_WRONG: 41005,
  PASSWORD_REUSED: 41006,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  UNAVAILABLE: 50300,
  DATABASE_UNAVAILABLE: 50301,
  DEVICE_EXISTS: 40905,
  ROBOT_OFFLINE: 40910,
  ROBOT_WORKING: 40911,
  ROBOT_LOCKED: 40912,
  ROBOT_UPGRADING: 40913,
  ROBOT_HOSTED: 40914,
  ROBOT_NOT_HOSTED: 40915,
  HOSTING_NOT_OWNER: 40916,
  ROBOT_STATE_UNCHANGED: 40917,
  SUFFIX_RANGE: 40006,
  MAP_NO_TASKS: 40920,
  NO_STARTING_POINT: 40921,
  MAP_COPY_FAILED: 40922,
  MAP_NOT_FOUND: 40923,
  MAP_NOT_UPLOADED: 40924,
  CONFIG_NOT_REPORTED: 40925,
  FAULT_ALREADY_ACKNOWLEDGED: 40930,
  FAULT_ALREADY_RESOLVED: 40931,
  WORK_ORDER_CLOSED: 40940,
  WORK_ORDER_FINISHED: 40941,
  WORK_ORDER_NOT_HANDLED: 40942,
  WORK_ORDER_NOT_ACCEPTED: 40943,
  WORK_ORDER_AWAITING_ACCEPTANCE: 40944,
  WORK_ORDER_ALREADY_ACCEPTED: 40945,
  QUESTION_CLOSED: 40946,
  TICKET_STEP_NOT_YOURS: 40324,
  TICKET_KIND_MISMATCH: 40947,
  /** The uploaded content (by its bytes, not its name) is not a kind this upload takes. */
  FILE_TYPE_NOT_ALLOWED: 40010,
  /** The upload passed the size limit of its kind; it was stopped midway and nothing was kept. */
  FILE_TOO_LARGE: 41300,
  /** A file still used by a document, article or work order cannot be deleted. */
  FILE_IN_USE: 40948,
  /** A requirement's state may only make the moves of DEMAND_MOVES (version/demand.schema.ts). */
  DEMAND_MOVE_REFUSED: 40960,
  /** A document save or restore based on a version that is no longer the current one (someone saved in between). */
  DOCUMENT_STALE: 40951,
  /** The software type already has a version of that number (spec §5: a version is never defined twice). */
  VERSION_EXISTS: 40961,
  /** A version with submitted packages keeps its type and number and cannot be deleted. */
  VERSION_IN_USE: 40962,
  /** The md5 the submitter gave differs from the one computed from the bytes received; nothing was kept. */
  PACKAGE_MD5_MISMATCH: 40963,
  /** A released package cannot be deleted or released again (withdraw it first). */
  PACKAGE_RELEASED: 40964,
  /** Only a submitted package can be released, and only a released one withdrawn. */
  PACKAGE_STATE_REFUSED: 40965,
  /** A robot's package download address has expired (device protocol §11): it waits for a new otaUpgrade command. */
  PACKAGE_GRANT_ENDED: 41040,
  /** The campaign is not in a state that allows this move (contracts' CAMPAIGN_MOVES). */
  CAMPAIGN_STATE_REFUSED: 40966,
  /** After the exclusions no robot is left for the campaign. */
  CAMPAIGN_NO_ROBOTS: 40967,
  /** The package cannot start a campaign: not released to the caller's organisation, or withdrawn. */
  CAMPAIGN_PACKAGE_REFUSED: 40968,
  /** A rollback needs robots that succeeded, all from one earlier version with a released package. */
  CAMPAIGN_ROLLBACK_REFUSED: 40969,
  /** The organisation's component catalogue holds this model already (letter case aside). */
  COMPONENT_MODEL_TAKEN: 40970,
  /** The organisation already sells a product under this model number (letter case aside). */
  PRODUCT_MODEL_TAKEN: 40971,
  /** A component of a product's bill does not fit the product's robot type. */
  COMPONENT_NOT_FOR_TYPE: 40972,
  /** Products' bills still hold this component model. */
  COMPONENT_MODEL_IN_USE: 40973,
  /** The component's state does not allow that action (discarded is final). */
  COMPONENT_STATE_REFUSED: 40974,
  /** The model already has a component with this serial number (letter case aside). */
  COMPONENT_SERIAL_TAKEN: 40975,
  /** Components of this model are still in the inventory. */
  COMPONENT_MODEL_IN_STOCK: 40976,
  /** A maintenance replacement names a component that is not installed in the record's robot. */
  COMPONENT_NOT_IN_ROBOT: 40977,
  /** The robot-type catalogue already has this code. */
  ROBOT_TYPE_CODE_TAKEN: 40978,
  /** Another robot type already has this model number (device numbers carry it). */
  ROBOT_TYPE_MODEL_TAKEN: 40979,
  /** Robots are registered with this type: it cannot be deleted nor its model changed. */
  ROBOT_TYPE_IN_USE: 40980,
  /** Products, component models, versions, requirements or deleted robots' rows still name this type. */
  ROBOT_TYPE_LISTED: 40981,
  /** The QR code is discarded: it is never used again (qr-code.rules.ts). */
  QR_CODE_DISCARDED: 40982,
  /** The QR code is bound to a device: unbind it first. */
  QR_CODE_BOUND: 40983,
  /** The QR code is not bound to any device. */
  QR_CODE_NOT_BOUND: 40984,
  /** The device already carries another QR code (one code per device). */
  QR_CODE_DEVICE_HAS_CODE: 40985,
  /** Another area of the same organisation has this name. */
  AREA_NAME_TAKEN: 40986,
  /** A robot chosen for the area cleans another area of the caller's subtree (named): remove it there first. */
  AREA_ROBOT_TAKEN: 40987,
  /** A robot chosen for the area cleans an area of an organisation the caller does not see. */
  AREA_ROBOT_TAKEN_ELSEWHERE: 40988,
  /** The robot already works at the landmark it is switched to. */
  LANDMARK_UNCHANGED: 40989,
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
  DISPLAY_LINK_ENDED: 401,
  LOGIN_EXPIRED: 403,
  PERMISSION_DENIED: 400,
  PASSWORD_CHANGE_REQUIRED: 400,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  ORG_CODE_EXISTS: 409,
  ORG_NOT_EMPTY: 409,
  ROLE_IN_USE: 409,
  GRANT_NOT_HELD: 400,
  ROLE_NOT_ASSIGNABLE: 400,
  ORG_LEVEL_INVALID: 400,
  CANNOT_CHANGE_SELF: 400,
  BUILTIN_ROLE: 400,
  BAD_CREDENTIALS: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_WRONG: 400,
  ACCOUNT_LOCKED: 400,
  OLD_PASSWORD_WRONG: 400,
  PASSWORD_REUSED: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  DEVICE_EXISTS: 409,
  ROBOT_OFFLINE: 409,
  ROBOT_WORKING: 409,
  ROBOT_LOCKED: 409,
  ROBOT_UPGRADING: 409,
  ROBOT_HOSTED: 409,
  ROBOT_NOT_HOSTED: 409,
  HOSTING_NOT_OWNER: 400,
  ROBOT_STATE_UNCHANGED: 409,
  SUFFIX_RANGE: 400,
  MAP_NO_TASKS: 409,
  NO_STARTING_POINT: 409,
  MAP_COPY_FAILED: 409,
  MAP_NOT_FOUND: 404,
  MAP_NOT_UPLOADED: 409,
  CONFIG_NOT_REPORTED: 409,
  FAULT_ALREADY_ACKNOWLEDGED: 409,
  FAULT_ALREADY_RESOLVED: 409,
  WORK_ORDER_CLOSED: 409,
  WORK_ORDER_FINISHED: 409,
  WORK_ORDER_NOT_HANDLED: 409,
  WORK_ORDER_NOT_ACCEPTED: 409,
  WORK_ORDER_AWAITING_ACCEPTANCE: 409,
  WORK_ORDER_ALREADY_ACCEPTED: 409,
  QUESTION_CLOSED: 409,
  TICKET_STEP_NOT_YOURS: 400,
  TICKET_KIND_MISMATCH: 409,
  FILE_TYPE_NOT_ALLOWED: 400,
  FILE_TOO_LARGE: 413,
  FILE_IN_USE: 409,
  DEMAND_MOVE_REFUSED: 409,
  DOCUMENT_STALE: 409,
  VERSION_EXISTS: 409,
  VERSION_IN_USE: 409,
  PACKAGE_MD5_MISMATCH: 400,
  PACKAGE_RELEASED: 409,
  PACKAGE_STATE_REFUSED: 409,
  PACKAGE_GRANT_ENDED: 410,
  CAMPAIGN_STATE_REFUSED: 409,
  CAMPAIGN_NO_ROBOTS: 409,
  CAMPAIGN_PACKAGE_REFUSED: 409,
  CAMPAIGN_ROLLBACK_REFUSED: 409,
  COMPONENT_MODEL_TAKEN: 409,
  PRODUCT_MODEL_TAKEN: 409,
  COMPONENT_NOT_FOR_TYPE: 409,
  COMPONENT_MODEL_IN_USE: 409,
  COMPONENT_STATE_REFUSED: 409,
  COMPONENT_SERIAL_TAKEN: 409,
  COMPONENT_MODEL_IN_STOCK: 409,
  COMPONENT_NOT_IN_ROBOT: 409,
  ROBOT_TYPE_CODE_TAKEN: 409,
  ROBOT_TYPE_MODEL_TAKEN: 409,
  ROBOT_TYPE_IN_USE: 409,
  ROBOT_TYPE_LISTED: 409,
  QR_CODE_DISCARDED: 409,
  QR_CODE_BOUND: 409,
  QR_CODE_NOT_BOUND: 409,
  QR_CODE_DEVICE_HAS_CODE: 409,
  AREA_NAME_TAKEN: 409,
  AREA_ROBOT_TAKEN: 409,
  AREA_ROBOT_TAKEN_ELSEWHERE: 409,
  LANDMARK_UNCHANGED: 409,
};

export const errorCodeName = (code: number): ErrorCodeName | undefined =>
  (Object.keys(ErrorCode) as ErrorCodeName[]).find((k) => ErrorCode[k] === code);
