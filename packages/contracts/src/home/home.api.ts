import { defineRoute } from '../common/route';
import { ZHomeSummary } from './home.schema';

export const getHomeSummaryRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/home/summary',
  access: 'home:view',
  tags: ['home'],
  summary:
    "The caller's robots at a glance (hosted ones inside their window): counts per state, today's and yesterday's figures, robots needing attention, the newest open faults",
  data: ZHomeSummary,
});
