import { EVENT_LEVELS, type TEventLevel } from '../device/payloads';
import { FaultState, type TFaultState } from '../enums/fault.enums';

/**
 * The event levels that open a fault: warning and above, in EVENT_LEVELS' order of severity (so a new
 * level added above emergency opens faults too). Info events never do.
 */
export const FAULT_LEVELS = EVENT_LEVELS.slice(EVENT_LEVELS.indexOf('warning')) as unknown as readonly ['warning', 'fault', 'emergency'];
export type TFaultLevel = (typeof FAULT_LEVELS)[number];
export const isFaultLevel = (level: TEventLevel): level is TFaultLevel => (FAULT_LEVELS as readonly string[]).includes(level);

/** States in which a fault still counts as open: at most one per (robot, kind, code) (a database rule). */
export const OPEN_FAULT_STATES = [FaultState.OPEN, FaultState.ACKNOWLEDGED] as const;

/** The code of a connectivity fault, and its level (an offline robot may just be switched off for the night). */
export const CONNECTIVITY_FAULT_CODE = 'offline';
export const CONNECTIVITY_FAULT_LEVEL: TFaultLevel = 'warning';
/** Default of FAULT_OFFLINE_MINUTES: a robot offline longer than this has a connectivity fault. */
export const FAULT_OFFLINE_MINUTES_DEFAULT = 10;

export const FAULT_ACTIONS = ['acknowledge', 'resolve'] as const;
export type TFaultAction = (typeof FAULT_ACTIONS)[number];

/**
 * The transition table of a fault's handling, for the server (which enforces it) and the web (which
 * offers only what it allows): the state each action leads to from each state, or the refusal.
 */
export const FAULT_TRANSITIONS: Record<
  TFaultAction,
  Record<TFaultState, { to: TFaultState } | { refused: 'FAULT_ALREADY_ACKNOWLEDGED' | 'FAULT_ALREADY_RESOLVED' }>
> = {
  acknowledge: {
    open: { to: FaultState.ACKNOWLEDGED },
    acknowledged: { refused: 'FAULT_ALREADY_ACKNOWLEDGED' },
    resolved: { refused: 'FAULT_ALREADY_RESOLVED' },
  },
  resolve: {
    open: { to: FaultState.RESOLVED },
    acknowledged: { to: FaultState.RESOLVED },
    resolved: { refused: 'FAULT_ALREADY_RESOLVED' },
  },
};
