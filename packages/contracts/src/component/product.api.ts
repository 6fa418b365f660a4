import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { ZProduct, ZProductListQuery, ZProductSaveBody, ZProductUpdateBody } from './product.schema';

const tags = ['components'];

/** Products (issue 16, the product screen): what is sold, built on a robot type from catalogue components. */
export const findProductsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/product/list',
  access: 'product:view',
  tags,
  summary: "Products of the caller's organisation and those below it, by keyword, robot type and component model",
  body: ZProductListQuery,
  data: ZListResult(ZProduct),
});
export const createProductRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/product/save',
  access: 'product:create',
  tags,
  summary:
    "Add a product to an organisation of the caller's subtree: its model unique there (PRODUCT_MODEL_TAKEN), each component a model the caller sees that fits the robot type (COMPONENT_NOT_FOR_TYPE)",
  body: ZProductSaveBody,
  data: ZIdResult,
});
export const updateProductRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/product/update',
  access: 'product:edit',
  tags,
  summary: "Edit a product of the caller's subtree (the bill is replaced whole); an unchanged edit is refused",
  body: ZProductUpdateBody,
  data: z.null(),
});
export const deleteProductRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/product/delete/:id',
  access: 'product:delete',
  tags,
  summary: "Delete a product of the caller's subtree",
  params: ZIdParams,
  data: z.null(),
});
