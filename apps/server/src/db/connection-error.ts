/**
 * Whether an error means "the database cannot be reached" rather than "this query is wrong": the
 * first answers 503 DATABASE_UNAVAILABLE (try again shortly), the second stays a 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception) and 57P01-57P03. */
const isUnavailableState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';

/** node-postgres reports a dropped or unusable connection by message only, without a code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export const isConnectionError = (err: unknown, depth = 0): boolean => {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnavailableState(e.code))) return true;
  if (typeof e.message === 'string' && PG_CONNECTION_MESSAGES.some((m) => (e.message as string).startsWith(m))) return true;
  // Drizzle wraps the driver's error in `cause`; a refused connection to `localhost` is an AggregateError (IPv4 + IPv6).
  if (isConnectionError(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((x) => isConnectionError(x, depth + 1));
};

/** The PostgreSQL (or network) error behind a driver error: drizzle wraps pg's error as `cause`. */
export const pgErrorOf = (e: unknown): { code?: unknown; message?: unknown } | undefined => {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    if (typeof (cur as { code?: unknown }).code === 'string') return cur as { code: string; message?: unknown };
  }
  return undefined;
};

const MAX_ERROR_TEXT = 300;

/**
 * An error in one short line for a log: the database's own code and message. Drizzle's error text
 * repeats the statement and every parameter (a whole batch: kilobytes per line during an outage).
 */
export const describeDbError = (e: unknown): string => {
  const pg = pgErrorOf(e);
  if (typeof pg?.message === 'string') return `${String(pg.code)} ${pg.message}`;
  let inner = e;
  for (let depth = 0; depth < 4 && inner instanceof Error && inner.cause !== undefined; depth++) inner = inner.cause;
  const text = inner instanceof Error ? inner.message : String(inner);
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
};
