import type { TVisFigures, TVisHistory } from '@fleet/contracts';

const f = (o: Partial<TVisFigures> = {}): TVisFigures => ({
  runs: 0,
  areaM2: 0,
  runTimeMin: 0,
  energyKwh: 0,
  waterL: 0,
  distanceKm: 0,
  faults: 0,
  utilisationPct: 0,
  ...o,
});
const days = ['2026-11-24', '2026-11-25'];
const points = (area: number) => days.map((day, i) => ({ day, areaM2: i * area, runTimeMin: i * 60, utilisationPct: i * 4.2 }));

/** A visualizeHistory answer for the area's page tests: two sites, two robot types, three robots. */
export const visHistory = (o: Partial<TVisHistory> = {}): TVisHistory => ({
  start: days[0]!,
  end: days[1]!,
  days: 2,
  robots: 3,
  totals: f({ runs: 5, areaM2: 1234.56, runTimeMin: 180, utilisationPct: 2.1, faults: 1 }),
  series: [
    { day: days[0]!, ...f() },
    { day: days[1]!, ...f({ runs: 5, areaM2: 1234.56, runTimeMin: 180, faults: 1, utilisationPct: 4.2 }) },
  ],
  bySite: [
    { orgId: 11, name: 'Lobby site', robots: 2, ...f({ runs: 4, areaM2: 1000.5, utilisationPct: 3.1 }) },
    { orgId: 12, name: 'Garage site', robots: 1, ...f({ runs: 1, areaM2: 234.06, utilisationPct: 0.5 }) },
  ],
  byType: [
    { robotType: 1, robots: 2, ...f({ runs: 4, areaM2: 1000.5 }) },
    { robotType: 20, robots: 1, ...f({ runs: 1, areaM2: 234.06 }) },
  ],
  byRobot: [
    { robotId: 1, deviceNumber: 'YJ-130-00001', name: 'Front', robotType: 1, orgId: 11, orgName: 'Lobby site', ...f({ areaM2: 900.25 }) },
    { robotId: 2, deviceNumber: 'YJ-130-00002', name: 'Back', robotType: 1, orgId: 11, orgName: 'Lobby site', ...f({ areaM2: 100.25 }) },
    { robotId: 3, deviceNumber: 'YJ-40-00003', name: 'Vac', robotType: 20, orgId: 12, orgName: 'Garage site', ...f({ areaM2: 234.06 }) },
  ],
  siteTrends: [
    { orgId: 11, name: 'Lobby site', points: points(1000.5) },
    { orgId: 12, name: 'Garage site', points: points(234.06) },
  ],
  typeTrends: [
    { robotType: 1, points: points(1000.5) },
    { robotType: 20, points: points(234.06) },
  ],
  ...o,
});
