import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import {
  ZMaintainRecord,
  ZMaintainRecordFilters,
  ZMaintainRecordListQuery,
  ZMaintainRecordSaveBody,
  ZMaintainRecordUpdateBody,
} from './maintain-record.schema';
import {
  ZOutRecord,
  ZOutRecordFilters,
  ZOutRecordImportBody,
  ZOutRecordImportResult,
  ZOutRecordListQuery,
  ZOutRecordSaveBody,
  ZOutRecordUpdateBody,
} from './out-record.schema';

const tags = ['service records'];

/**
 * Maintenance records (issue 16, maintainRecord). A record is seen by the subtree of the organisation
 * that wrote it and by the subtree owning its robot; it is written on a robot the caller sees (owned, or
 * hosted to the caller's subtree: a service partner records its own visits).
 */
export const findMaintainRecordsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/maintain/list',
  access: 'maintainRecord:view',
  tags,
  summary: 'Maintenance records the caller sees, by keyword, category, robot and time, newest first',
  body: ZMaintainRecordListQuery,
  data: ZListResult(ZMaintainRecord),
});
export const createMaintainRecordRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/maintain/save',
  access: 'maintainRecord:create',
  tags,
  summary: 'Record a maintenance of a robot the caller sees, with its pictures and the components replaced (moved in the same transaction)',
  body: ZMaintainRecordSaveBody,
  data: ZIdResult,
});
export const updateMaintainRecordRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/maintain/update',
  access: 'maintainRecord:edit',
  tags,
  summary: "Edit a record's own fields (its replacements stay as they happened); an unchanged edit is refused",
  body: ZMaintainRecordUpdateBody,
  data: z.null(),
});
export const deleteMaintainRecordRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/maintain/delete/:id',
  access: 'maintainRecord:delete',
  tags,
  summary: "Delete a record written in the caller's subtree (the components stay where the record moved them)",
  params: ZIdParams,
  data: z.null(),
});
export const exportMaintainRecordsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/maintain/export',
  access: 'maintainRecord:export',
  tags,
  summary: 'The filtered maintenance records as a CSV file in the caller language (UTF-8 with BOM), streamed',
  body: ZMaintainRecordFilters,
  data: z.string(),
});

/** Shipment (outbound) records (issue 16, outRecord): seen by the subtree of the organisation that wrote them. */
export const findOutRecordsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/out/list',
  // The robot configuration content's shipment tab reads a robot's shipments with this route too.
  access: ['outRecord:view', 'robotConfigList:view'],
  tags,
  summary: 'Shipment records of the caller subtree by keyword, product, robot and time, newest first',
  body: ZOutRecordListQuery,
  data: ZListResult(ZOutRecord),
});
export const createOutRecordRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/out/save',
  access: 'outRecord:create',
  tags,
  summary: 'Record a shipment of robots the caller subtree owns (by device number), optionally of one of its products',
  body: ZOutRecordSaveBody,
  data: ZIdResult,
});
export const updateOutRecordRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/out/update',
  access: 'outRecord:edit',
  tags,
  summary: 'Edit a shipment record of the caller subtree; an unchanged edit is refused',
  body: ZOutRecordUpdateBody,
  data: z.null(),
});
export const deleteOutRecordRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/out/delete/:id',
  access: 'outRecord:delete',
  tags,
  summary: 'Delete a shipment record of the caller subtree',
  params: ZIdParams,
  data: z.null(),
});
export const exportOutRecordsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/out/export',
  access: 'outRecord:export',
  tags,
  summary: 'The filtered shipment records as a CSV file in the caller language (UTF-8 with BOM), one line per record',
  body: ZOutRecordFilters,
  data: z.string(),
});
export const importOutRecordsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/out/import',
  access: 'outRecord:create',
  tags,
  summary: 'Check (dry run) or write a CSV of shipments, one a line: every row is checked, and all are written or none',
  body: ZOutRecordImportBody,
  data: ZOutRecordImportResult,
});
