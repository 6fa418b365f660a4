import {
  robotTypeName,
  roundTo,
  STATISTICS_EXPORT_MAX,
  toCsv,
  translate,
  type Lang,
  type TStatisticsExportQuery,
  type TStatisticsFigures,
  type TStatisticsList,
  type TStatisticsRow,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { findRobotTypeOptions } from '../robot-type/robot-type.service';
import { findRollupToday, listStatistics, type StatisticsFilter, type StatisticsRow } from './statistics.repository';

type Query = Omit<TStatisticsExportQuery, 'group'> & { group: StatisticsFilter['group'] };

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The days a range covers, in the rollups' time zone: today and the 6 or 29 days before it, or the chosen days. */
export const resolveDays = (q: Pick<Query, 'range' | 'start' | 'end'>, today: string) => {
  if (q.range === 'range') return { start: q.start!, end: q.end! };
  const back = { today: 0, last7: 6, last30: 29 }[q.range];
  return { start: addDays(today, -back), end: today };
};

/** Rounded as every screen shows them (CODE_STYLE §4): area and water to 0.01, time 0.1 min, distance and energy 0.001. */
const figures = (r: TStatisticsFigures): TStatisticsFigures => ({
  robots: r.robots,
  runs: r.runs,
  areaM2: roundTo(r.areaM2, 2),
  runTimeMin: roundTo(r.runTimeMin, 1),
  distanceKm: roundTo(r.distanceKm, 3),
  waterL: roundTo(r.waterL, 2),
  energyKwh: roundTo(r.energyKwh, 3),
  faults: r.faults,
});
const toRow = (r: StatisticsRow): TStatisticsRow => ({
  ...figures(r),
  id: r.id,
  name: r.name,
  deviceNumber: r.deviceNumber,
  robotType: r.robotType as TStatisticsRow['robotType'],
  orgName: r.orgName,
});

const filterOf = async (db: Db, session: SessionContext, q: Query): Promise<StatisticsFilter> => ({
  ...q,
  orgPath: session.orgPath,
  ...resolveDays(q, await findRollupToday(db)),
});

export const findStatistics = async (
  db: Db,
  session: SessionContext,
  q: Query & { page: number; pageSize: number },
): Promise<TStatisticsList> => {
  const f = await filterOf(db, session, q);
  const { rows, totals } = await listStatistics(db, f, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    list: rows.map(toRow),
    total: totals.count,
    page: q.page,
    pageSize: q.pageSize,
    start: f.start,
    end: f.end,
    totals: figures(totals),
  };
};

const COLUMNS = [
  'deviceNumber',
  'name',
  'robotType',
  'organization',
  'robots',
  'runs',
  'area',
  'runTime',
  'distance',
  'water',
  'energy',
  'faults',
] as const;

/**
 * The statistics as CSV in the caller's language, units in the headers (spec §9), a totals line at
 * the end; every cell goes through the one CSV writer (formula-safe: aliases and names are user input).
 */
export const exportStatisticsCsv = async (db: Db, session: SessionContext, lang: Lang, q: Query) => {
  const f = await filterOf(db, session, q);
  const [{ rows, totals }, types] = await Promise.all([listStatistics(db, f, STATISTICS_EXPORT_MAX, 0), findRobotTypeOptions(db)]);
  const perRobot = f.group === 'robot';
  const columns = COLUMNS.filter((c) => (perRobot ? c !== 'robots' : c !== 'deviceNumber' && c !== 'robotType' && c !== 'name'));
  const header = columns.map((c) => translate(lang, `statistics.csv.${c}`));
  const cells = (r: TStatisticsRow | (TStatisticsFigures & Partial<TStatisticsRow>), total = false) =>
    columns.map((c) => {
      switch (c) {
        case 'deviceNumber':
          return total ? translate(lang, 'statistics.csv.total') : r.deviceNumber;
        case 'name':
          return total ? '' : r.name;
        case 'robotType':
          return total || r.robotType == null ? '' : robotTypeName(types, r.robotType, lang);
        case 'organization':
          return total ? (perRobot ? '' : translate(lang, 'statistics.csv.total')) : r.orgName;
        case 'robots':
          return r.robots;
        case 'runs':
          return r.runs;
        case 'area':
          return r.areaM2;
        case 'runTime':
          return r.runTimeMin;
        case 'distance':
          return r.distanceKm;
        case 'water':
          return r.waterL;
        case 'energy':
          return r.energyKwh;
        case 'faults':
          return r.faults;
      }
    });
  return toCsv(header, [...rows.map((r) => cells(toRow(r))), cells(figures(totals), true)], { bom: true });
};
