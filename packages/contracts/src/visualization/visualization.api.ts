import { defineRoute } from '../common/route';
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
