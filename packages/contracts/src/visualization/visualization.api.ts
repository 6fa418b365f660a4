import { defineRoute } from '../common/route';
import { ZVisCoverage, ZVisCoverageQuery, ZVisRobotQuery, ZVisRunPath, ZVisRunPathQuery, ZVisRuns } from './vis-robot.schema';
import { ZVisHistory, ZVisHistoryQuery } from './visualization.schema';

const tags = ['visualization'];

export const getVisHistoryRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/visualization/history',
  access: 'visualization:view',
  tags,
  summary:
    'Area, run time, energy, water, distance, faults and utilisation over a range: per day, per site, per robot type, per robot and trends (daily rollups)',
  body: ZVisHistoryQuery,
  data: ZVisHistory,
});

export const getVisRunsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/visualization/runs',
  access: 'visualization:view',
  tags,
  summary: 'The last runs of one robot, newest first, each saying whether its pose samples are still kept',
  body: ZVisRobotQuery,
  data: ZVisRuns,
});

export const getVisRunPathRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/visualization/run-path',
  access: 'visualization:view',
  tags,
  summary: 'The poses of one run (telemetry samples between its start and end) and the map it ran on, for a replay',
  body: ZVisRunPathQuery,
  data: ZVisRunPath,
});

export const getVisCoverageRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/visualization/coverage',
  access: 'visualization:view',
  tags,
  summary:
    'Coverage heatmap of the last runs of one robot on its latest map: runs per map cell, from the pose trails and its cleaning width',
  body: ZVisCoverageQuery,
  data: ZVisCoverage,
});
