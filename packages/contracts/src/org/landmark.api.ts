import { z } from 'zod';
import { zId, zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';
import { ZOrg } from './org.schema';

/** Point-level organisations (spec level 4) carry a landmark file. */
export const LANDMARK_ORG_LEVEL = 4;
export const LANDMARK_FILE_MAX_BYTES = 200 * 1024 * 1024;

export const ZLandmarkFile = z.object({ fileName: z.string(), size: z.number().int(), sha256: z.string(), uploadedAt: z.string() });
export type TLandmarkFile = z.infer<typeof ZLandmarkFile>;
export const ZLandmarkOrg = ZOrg.extend({ landmark: ZLandmarkFile.nullable() });
export type TLandmarkOrg = z.infer<typeof ZLandmarkOrg>;

const tags = ['organization'];
const multipart =
  'multipart/form-data: the organisation fields (name, parentId, code?, contactName?, phone?, type?, area?) as form fields and the landmark file as `file`';

export const createLandmarkOrgRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/org/save/landmark/org',
  access: 'organization:landmark',
  tags,
  summary: `Create a point-level organisation with its landmark file. ${multipart} (required)`,
  data: z.object({ id: z.number().int() }),
});
export const updateLandmarkOrgRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/user/org/update/landmark/org',
  access: 'organization:landmark',
  tags,
  summary: `Edit a point-level organisation and optionally replace its landmark file. ${multipart} (optional) plus id`,
  data: z.null(),
});
export const getLandmarkOrgRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/get/landmark/org/:id',
  access: 'organization:view',
  tags,
  summary: 'A point-level organisation with its landmark file details',
  params: z.object({ id: zIdParam() }),
  data: ZLandmarkOrg,
});
export const downloadLandmarkFileRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/org/landmark/file/:id',
  access: 'organization:view',
  tags,
  summary: 'Download the landmark file of a point-level organisation',
  params: z.object({ id: zIdParam() }),
  data: z.string(),
});

/** Landmarks a user operates (bind / unbind). */
export const ZBindLandmarksBody = z.object({ userId: zId(), orgIds: z.array(zId()).min(1).max(500) });
export type TBindLandmarksBody = z.input<typeof ZBindLandmarksBody>;
export const ZBoundLandmark = z.object({ orgId: z.number().int(), name: z.string(), code: z.string(), fileName: z.string().nullable() });
export type TBoundLandmark = z.infer<typeof ZBoundLandmark>;

export const listBoundLandmarksRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/userinfo/get/landmark/binded/list',
  access: 'user:view',
  tags: ['user'],
  summary: 'The landmarks a user operates',
  query: z.object({ userId: zIdParam() }),
  data: z.array(ZBoundLandmark),
});
export const bindLandmarksRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/userinfo/bind/landmarks/operations',
  access: 'user:bindLandmark',
  tags: ['user'],
  summary: 'Let a user operate these landmarks (point organisations with a landmark file, in the caller subtree)',
  body: ZBindLandmarksBody,
  data: z.null(),
});
export const unbindLandmarksRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/userinfo/unbind/landmarks/operations',
  access: 'user:bindLandmark',
  tags: ['user'],
  summary: 'Stop a user operating these landmarks',
  body: ZBindLandmarksBody,
  data: z.null(),
});
