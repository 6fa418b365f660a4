import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, ZListResult, zListSort } from '../common/list';
import { defineRoute } from '../common/route';
import { V, zString } from '../validation/rules';

/** What an operator sorts the operation log by (without one: newest first). */
export const OPERATION_LOG_SORT_FIELDS = ['time', 'account', 'organization', 'action', 'result'] as const;
export type TOperationLogSortField = (typeof OPERATION_LOG_SORT_FIELDS)[number];

export const ZOperationLogQuery = ZListQuery.extend({
  ...zListSort(OPERATION_LOG_SORT_FIELDS),
  userId: zId().optional(),
  account: zString().max(60).optional(),
  action: zString().max(80).optional(),
  result: z.enum(['success', 'failure']).optional(),
  /** ISO date-times; the end may not be earlier than the start. */
  start: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
  end: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
}).refine((q) => !q.start || !q.end || q.end >= q.start, { message: V.endBeforeStart, path: ['end'] });
export type TOperationLogQuery = z.input<typeof ZOperationLogQuery>;

export const ZOperationLogEntry = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  account: z.string(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  result: z.enum(['success', 'failure']),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TOperationLogEntry = z.infer<typeof ZOperationLogEntry>;

const tags = ['operationLog'];

export const findOperationLogRoute = defineRoute({
  method: 'POST',
  path: 'user-service/operationLog/list',
  access: 'operationLog:view',
  tags,
  summary: 'Operation log of the caller subtree, newest first, filtered by user, action, result and time range',
  body: ZOperationLogQuery,
  data: ZListResult(ZOperationLogEntry),
});

export const exportOperationLogRoute = defineRoute({
  method: 'POST',
  path: 'user-service/operationLog/export',
  access: 'operationLog:export',
  tags,
  summary: 'The filtered operation log as a CSV file (UTF-8 with BOM, at most 10,000 rows); errors come as the envelope',
  body: ZOperationLogQuery,
  data: z.string(),
});

export const listOperationActionsRoute = defineRoute({
  method: 'GET',
  path: 'user-service/operationLog/actions',
  access: 'operationLog:view',
  tags,
  summary: 'The actions recorded so far, for the filter',
  data: z.array(z.string()),
});
