import { z } from 'zod';
import { ZFleetStateCounts, ZHomeDayFigures, ZHomeFault } from '../home/home.schema';

/** Days of the trend chart, today included. */
export const LARGE_SCREEN_TREND_DAYS = 7;
/** Sites (organisations) in the top list. */
export const LARGE_SCREEN_TOP_SITES = 8;

/** A site of the top list: an organisation with the robots it holds, by area cleaned over the trend's days. */
export const ZLargeScreenSite = z.object({
  orgId: z.number().int(),
  name: z.string(),
  robots: z.number().int(),
  areaM2: z.number(),
  runTimeMin: z.number(),
});
export type TLargeScreenSite = z.infer<typeof ZLargeScreenSite>;

export const ZLargeScreenSummary = z.object({
  /** When the server read it (ISO): the data age the page shows. */
  generatedAt: z.string(),
  /** The organisation whose subtree is shown (the caller's, or the display link's). */
  scopeName: z.string(),
  robots: z.number().int(),
  states: ZFleetStateCounts,
  today: ZHomeDayFigures,
  yesterday: ZHomeDayFigures,
  /** LARGE_SCREEN_TREND_DAYS days of rollups, oldest first, zeros on days without runs. */
  trend: z.array(ZHomeDayFigures),
  /** At most LARGE_SCREEN_TOP_SITES organisations with robots, most area first. */
  topSites: z.array(ZLargeScreenSite),
  openFaults: z.number().int(),
  latestFaults: z.array(ZHomeFault),
});
export type TLargeScreenSummary = z.infer<typeof ZLargeScreenSummary>;
