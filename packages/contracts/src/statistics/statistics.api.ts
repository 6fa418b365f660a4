import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZStatisticsExportQuery, ZStatisticsList, ZStatisticsQuery } from './statistics.schema';

const tags = ['statistics'];

export const findStatisticsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/statistics/list',
  access: 'statisticList:view',
  tags,
  summary: 'Area, run time, distance, water, energy, runs and faults per robot or organisation over a range, with totals (daily rollups)',
  body: ZStatisticsQuery,
  data: ZStatisticsList,
});

export const exportStatisticsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/statistics/export',
  access: 'statisticList:export',
  tags,
  summary: 'The statistics as a CSV file in the caller language (UTF-8 with BOM, units in the headers); errors come as the envelope',
  body: ZStatisticsExportQuery,
  data: z.string(),
});
