import { roundTo, type TRobotType, type TVisFigures, type TVisHistory, type TVisHistoryQuery } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { findRollupToday } from '../statistics/statistics.repository';
import { resolveDays } from '../statistics/statistics.service';
import { readVisRows, type Sums } from './visualization.repository';

type Query = Omit<TVisHistoryQuery, 'range'> & { range: NonNullable<TVisHistoryQuery['range']> };

const DAY_MS = 86_400_000;
const daysBetween = (start: string, end: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

const ZERO: Sums = { runs: 0, areaM2: 0, runSeconds: 0, energyKwh: 0, waterL: 0, distanceKm: 0, faults: 0 };

/**
 * Utilisation = run time / the robots' whole time (robots × days × 24 h). The rollups hold no online
 * time yet (robot_daily.online_seconds is not maintained), so this is the only honest denominator.
 */
const utilisation = (runSeconds: number, robots: number, days: number) =>
  robots > 0 && days > 0 ? roundTo((runSeconds / (robots * days * 86_400)) * 100, 1) : 0;

/** Rounded as every screen shows them (statistics' rule): area and water 0.01, time 0.1 min, distance and energy 0.001. */
const figures = (s: Sums, robots: number, days: number): TVisFigures => ({
  runs: s.runs,
  areaM2: roundTo(s.areaM2, 2),
  runTimeMin: roundTo(s.runSeconds / 60, 1),
  energyKwh: roundTo(s.energyKwh, 3),
  waterL: roundTo(s.waterL, 2),
  distanceKm: roundTo(s.distanceKm, 3),
  faults: s.faults,
  utilisationPct: utilisation(s.runSeconds, robots, days),
});

const add = (a: Sums, b: Sums): Sums => ({
  runs: a.runs + b.runs,
  areaM2: a.areaM2 + b.areaM2,
  runSeconds: a.runSeconds + b.runSeconds,
  energyKwh: a.energyKwh + b.energyKwh,
  waterL: a.waterL + b.waterL,
  distanceKm: a.distanceKm + b.distanceKm,
  faults: a.faults + b.faults,
});

/** A trend over every day of the range, zeros on the days without rollups. */
const trend = (all: string[], rows: (Sums & { day: string })[], robots: number) => {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return all.map((day) => {
    const f = figures(byDay.get(day) ?? ZERO, robots, 1);
    return { day, areaM2: f.areaM2, runTimeMin: f.runTimeMin, utilisationPct: f.utilisationPct };
  });
};

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/**
 * visualizeHistory (and visualizeHome, which asks for the past 30 days, and visualizeRobot's figures,
 * which ask for one robot): per day, per site, per robot type, per robot and the trends, all from
 * one read of the daily rollups (readVisRows).
 */
export const getVisHistory = async (db: Db, session: SessionContext, q: Query): Promise<TVisHistory> => {
  const { start, end } = resolveDays(q, await findRollupToday(db));
  const rows = await readVisRows(db, { orgPath: session.orgPath, start, end, orgId: q.orgId, robotType: q.robotType, robotId: q.robotId });
  const all = daysBetween(start, end);
  const n = all.length;
  const dayRows = new Map(rows.days.map((d) => [d.day, d]));
  const siteRobots = new Map(rows.sites.map((s) => [s.orgId, s]));
  const typeRobots = new Map(rows.types.map((s) => [s.robotType, s.robots]));
  return {
    start,
    end,
    days: n,
    robots: rows.robots,
    totals: figures(rows.days.reduce(add, ZERO), rows.robots, n),
    series: all.map((day) => ({ day, ...figures(dayRows.get(day) ?? ZERO, rows.robots, 1) })),
    bySite: rows.sites.map((s) => ({ orgId: s.orgId, name: s.name, robots: s.robots, ...figures(s, s.robots, n) })),
    byType: rows.types.map((s) => ({ robotType: s.robotType as TRobotType, robots: s.robots, ...figures(s, s.robots, n) })),
    byRobot: rows.robots_.map((r) => ({
      robotId: r.robotId,
      deviceNumber: r.deviceNumber,
      name: r.name,
      robotType: r.robotType as TRobotType,
      orgId: r.orgId,
      orgName: r.orgName,
      ...figures(r, 1, n),
    })),
    siteTrends: [...groupBy(rows.siteDays, (r) => r.orgId)].map(([orgId, points]) => ({
      orgId,
      name: siteRobots.get(orgId)?.name ?? '',
      points: trend(all, points, siteRobots.get(orgId)?.robots ?? 0),
    })),
    typeTrends: [...groupBy(rows.typeDays, (r) => r.robotType)].map(([robotType, points]) => ({
      robotType: robotType as TRobotType,
      points: trend(all, points, typeRobots.get(robotType) ?? 0),
    })),
  };
};
