import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZOwnDetail, ZUpdateOwnerBody } from './user.schema';

const tags = ['user'];

export const getOwnDetailRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/userinfo/getOwnDetail',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: 'The signed-in user with organisation and role',
  data: ZOwnDetail,
});

export const updateOwnerRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/userinfo/updateOwner',
  access: 'session',
  tags,
  summary: 'Edit the own account (name, phone, email); an unchanged edit is refused',
  body: ZUpdateOwnerBody,
  data: z.null(),
});
