import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import {
  ZComponent,
  ZComponentActionBody,
  ZComponentHistoryItem,
  ZComponentImportBody,
  ZComponentImportResult,
  ZComponentListQuery,
  ZComponentSaveBody,
  ZComponentUpdateBody,
} from './component-resource.schema';

const tags = ['components'];

/** The component inventory (issue 16, the componentResource screen): physical components of the caller's subtree. */
export const findComponentsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/component/resource/list',
  access: 'componentResource:view',
  tags,
  summary: "Components of the caller's subtree by keyword (serial, model, device number), kind, model, state and robot",
  body: ZComponentListQuery,
  data: ZListResult(ZComponent),
});
export const createComponentRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/component/resource/save',
  access: 'componentResource:create',
  tags,
  summary: 'Add an idle component of a catalogue model of the caller subtree (COMPONENT_SERIAL_TAKEN when the model has that serial)',
  body: ZComponentSaveBody,
  data: ZIdResult,
});
export const updateComponentRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/component/resource/update',
  access: 'componentResource:edit',
  tags,
  summary: 'Edit the serial number, its type, the expiry or the note of a component that is not discarded',
  body: ZComponentUpdateBody,
  data: z.null(),
});
export const moveComponentRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/component/resource/action',
  access: 'componentResource:edit',
  tags,
  summary:
    'Install (into a robot the caller sees, of a type the model fits), remove, send to repair, take back from repair or discard a component (COMPONENT_STATE_REFUSED when its state does not allow it)',
  body: ZComponentActionBody,
  data: z.null(),
});
export const componentHistoryRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/component/resource/history/:id',
  access: 'componentResource:view',
  tags,
  summary: 'Every change of one component, newest first',
  params: ZIdParams,
  data: z.array(ZComponentHistoryItem),
});
export const importComponentsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/component/resource/import',
  access: 'componentResource:create',
  tags,
  summary: 'Check (dry run) or write a CSV of components: every row is checked, and all are written or none',
  body: ZComponentImportBody,
  data: ZComponentImportResult,
});
export const exportComponentsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/component/resource/export',
  access: 'componentResource:export',
  tags,
  summary: 'The filtered components as a CSV file in the caller language (UTF-8 with BOM), streamed; the file can be imported again',
  body: ZComponentListQuery.omit({ page: true, pageSize: true }),
  data: z.string(),
});
