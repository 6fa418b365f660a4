import {
  ATTENTION_LIST_MAX,
  ATTENTION_REASONS,
  attentionReasons,
  EVENT_LEVELS,
  FAULT_LEVELS,
  fleetState,
  FLEET_STATES,
  roundTo,
  type AttentionLimits,
  type TAttentionRobot,
  type TFaultLevel,
  type TFleetStateCounts,
  type THomeDayFigures,
  type THomeSummary,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { countOpenFaultsPerRobot, findHomeRobots, findLatestOpenFaults, sumTodayAndYesterday, type DayFiguresRow } from './home.repository';

export const dayFigures = (row: DayFiguresRow | undefined, day: string): THomeDayFigures => ({
  day,
  runs: row?.runs ?? 0,
  areaM2: roundTo(Number(row?.area_m2 ?? 0), 1),
  runTimeMin: roundTo(Number(row?.run_seconds ?? 0) / 60, 1),
  energyKwh: roundTo(Number(row?.energy_kwh ?? 0), 2),
  waterL: roundTo(Number(row?.water_l ?? 0), 1),
});

const levelOf = (severity: number | null): TFaultLevel | null => {
  const level = severity ? EVENT_LEVELS[severity - 1] : undefined;
  return level && (FAULT_LEVELS as readonly string[]).includes(level) ? (level as TFaultLevel) : null;
};

/**
 * ISO instants (all of toISOString's one shape, '' for none) in time order. Compared as plain text, the
 * order localeCompare gave them, without its collation: hundreds of robots in the list made the sort
 * cost more than classifying the 10,000.
 */
const byInstant = (a: string | null, b: string | null) => {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Most urgent first: the first reason, then a worse fault, then a lower battery, then the longest silent. */
const byUrgency = (a: TAttentionRobot, b: TAttentionRobot) =>
  ATTENTION_REASONS.indexOf(a.reasons[0]!) - ATTENTION_REASONS.indexOf(b.reasons[0]!) ||
  FAULT_LEVELS.indexOf(b.faultLevel ?? ('' as TFaultLevel)) - FAULT_LEVELS.indexOf(a.faultLevel ?? ('' as TFaultLevel)) ||
  (a.battery ?? 101) - (b.battery ?? 101) ||
  byInstant(a.lastSeenAt, b.lastSeenAt) ||
  a.robotId - b.robotId;

/**
 * The fleet figures the home dashboard and the large screen share: four reads in parallel (robots with
 * state, open faults per robot, the newest open faults, two days of rollups), each scoped by
 * robot-scope.ts to the subtree of `orgPath`; states are classified here by the contracts' fleetState.
 */
export const readFleetFigures = async (db: Db, orgPath: string) => {
  const [robotRows, faultCounts, latest, days] = await Promise.all([
    findHomeRobots(db, orgPath),
    countOpenFaultsPerRobot(db, orgPath),
    findLatestOpenFaults(db, orgPath),
    sumTodayAndYesterday(db, orgPath),
  ]);
  const states = Object.fromEntries(FLEET_STATES.map((s) => [s, 0])) as TFleetStateCounts;
  for (const r of robotRows) states[fleetState(r)] += 1;
  const [today, yesterday] = days;
  return {
    robotRows,
    faultCounts,
    robots: robotRows.length,
    states,
    today: dayFigures(today, today!.day),
    yesterday: dayFigures(yesterday, yesterday!.day),
    openFaults: faultCounts.reduce((n, f) => n + f.count, 0),
    latestFaults: latest.map((f) => ({
      ...f,
      kind: f.kind as THomeSummary['latestFaults'][number]['kind'],
      level: f.level as TFaultLevel,
      state: f.state as THomeSummary['latestFaults'][number]['state'],
      lastSeenAt: f.lastSeenAt.toISOString(),
    })),
  };
};

/**
 * The home dashboard: the fleet figures plus the robots needing attention, classified by the contracts'
 * attentionReasons, so the server and the web agree.
 */
export const getHomeSummary = async (db: Db, session: SessionContext, limits: AttentionLimits): Promise<THomeSummary> => {
  const { robotRows, faultCounts, ...figures } = await readFleetFigures(db, session.orgPath);
  const now = Date.now();
  const faultsOf = new Map(faultCounts.map((f) => [f.robotId, f]));
  const attention: TAttentionRobot[] = [];
  for (const r of robotRows) {
    const faults = faultsOf.get(r.id);
    // The fields the rule reads, not a copy of the row: 10,000 spreads per request were a third of its time.
    const reasons = attentionReasons(
      {
        locked: r.locked,
        online: r.online,
        battery: r.battery,
        chargeStatus: r.chargeStatus,
        lastSeenAt: r.lastSeenAt,
        updatedAt: r.updatedAt,
        openFaults: faults?.count ?? 0,
      },
      now,
      limits,
    );
    if (reasons.length === 0) continue;
    attention.push({
      robotId: r.id,
      deviceNumber: r.deviceNumber,
      alias: r.alias,
      reasons,
      battery: r.battery,
      faultLevel: levelOf(faults?.severity ?? null),
      lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
      updatedAt: r.updatedAt?.toISOString() ?? null,
    });
  }
  attention.sort(byUrgency);
  return {
    generatedAt: new Date(now).toISOString(),
    robots: figures.robots,
    states: figures.states,
    today: figures.today,
    yesterday: figures.yesterday,
    attentionTotal: attention.length,
    offlineMinutes: limits.offlineMinutes,
    attention: attention.slice(0, ATTENTION_LIST_MAX),
    openFaults: figures.openFaults,
    latestFaults: figures.latestFaults,
  };
};
