import { zIdParam } from '../common/ids';
import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZRoleOption } from '../role/role.schema';
import {
  ZCreateBusinessBody,
  ZIdParams,
  ZIdResult,
  ZOrg,
  ZOrgListQuery,
  ZOrgOption,
  ZOrgSaveBody,
  ZOrgTreeNode,
  ZOrgUpdateBody,
  ZTreeQuery,
} from './org.schema';

const tags = ['organization'];

export const findOrgsRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/org/list',
  access: 'organization:view',
  tags,
  summary: 'Organisations of the caller subtree, paged and filtered',
  body: ZOrgListQuery,
  data: ZListResult(ZOrg),
});
export const getOrgTreeRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/getTreeByBusinessCode',
  access: 'session',
  tags,
  summary: 'The organisation tree visible to the caller (optionally rooted at id or a business code)',
  query: ZTreeQuery,
  data: z.array(ZOrgTreeNode),
});
export const createBusinessRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/org/createBusiness',
  access: 'organization:createBusiness',
  tags,
  summary: 'Create a business (level 1 under the platform) with its administrator role and first administrator',
  body: ZCreateBusinessBody,
  data: z.object({ id: z.number().int(), adminUserId: z.number().int(), roleId: z.number().int() }),
});
export const createOrgRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/org/save',
  access: 'organization:create',
  tags,
  summary: 'Create an organisation under a parent of the caller subtree',
  body: ZOrgSaveBody,
  data: ZIdResult,
});
export const updateOrgRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/user/org/update',
  access: 'organization:edit',
  tags,
  summary: 'Edit an organisation of the caller subtree',
  body: ZOrgUpdateBody,
  data: z.null(),
});
export const getOrgRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/info/:id',
  access: 'organization:view',
  tags,
  summary: 'One organisation',
  params: ZIdParams,
  data: ZOrg,
});
export const deleteOrgRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/delete/:id',
  access: 'organization:delete',
  tags,
  summary: 'Delete an empty organisation (no children, users, roles or robots); GET as the original client calls it',
  params: ZIdParams,
  data: z.null(),
});
export const getRolesByOrgRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/getRoleListByOrg',
  access: 'session',
  tags,
  summary: 'Roles that a user of this organisation may be given by the caller',
  query: z.object({ orgId: zIdParam() }),
  data: z.array(ZRoleOption),
});
export const listBusinessRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/listBusiness',
  access: 'session',
  tags,
  summary: 'Businesses (level 1) visible to the caller',
  data: z.array(ZOrgOption),
});
export const listRootRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/listRoot/:id',
  access: 'session',
  tags,
  summary: 'The chain of organisations from the caller scope root down to this one',
  params: ZIdParams,
  data: z.array(ZOrgOption),
});
