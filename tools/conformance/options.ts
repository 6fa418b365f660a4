/** The commands the kit may send through the console's own routes: none of them changes what the robot holds. */
export const SAFE_COMMANDS = ['pause', 'resume', 'dock', 'lock', 'unlock'] as const;
export type TSafeCommand = (typeof SAFE_COMMANDS)[number];

/**
 * How long the kit waits for each signal, in ms. Every wait ends as soon as its signal arrives; a
 * budget only bounds a robot that never sends it.
 */
export interface KitBudgets {
  /** The robot shows online. */
  online: number;
  /** Two new telemetry messages reach the live state. */
  telemetry: number;
  /** An ack after the command's own expiry (the server marks it "wait timeout" then). */
  ackGrace: number;
  /** The Last Will arrives once the kit took the robot's connection over. */
  will: number;
  /** The robot is back online with its status after the kit let go (its reconnect back-off). */
  reconnect: number;
  /** How far a robot's `ts` may be from the server's clock when the message arrives. */
  clockSkew: number;
  /** Between two reads of the console API while waiting. */
  poll: number;
}

export const DEFAULT_BUDGETS: KitBudgets = {
  online: 15_000,
  telemetry: 15_000,
  ackGrace: 5_000,
  will: 10_000,
  reconnect: 60_000,
  clockSkew: 300_000,
  poll: 250,
};

export interface KitOptions {
  /** Console address, e.g. http://host:8080 */
  api: string;
  account: string;
  password: string;
  /** The broker the robot is connected to, e.g. mqtt://host:1883 */
  mqttUrl: string;
  device: string;
  secret: string;
  commands: readonly TSafeCommand[];
  budgets: KitBudgets;
  /** Progress lines (the CLI prints them on stderr). */
  log?: (line: string) => void;
}

export type TCheckResult = 'pass' | 'fail' | 'skip';

/** One row of the table: what was checked, how it went, what the kit saw, what the vendor should change. */
export interface CheckRow {
  check: string;
  result: TCheckResult;
  seen: string;
  fix: string;
}

export const pass = (check: string, seen: string): CheckRow => ({ check, result: 'pass', seen, fix: '' });
export const fail = (check: string, seen: string, fix: string): CheckRow => ({ check, result: 'fail', seen, fix });
export const skip = (check: string, seen: string): CheckRow => ({ check, result: 'skip', seen, fix: '' });
