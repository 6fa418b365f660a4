import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { ZComponentModel, ZComponentModelListQuery, ZComponentModelSaveBody, ZComponentModelUpdateBody } from './component-model.schema';

const tags = ['components'];

/** The component catalogue (issue 16, the componentConfig screen): component models per organisation. */
export const findComponentModelsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/component/model/list',
  access: 'componentConfig:view',
  tags,
  summary: "Component models of the caller's organisation and those below it, by keyword, kind, robot type and consumable",
  body: ZComponentModelListQuery,
  data: ZListResult(ZComponentModel),
});
export const createComponentModelRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/component/model/save',
  access: 'componentConfig:create',
  tags,
  summary:
    "Add a component model to the catalogue of an organisation of the caller's subtree (COMPONENT_MODEL_TAKEN when its model exists there)",
  body: ZComponentModelSaveBody,
  data: ZIdResult,
});
export const updateComponentModelRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/component/model/update',
  access: 'componentConfig:edit',
  tags,
  summary: "Edit a component model of the caller's subtree; an unchanged edit is refused",
  body: ZComponentModelUpdateBody,
  data: z.null(),
});
export const deleteComponentModelRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/component/model/delete/:id',
  access: 'componentConfig:delete',
  tags,
  summary: "Delete a component model of the caller's subtree",
  params: ZIdParams,
  data: z.null(),
});
