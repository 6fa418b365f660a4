import { describe, expect, it } from 'vitest';
import { CampaignState, TargetState, type TCampaignState, type TTargetState } from '../enums/version.enums';
import {
  canRollBack,
  CAMPAIGN_MOVES,
  DEFAULT_WAVE_PERCENTS,
  TARGET_MOVES,
  isTargetEnded,
  planWaves,
  successNeeded,
  waveVerdict,
  type WaveThresholds,
} from './campaign.rules';

/** Every state reachable from `start` through `moves`. */
const reachable = <S extends string>(moves: { readonly [K in S]: readonly S[] }, start: S) => {
  const seen = new Set<S>([start]);
  for (const s of seen) for (const n of moves[s]) seen.add(n);
  return seen;
};

describe('campaign and target moves', () => {
  it('reach every campaign state from running, end only in completed or cancelled, and never leave an end', () => {
    expect([...reachable(CAMPAIGN_MOVES, CampaignState.RUNNING)].sort()).toEqual(Object.values(CampaignState).sort());
    for (const s of Object.values(CampaignState) as TCampaignState[]) {
      const ended = CAMPAIGN_MOVES[s].length === 0;
      expect(ended).toBe(s === CampaignState.COMPLETED || s === CampaignState.CANCELLED);
      // Every state that is not an end can still be cancelled, and no state moves to itself.
      if (!ended) expect(CAMPAIGN_MOVES[s]).toContain(CampaignState.CANCELLED);
      expect(CAMPAIGN_MOVES[s]).not.toContain(s);
    }
  });

  it('reach every target state from pending; a sent or upgrading robot can no longer be cancelled', () => {
    expect([...reachable(TARGET_MOVES, TargetState.PENDING)].sort()).toEqual(Object.values(TargetState).sort());
    for (const s of Object.values(TargetState) as TTargetState[]) {
      expect(isTargetEnded(s)).toBe(s === TargetState.SUCCEEDED || s === TargetState.FAILED || s === TargetState.CANCELLED);
      expect(TARGET_MOVES[s].includes(TargetState.CANCELLED)).toBe(s === TargetState.PENDING || s === TargetState.WAITING);
      expect(TARGET_MOVES[s]).not.toContain(s);
    }
    // A command is only ever sent from waiting, where the guards were checked.
    const intoSent = (Object.keys(TARGET_MOVES) as TTargetState[]).filter((s) => TARGET_MOVES[s].includes(TargetState.SENT));
    expect(intoSent).toEqual([TargetState.WAITING]);
  });
});

describe('canRollBack', () => {
  it('only once a campaign stopped sending commands, had robots upgraded, and has no rollback yet', () => {
    const states = Object.values(CampaignState);
    const allowed = states.filter((state) => canRollBack({ state, succeeded: 1, rolledBack: false }));
    expect(allowed.sort()).toEqual([CampaignState.CANCELLED, CampaignState.COMPLETED, CampaignState.HALTED, CampaignState.PAUSED].sort());
    for (const state of states) {
      expect(canRollBack({ state, succeeded: 0, rolledBack: false })).toBe(false);
      expect(canRollBack({ state, succeeded: 5, rolledBack: true })).toBe(false);
    }
  });
});

describe('planWaves', () => {
  it('splits 1,000 robots 1 % → 10 % → 50 % → 100 % as 10, 90, 400, 500', () => {
    expect(planWaves(1000, { percents: DEFAULT_WAVE_PERCENTS })).toEqual([10, 90, 400, 500]);
  });

  it('gives each wave at least one robot and merges shares that add nobody', () => {
    expect(planWaves(40, { percents: DEFAULT_WAVE_PERCENTS })).toEqual([1, 3, 16, 20]);
    expect(planWaves(3, { percents: DEFAULT_WAVE_PERCENTS })).toEqual([1, 1, 1]);
    expect(planWaves(1, { percents: DEFAULT_WAVE_PERCENTS })).toEqual([1]);
    expect(planWaves(0, { percents: DEFAULT_WAVE_PERCENTS })).toEqual([]);
  });

  it('takes explicit sizes, with what is left as a last wave', () => {
    expect(planWaves(10, { sizes: [2, 3] })).toEqual([2, 3, 5]);
    expect(planWaves(4, { sizes: [2, 3] })).toEqual([2, 2]);
  });

  it('always covers every robot exactly once, in non-empty waves, for any fleet size', () => {
    const specs: ({ percents: readonly number[] } | { sizes: readonly number[] })[] = [
      { percents: DEFAULT_WAVE_PERCENTS },
      { percents: [5, 50, 100] },
      { percents: [100] },
      { sizes: [1, 10, 100] },
    ];
    for (let total = 1; total <= 2_000; total += 1) {
      for (const spec of specs) {
        const waves = planWaves(total, spec);
        expect(waves.reduce((a, b) => a + b, 0)).toBe(total);
        expect(waves.every((w) => w >= 1)).toBe(true);
        expect(waves.length).toBeLessThanOrEqual(('sizes' in spec ? spec.sizes.length : spec.percents.length) + 1);
      }
    }
  });
});

describe('waveVerdict', () => {
  const t: WaveThresholds = { successPercent: 90, haltPercent: 20, haltCount: 3 };

  it('succeeds at exactly the success share, not one robot before', () => {
    expect(successNeeded(10, 90)).toBe(9);
    expect(waveVerdict({ size: 10, succeeded: 8, failed: 0, open: 2 }, t)).toBe('running');
    expect(waveVerdict({ size: 10, succeeded: 9, failed: 0, open: 1 }, t)).toBe('succeeded');
    // A one-robot wave needs its robot, even at a success share of 1 %.
    expect(successNeeded(1, 1)).toBe(1);
  });

  it('halts at the failure share or the failure count, whichever comes first, before counting successes', () => {
    expect(waveVerdict({ size: 10, succeeded: 0, failed: 1, open: 9 }, t)).toBe('running');
    expect(waveVerdict({ size: 10, succeeded: 0, failed: 2, open: 8 }, t)).toBe('halt'); // 20 %
    expect(waveVerdict({ size: 100, succeeded: 0, failed: 2, open: 98 }, t)).toBe('running');
    expect(waveVerdict({ size: 100, succeeded: 0, failed: 3, open: 97 }, t)).toBe('halt'); // 3 robots
    expect(waveVerdict({ size: 100, succeeded: 95, failed: 3, open: 2 }, t)).toBe('halt');
  });

  it('halts when every robot ended without enough successes', () => {
    expect(waveVerdict({ size: 100, succeeded: 88, failed: 2, open: 10 }, t)).toBe('running');
    expect(waveVerdict({ size: 100, succeeded: 88, failed: 12, open: 0 }, { ...t, haltCount: 50 })).toBe('halt');
  });
});
