import { z } from 'zod';
import { FAULT_LEVELS } from '../robot-fault/fault.enums';
import { ZFaultKind, ZFaultState } from '../enums/fault.enums';
import { ATTENTION_REASONS, FLEET_STATES, type TFleetState } from './home.enums';

/** Robots in the caller's scope per state (FLEET_STATES: each robot counted once). */
export const ZFleetStateCounts = z.object(
  Object.fromEntries(FLEET_STATES.map((s) => [s, z.number().int()])) as Record<TFleetState, z.ZodNumber>,
);
export type TFleetStateCounts = z.infer<typeof ZFleetStateCounts>;

/** One day's figures of the robots in scope, in the spec's units (area m², run time min, energy kWh, water L). */
export const ZHomeDayFigures = z.object({
  /** YYYY-MM-DD in the rollups' time zone (the database's). */
  day: z.string(),
  runs: z.number().int(),
  areaM2: z.number(),
  runTimeMin: z.number(),
  energyKwh: z.number(),
  waterL: z.number(),
});
export type THomeDayFigures = z.infer<typeof ZHomeDayFigures>;

export const ZAttentionRobot = z.object({
  robotId: z.number().int(),
  deviceNumber: z.string(),
  alias: z.string(),
  /** Every reason that applies, most urgent first. */
  reasons: z.array(z.enum(ATTENTION_REASONS)),
  battery: z.number().nullable(),
  /** The most severe level among its open faults, null without one. */
  faultLevel: z.enum(FAULT_LEVELS).nullable(),
  lastSeenAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TAttentionRobot = z.infer<typeof ZAttentionRobot>;

export const ZHomeFault = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  deviceNumber: z.string(),
  robotAlias: z.string(),
  kind: ZFaultKind,
  code: z.string(),
  level: z.enum(FAULT_LEVELS),
  state: ZFaultState,
  message: z.string().nullable(),
  lastSeenAt: z.string(),
});
export type THomeFault = z.infer<typeof ZHomeFault>;

export const ZHomeSummary = z.object({
  /** When the server read it (ISO): the data age the page shows. */
  generatedAt: z.string(),
  robots: z.number().int(),
  states: ZFleetStateCounts,
  /** Finished runs from the daily rollups: a run still going counts on the day it ends. */
  today: ZHomeDayFigures,
  yesterday: ZHomeDayFigures,
  /** How many robots need attention; `attention` holds the most urgent ATTENTION_LIST_MAX. */
  attentionTotal: z.number().int(),
  /** The offline threshold the attention list used (FAULT_OFFLINE_MINUTES), so the page names it. */
  offlineMinutes: z.number().int(),
  attention: z.array(ZAttentionRobot),
  /** Faults still to handle (open or acknowledged) and the newest LATEST_FAULTS_MAX of them. */
  openFaults: z.number().int(),
  latestFaults: z.array(ZHomeFault),
});
export type THomeSummary = z.infer<typeof ZHomeSummary>;
