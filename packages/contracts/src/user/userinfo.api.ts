import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { ZRevertResult, ZUser, ZUserListQuery, ZUserOption, ZUserSaveBody, ZUserUpdateBody } from './userinfo.schema';

const tags = ['user'];

export const findUsersRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/userinfo/list',
  access: 'user:view',
  tags,
  summary: 'Users of the caller subtree, searchable by account, name, phone, organisation, role',
  body: ZUserListQuery,
  data: ZListResult(ZUser),
});
export const createUserRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/userinfo/save',
  access: 'user:create',
  tags,
  summary: 'Create a user in the caller subtree; they change the password at first sign-in',
  body: ZUserSaveBody,
  data: ZIdResult,
});
export const updateUserRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/userinfo/update',
  access: 'user:edit',
  tags,
  summary: 'Edit a user (name, phone, email, organisation, role, enabled); disabling ends their session',
  body: ZUserUpdateBody,
  data: z.null(),
});
export const getUserRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/userinfo/info/:id',
  access: 'user:view',
  tags,
  summary: 'One user',
  params: ZIdParams,
  data: ZUser,
});
export const deleteUserRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/userinfo/delete/:id',
  access: 'user:delete',
  tags,
  summary: 'Delete a user (ends their session); GET as the original client calls it',
  params: ZIdParams,
  data: z.null(),
});
export const revertUserRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/user/userinfo/revert/:id',
  access: 'user:revert',
  tags,
  summary: "Reset a user's password to a one-time password, shown once; they must change it at next sign-in",
  params: ZIdParams,
  data: ZRevertResult,
});
export const listUserOptionsRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/userinfo/get/user/list',
  // Also the work-order dispatcher's handler picker: a handler must be a user of the caller's subtree.
  access: ['user:view', 'workOrderList:distribute'],
  tags,
  summary: 'Users of the caller subtree for pickers (id, account, name); also for picking a work-order handler',
  data: z.array(ZUserOption),
});
