import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { THUMBNAIL_SIZE, ZFileFilters, ZFileItem, ZFileQuery, ZRenameFileBody } from './file.schema';

const tags = ['file'];
const multipart =
  'multipart/form-data with the file as `file`; its type is decided by its content (PNG, JPEG, GIF, WebP images; MP4, WebM, QuickTime videos), each kind with its size limit';

export const uploadFileRoute = defineRoute({
  method: 'POST',
  path: 'user-service/file/upload',
  // Work-order pictures land in the same store: staff processing an order (or its handler, who reaches
  // it through the staff list) and a submitter filing one upload them as well, images only (uploadKindsOf).
  access: ['resourceFile:upload', 'workOrderList:process', 'workOrderList:view', 'workOrderRecord:create'],
  tags,
  summary: `Upload a resource file into the caller's organisation. ${multipart}`,
  data: ZFileItem,
});
/** Spec §7: images and videos for help articles (1 h client timeout); the same store as resource files. */
export const uploadHelpRoute = defineRoute({
  method: 'POST',
  path: 'user-service/webApi/uploadHelp',
  access: ['help:create', 'help:edit'],
  tags,
  summary: `Upload an image or video for a help article. ${multipart}`,
  data: ZFileItem,
});
export const findFilesRoute = defineRoute({
  method: 'POST',
  path: 'user-service/file/list',
  access: 'resourceFile:view',
  tags,
  summary: 'Files of the caller subtree, newest first, filtered by name or number, kind and upload time',
  body: ZFileQuery,
  data: ZListResult(ZFileItem),
});
export const renameFileRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/file/rename',
  access: 'resourceFile:edit',
  tags,
  summary: 'Change the display name of a file (its content and number stay)',
  body: ZRenameFileBody,
  data: z.null(),
});
export const deleteFileRoute = defineRoute({
  method: 'DELETE',
  path: 'user-service/file/delete/:id',
  access: 'resourceFile:delete',
  tags,
  summary: 'Delete a file; refused (FILE_IN_USE, naming the users) while a document, article or work order uses it',
  params: z.object({ id: zIdParam() }),
  data: z.null(),
});
export const downloadFileRoute = defineRoute({
  method: 'GET',
  path: 'user-service/file/content/:id',
  access: 'session',
  tags,
  summary:
    'The content of a file of the caller subtree, inline with its type (images, video) or as an attachment (`download=1`); honours HTTP Range (206/416) so videos seek',
  params: z.object({ id: zIdParam() }),
  query: z.object({ download: z.enum(['0', '1']).optional() }),
  data: z.string(),
});
export const getFileThumbnailRoute = defineRoute({
  method: 'GET',
  path: 'user-service/file/thumbnail/:id',
  access: 'resourceFile:view',
  tags,
  summary: `A small preview (WebP, at most ${THUMBNAIL_SIZE} px a side) of an image of the caller subtree, made on first request and kept; other kinds are not found`,
  params: z.object({ id: zIdParam() }),
  data: z.string(),
});
export const exportFilesRoute = defineRoute({
  method: 'POST',
  path: 'user-service/file/export',
  access: 'resourceFile:view',
  tags,
  summary: 'The filtered files as a CSV file in the caller language (UTF-8 with BOM), streamed; errors come as the envelope',
  body: ZFileFilters,
  data: z.string(),
});
