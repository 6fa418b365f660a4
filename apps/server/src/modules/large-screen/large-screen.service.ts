import { roundTo, type TLargeScreenSummary } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { dayFigures, readFleetFigures } from '../home/home.service';
import { findOrgName, findTopSites, sumTrendDays } from './large-screen.repository';

/**
 * The wall display's figures for an organisation subtree: the caller's, or a display link's (the same
 * scope rules, hosting windows included, as for a user of that organisation). The fleet figures are
 * home's (readFleetFigures), so both screens count the same way.
 */
export const getLargeScreenSummary = async (db: Db, orgPath: string, orgName?: string): Promise<TLargeScreenSummary> => {
  const [figures, trend, sites, scopeName] = await Promise.all([
    readFleetFigures(db, orgPath),
    sumTrendDays(db, orgPath),
    findTopSites(db, orgPath),
    orgName ?? findOrgName(db, orgPath),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    scopeName,
    robots: figures.robots,
    states: figures.states,
    today: figures.today,
    yesterday: figures.yesterday,
    trend: trend.map((d) => dayFigures(d, d.day)),
    topSites: sites.map((s) => ({
      orgId: s.org_id,
      name: s.name,
      robots: s.robots,
      areaM2: roundTo(Number(s.area_m2), 1),
      runTimeMin: roundTo(Number(s.run_seconds) / 60, 1),
    })),
    openFaults: figures.openFaults,
    latestFaults: figures.latestFaults,
  };
};
