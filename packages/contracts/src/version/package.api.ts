import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import { ZPackage, ZPackageListQuery, ZPackageRegisterBody, ZPackageReleaseBody } from './package.schema';

const tags = ['versions'];

/** Packages of versions (issue 15: the submit and issue screens). */
export const findPackagesRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/package/list',
  access: ['submit:view', 'issue:view', 'robotVersion:view'],
  tags,
  summary: "Packages of the versions the caller's subtree defined, and packages released to the caller's organisation or one above it",
  body: ZPackageListQuery,
  data: ZListResult(ZPackage),
});
export const uploadPackageRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/package/upload',
  access: 'submit:create',
  tags,
  summary:
    'Submit a build of a defined version: multipart/form-data with versionId, packageType, an optional md5 and note, then the file as `file` (streamed to the file store; md5 and sha-256 computed; a given md5 that differs is refused with PACKAGE_MD5_MISMATCH)',
  data: ZIdResult,
});
export const registerPackageRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/package/register',
  access: 'submit:create',
  tags,
  summary: 'Submit a build kept at an external address, with its md5 and size',
  body: ZPackageRegisterBody,
  data: ZIdResult,
});
export const deletePackageRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/package/delete/:id',
  access: 'submit:delete',
  tags,
  summary: 'Delete a submission not released (PACKAGE_RELEASED otherwise); an uploaded file goes with it',
  params: ZIdParams,
  data: z.null(),
});
export const releasePackageRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/package/release',
  access: 'issue:release',
  tags,
  summary: 'Approve a submitted package and publish it to organisations as a package type; who and when are kept',
  body: ZPackageReleaseBody,
  data: z.null(),
});
export const withdrawPackageRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/package/withdraw/:id',
  access: 'issue:edit',
  tags,
  summary: 'Withdraw a released package: no new OTA campaign can use it (running ones keep it)',
  params: ZIdParams,
  data: z.null(),
});
export const downloadPackageRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/package/download/:id',
  access: ['submit:view', 'issue:view'],
  tags,
  summary: 'Download an uploaded package (HTTP Range supported), for the staff who may see it',
  params: ZIdParams,
  data: z.unknown(),
});
