import { defineRoute } from '../common/route';
import { ZGeography } from '../robot-monitor/geography.schema';
import { ZLargeScreenSummary } from './large-screen.schema';

export const getLargeScreenSummaryRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/large-screen/summary',
  access: 'largeScreen:view',
  display: true,
  tags: ['large screen'],
  summary:
    "The wall display's figures for the caller's subtree (or a display link's): robots per state, today against yesterday, a 7-day trend, top sites, the newest open faults",
  data: ZLargeScreenSummary,
});

export const getLargeScreenRobotsRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/large-screen/robots',
  access: 'largeScreen:view',
  display: true,
  tags: ['large screen'],
  summary:
    "The wall map's robots for the caller's subtree (or a display link's): the geography view's compact rows (state and place), read once; the hub's compact fleet view moves them",
  data: ZGeography,
});
