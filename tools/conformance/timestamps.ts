import { seconds } from './wait';

/** Below this an epoch value is seconds (1973 in ms), above the next microseconds (year 5138 in ms). */
const MS_FLOOR = 1e11;
const MS_CEILING = 1e14;

/**
 * What is wrong with a device `ts` received at `receivedAt` (both epoch ms), or null: the protocol's
 * times are epoch milliseconds of a clock in sync with the server's.
 */
export const tsProblem = (ts: number, receivedAt: number, skewMs: number): string | null => {
  if (ts < MS_FLOOR) return `ts ${ts} looks like epoch seconds, not milliseconds`;
  if (ts > MS_CEILING) return `ts ${ts} looks like epoch microseconds, not milliseconds`;
  const off = ts - receivedAt;
  if (off > skewMs) return `ts is ${seconds(off)} ahead of the server's clock`;
  if (-off > skewMs) return `ts is ${seconds(-off)} behind the server's clock`;
  return null;
};

export const TS_FIX = 'send ts as epoch milliseconds from a clock kept in sync (NTP)';
