import { CampaignState, TargetState, type TCampaignState, type TSoftwareType, type TTargetState } from '../enums/version.enums';

/**
 * The moves of an OTA campaign (one table: the server enforces it, the screen offers only these).
 * A completed campaign is undone by a rollback campaign of its own, never by moving back.
 */
export const CAMPAIGN_MOVES: { readonly [S in TCampaignState]: readonly TCampaignState[] } = {
  [CampaignState.RUNNING]: [
    CampaignState.AWAITING_CONFIRMATION,
    CampaignState.PAUSED,
    CampaignState.HALTED,
    CampaignState.COMPLETED,
    CampaignState.CANCELLED,
  ],
  [CampaignState.AWAITING_CONFIRMATION]: [CampaignState.RUNNING, CampaignState.CANCELLED],
  [CampaignState.PAUSED]: [CampaignState.RUNNING, CampaignState.CANCELLED],
  [CampaignState.HALTED]: [CampaignState.RUNNING, CampaignState.CANCELLED],
  [CampaignState.COMPLETED]: [],
  [CampaignState.CANCELLED]: [],
};

/**
 * The moves of one robot in a campaign. A refused or timed-out command, or a failed upgrade with
 * retries left, goes back to waiting (its back-off); with none left it has failed. A robot already
 * sent its command finishes its upgrade even when the campaign is cancelled (cutting an install
 * short is what bricks units): cancelling moves only pending and waiting robots.
 */
export const TARGET_MOVES: { readonly [S in TTargetState]: readonly TTargetState[] } = {
  [TargetState.PENDING]: [TargetState.WAITING, TargetState.CANCELLED],
  [TargetState.WAITING]: [TargetState.SENT, TargetState.CANCELLED],
  [TargetState.SENT]: [TargetState.UPGRADING, TargetState.SUCCEEDED, TargetState.WAITING, TargetState.FAILED],
  [TargetState.UPGRADING]: [TargetState.SUCCEEDED, TargetState.WAITING, TargetState.FAILED],
  [TargetState.SUCCEEDED]: [],
  [TargetState.FAILED]: [],
  [TargetState.CANCELLED]: [],
};

export const canMoveCampaign = (from: TCampaignState, to: TCampaignState) => CAMPAIGN_MOVES[from].includes(to);
export const canMoveTarget = (from: TTargetState, to: TTargetState) => TARGET_MOVES[from].includes(to);

/** A campaign that still sends commands (its robots' upgrades start by themselves): it runs, or waits to be told to go on. */
export const isCampaignSending = (s: TCampaignState) => s === CampaignState.RUNNING || s === CampaignState.AWAITING_CONFIRMATION;

/**
 * Whether a campaign can be rolled back: it no longer sends commands (a rollback would fight it),
 * robots of it succeeded, and it has no rollback yet (one per campaign, of the robots chosen then).
 */
export const canRollBack = (c: { state: TCampaignState; succeeded: number; rolledBack: boolean }) =>
  !isCampaignSending(c.state) && c.succeeded > 0 && !c.rolledBack;

/** A target that will not change any more. */
export const isTargetEnded = (s: TTargetState) => TARGET_MOVES[s].length === 0;

/** The default waves: 1 % → 10 % → 50 % → 100 % of the targets (cumulative). */
export const DEFAULT_WAVE_PERCENTS = [1, 10, 50, 100] as const;

/**
 * Wave sizes for `total` targets. `percents` are cumulative shares (the last must be 100); `sizes` are
 * explicit robots per wave (what is left after them forms a last wave). Every wave holds at least one
 * robot, and a share that adds nobody is merged into the next: 1 % of 40 robots is 1 robot, not 0.
 */
export const planWaves = (total: number, spec: { percents: readonly number[] } | { sizes: readonly number[] }): number[] => {
  if (total <= 0) return [];
  const waves: number[] = [];
  let planned = 0;
  if ('sizes' in spec) {
    for (const size of spec.sizes) {
      const take = Math.min(size, total - planned);
      if (take > 0) waves.push(take);
      planned += take;
    }
  } else {
    for (const p of spec.percents) {
      const upTo = Math.min(total, Math.max(planned + 1, Math.ceil((total * p) / 100)));
      if (upTo > planned) waves.push(upTo - planned);
      planned = upTo;
    }
  }
  if (planned < total) waves.push(total - planned);
  return waves;
};

export interface WaveCounts {
  /** Robots in the wave. */
  size: number;
  succeeded: number;
  failed: number;
  /** Robots of the wave not ended yet (pending, waiting, sent, upgrading). */
  open: number;
}

export interface WaveThresholds {
  /** The wave has succeeded once this share of it (%) succeeded. */
  successPercent: number;
  /** The campaign halts once this share of the wave (%) failed … */
  haltPercent: number;
  /** … or this many robots of it failed, whichever comes first. */
  haltCount: number;
}

/** Robots that must succeed for a wave of `size` to succeed. */
export const successNeeded = (size: number, successPercent: number) => Math.max(1, Math.ceil((size * successPercent) / 100));

/**
 * Where a wave stands: `halt` as soon as its failures reach a limit (checked first: a wave that both
 * reached its successes and its failure limit halts); `succeeded` once enough robots succeeded (the
 * rest go on in the background); `halt` too when every robot ended without enough successes; else
 * `running`.
 */
export const waveVerdict = (c: WaveCounts, t: WaveThresholds): 'running' | 'succeeded' | 'halt' => {
  if (c.failed > 0 && (c.failed >= t.haltCount || (c.failed * 100) / c.size >= t.haltPercent)) return 'halt';
  if (c.succeeded >= successNeeded(c.size, t.successPercent)) return 'succeeded';
  return c.open === 0 ? 'halt' : 'running';
};

/**
 * The step table a unit reports in (spec §4, device protocol §11): the enum whose labels name a step
 * number of that unit. The app uses the older set 0–7.
 */
export const STEP_ENUM_OF_UNIT = {
  mainUnit: 'UpgradeStepMain',
  controlUnit: 'UpgradeStepControl',
  app: 'UpgradeStepApp',
} as const satisfies Record<TSoftwareType, string>;
