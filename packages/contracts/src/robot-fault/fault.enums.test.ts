import { describe, expect, it } from 'vitest';
import { FaultState } from '../enums/fault.enums';
import { FAULT_LEVELS, FAULT_TRANSITIONS, isFaultLevel } from './fault.enums';

describe('fault levels', () => {
  it('are the event levels from warning up, in order of severity', () => {
    expect(FAULT_LEVELS).toEqual(['warning', 'fault', 'emergency']);
    expect(isFaultLevel('info')).toBe(false);
    expect(isFaultLevel('warning')).toBe(true);
  });
});

describe('FAULT_TRANSITIONS', () => {
  it('acknowledges only an open fault and resolves any fault not yet resolved, naming the refusal otherwise', () => {
    expect(FAULT_TRANSITIONS.acknowledge).toEqual({
      open: { to: FaultState.ACKNOWLEDGED },
      acknowledged: { refused: 'FAULT_ALREADY_ACKNOWLEDGED' },
      resolved: { refused: 'FAULT_ALREADY_RESOLVED' },
    });
    expect(FAULT_TRANSITIONS.resolve).toEqual({
      open: { to: FaultState.RESOLVED },
      acknowledged: { to: FaultState.RESOLVED },
      resolved: { refused: 'FAULT_ALREADY_RESOLVED' },
    });
  });
});
