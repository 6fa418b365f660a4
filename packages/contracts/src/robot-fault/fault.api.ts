import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZAcknowledgeFaultBody, ZFaultCounts, ZFaultFilters, ZFaultQuery, ZResolveFaultBody, ZRobotFault } from './fault.schema';

const tags = ['faults'];
const idParams = z.object({ id: zIdParam() });

export const findRobotFaultsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/fault/list',
  access: 'robotFault:view',
  tags,
  summary: 'Faults of the robots the caller sees (hosted ones within the window), by level, state, organisation, robot, time and keyword',
  body: ZFaultQuery,
  data: ZListResult(ZRobotFault),
});

export const countRobotFaultsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/fault/counts',
  access: 'robotFault:view',
  tags,
  summary: 'Faults still to handle (open or acknowledged) per level (warning, fault, emergency) for the filters of the list but its state',
  body: ZFaultFilters,
  data: ZFaultCounts,
});

export const getRobotFaultRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/fault/:id',
  access: 'robotFault:view',
  tags,
  summary: 'One fault with its handling (who acknowledged and resolved it, when, with which note)',
  params: idParams,
  data: ZRobotFault,
});

export const acknowledgeRobotFaultRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/fault/acknowledge/:id',
  access: 'robotFault:edit',
  tags,
  summary: 'Acknowledge an open fault (optional note); FAULT_ALREADY_ACKNOWLEDGED or FAULT_ALREADY_RESOLVED otherwise',
  params: idParams,
  body: ZAcknowledgeFaultBody,
  data: ZRobotFault,
});

export const resolveRobotFaultRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/fault/resolve/:id',
  access: 'robotFault:edit',
  tags,
  summary: 'Resolve an open or acknowledged fault with a note; FAULT_ALREADY_RESOLVED otherwise',
  params: idParams,
  body: ZResolveFaultBody,
  data: ZRobotFault,
});

export const exportRobotFaultsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/fault/export',
  access: 'robotFault:export',
  tags,
  summary: 'The filtered faults as a CSV file in the caller language (UTF-8 with BOM, at most 10,000 rows); errors come as the envelope',
  body: ZFaultFilters,
  data: z.string(),
});
