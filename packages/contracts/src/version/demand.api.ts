import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { ZDemand, ZDemandListQuery, ZDemandSaveBody, ZDemandUpdateBody } from './demand.schema';

const tags = ['versions'];

/** Requirements (issue 15, the demand screen): what the next versions must deliver, per organisation. */
export const findDemandsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/demand/list',
  access: 'demand:view',
  tags,
  summary: "Requirements of the caller's organisation and those below it, by keyword, state, priority and robot type",
  body: ZDemandListQuery,
  data: ZListResult(ZDemand),
});
export const createDemandRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/demand/save',
  access: 'demand:create',
  tags,
  summary: "Record a requirement for an organisation of the caller's subtree; it starts open",
  body: ZDemandSaveBody,
  data: ZIdResult,
});
export const updateDemandRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/demand/update',
  access: 'demand:edit',
  tags,
  summary: 'Edit a requirement or move its state (only the moves DEMAND_MOVES allows); an unchanged edit is refused',
  body: ZDemandUpdateBody,
  data: z.null(),
});
export const deleteDemandRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/demand/delete/:id',
  access: 'demand:delete',
  tags,
  summary: "Delete a requirement of the caller's subtree",
  params: ZIdParams,
  data: z.null(),
});
