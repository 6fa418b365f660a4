import {
  COMMAND_ARGS,
  SimStatus,
  ZRobotConfigValues,
  type TConfigReport,
  type TConsumable,
  type TRobotConfigValues,
  type TSimStatus,
} from '@fleet/contracts';
import type { RobotModel } from '../robot-model';
import { createRng, hashSeed } from '../random';
import type { CommandTable } from './commands';

/** Factory settings of a new robot (junk events "at work" is the spec's default). */
export const DEFAULT_CONFIG_VALUES: TRobotConfigValues = {
  volume: 60,
  maxSpeed: 0.5,
  waterLevel: 2,
  returnBattery: 20,
  obstacleDistance: 0.3,
  junkEventMode: 'work',
  streamingVersion: 2,
};

/** Lifespans (hours of cleaning) of the parts a site replaces, after common sweeper-scrubber manuals. */
export const CONSUMABLE_LIFESPANS: Record<string, number> = { mainBrush: 300, sideBrush: 150, squeegee: 200, filter: 100, mop: 120 };

/** A consumable as it leaves the factory: the key the robot reports and its rated lifespan in hours. */
export interface FactoryPart {
  key: string;
  lifespanHours: number;
}
const DEFAULT_PARTS: readonly FactoryPart[] = Object.entries(CONSUMABLE_LIFESPANS).map(([key, lifespanHours]) => ({ key, lifespanHours }));

/** The robot's configuration: what it applies and what it reports on `up/config`. */
export interface SimConfig {
  values: TRobotConfigValues;
  consumables: TConsumable[];
  sim: { status: TSimStatus; iccid: string; operator: string; trafficMb: number };
  versions: Record<string, string>;
  /** Simulated time of the next hourly report. */
  nextReportAt: number;
}

const HOUR_S = 3600;
/** Telemetry and events at 1 Hz come to a few MB a day; the exact rate only needs to be plausible. */
const TRAFFIC_MB_PER_S = 0.00004;
const OPERATORS = ['China Mobile', 'China Unicom', 'China Telecom'];
/** SIM states a robot in service plausibly has; most cards are simply normal. */
const RARE_SIM = [SimStatus.TESTING, SimStatus.DATA_LIMIT_REACHED, SimStatus.SILENT] as const;

/**
 * A robot's configuration as it left the factory and has been worn since. Drawn from a stream of its
 * own, so adding configuration changed no other random choice of the robot (maps, batteries, incidents).
 */
export const initialConfig = (
  seed: number,
  parts: readonly FactoryPart[] = DEFAULT_PARTS,
  junkEventMode: TRobotConfigValues['junkEventMode'] = DEFAULT_CONFIG_VALUES.junkEventMode,
): SimConfig => {
  const rng = createRng(hashSeed('config', seed));
  return {
    values: { ...DEFAULT_CONFIG_VALUES, junkEventMode },
    consumables: parts.map(({ key, lifespanHours }) => ({
      key,
      lifespanHours,
      usedHours: Math.round(rng.between(0, 0.97) * lifespanHours * 10) / 10,
    })),
    sim: {
      status: rng.chance(0.9) ? SimStatus.NORMAL : RARE_SIM[rng.int(0, RARE_SIM.length - 1)]!,
      iccid: `898600${String(rng.int(0, 99_999_999)).padStart(8, '0')}${String(rng.int(0, 999_999)).padStart(6, '0')}`,
      operator: OPERATORS[rng.int(0, OPERATORS.length - 1)]!,
      trafficMb: Math.round(rng.between(20, 900) * 10) / 10,
    },
    versions: { mainUnit: '2.4.1', controlUnit: '1.9.3', app: '3.2.0' },
    nextReportAt: HOUR_S,
  };
};

const round1 = (v: number) => Math.round(v * 10) / 10;

export const configReportOf = (m: RobotModel): TConfigReport => ({
  ts: m.now(),
  values: { ...m.config.values },
  consumables: m.config.consumables.map((c) => ({ ...c, usedHours: round1(c.usedHours) })),
  sim: { ...m.config.sim, trafficMb: round1(m.config.sim.trafficMb) },
  scheduleVersion: m.schedule?.version ?? null,
  versions: { ...m.config.versions },
});

export const reportConfig = (m: RobotModel) => m.send({ kind: 'config', payload: configReportOf(m) });

/** Per slice of simulated time: parts wear while the robot cleans, the SIM counts traffic, and every hour it reports. */
export const tickConfig = (m: RobotModel, h: number, moved: number) => {
  if (m.activity === 'cleaning' && moved > 0) for (const c of m.config.consumables) c.usedHours += h / HOUR_S;
  m.config.sim.trafficMb += TRAFFIC_MB_PER_S * h;
  if (m.simTime >= m.config.nextReportAt) {
    m.config.nextReportAt += HOUR_S;
    reportConfig(m);
  }
};

/** Configuration commands: validated as firmware would, applied, then answered with a fresh report. */
export const CONFIG_COMMANDS: CommandTable = {
  getConfig: (m) => {
    reportConfig(m);
    return null;
  },
  setConfig: (m, raw) => {
    const args = COMMAND_ARGS.setConfig.safeParse(raw);
    if (!args.success) return 'invalidArgs';
    // An import replaces everything: a file missing a value would leave the robot half-configured.
    if (args.data.replace && !ZRobotConfigValues.safeParse(args.data.values).success) return 'invalidArgs';
    const values = Object.fromEntries(Object.entries(args.data.values).filter(([, v]) => v !== undefined));
    m.config.values = { ...m.config.values, ...values };
    reportConfig(m);
    return null;
  },
  resetConsumable: (m, raw) => {
    const args = COMMAND_ARGS.resetConsumable.safeParse(raw);
    const part = args.success ? m.config.consumables.find((c) => c.key === args.data.key) : undefined;
    if (!part) return 'invalidArgs';
    part.usedHours = 0;
    m.emit('consumableReset', 'info', part.key);
    reportConfig(m);
    return null;
  },
};
