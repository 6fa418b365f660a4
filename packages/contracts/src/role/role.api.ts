import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { ZRole, ZRoleDetail, ZRoleListQuery, ZRoleSaveBody, ZRoleUpdateBody } from './role.schema';

const tags = ['role'];

export const findRolesRoute = defineRoute({
  method: 'POST',
  path: 'user-service/role/list',
  access: 'role:view',
  tags,
  summary: 'Roles of organisations in the caller subtree',
  body: ZRoleListQuery,
  data: ZListResult(ZRole),
});
export const createRoleRoute = defineRoute({
  method: 'POST',
  path: 'user-service/role/save',
  access: 'role:create',
  tags,
  summary: 'Create a role; it may hold only codes the caller holds',
  body: ZRoleSaveBody,
  data: ZIdResult,
});
export const updateRoleRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/role/update',
  access: 'role:edit',
  tags,
  summary: 'Edit a role; applies to its holders on their next request',
  body: ZRoleUpdateBody,
  data: z.null(),
});
export const getRoleRoute = defineRoute({
  method: 'GET',
  path: 'user-service/role/info/:id',
  access: 'role:view',
  tags,
  summary: 'One role with its permission codes',
  params: ZIdParams,
  data: ZRoleDetail,
});
export const deleteRoleRoute = defineRoute({
  method: 'DELETE',
  path: 'user-service/role/delete/:id',
  access: 'role:delete',
  tags,
  summary: 'Delete a role that no user holds',
  params: ZIdParams,
  data: z.null(),
});
