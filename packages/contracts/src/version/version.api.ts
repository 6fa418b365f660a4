import { z } from 'zod';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZIdParams, ZIdResult } from '../org/org.schema';
import {
  ZInstalledRobot,
  ZInstalledRobotsQuery,
  ZInstalledVersion,
  ZInstalledVersionQuery,
  ZSoftwareVersion,
  ZVersionListQuery,
  ZVersionOption,
  ZVersionSaveBody,
  ZVersionUpdateBody,
} from './version.schema';

const tags = ['versions'];

/** Version definitions (issue 15, the definition screen), per organisation subtree like requirements. */
export const findVersionsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/version/list',
  access: ['definition:view', 'robotVersion:view'],
  tags,
  summary: "Versions defined by the caller's organisation and those below it, by keyword, software type and robot type",
  body: ZVersionListQuery,
  data: ZListResult(ZSoftwareVersion),
});
export const createVersionRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/version/save',
  access: 'definition:create',
  tags,
  summary: 'Define a version; a number already defined for the software type is refused (VERSION_EXISTS)',
  body: ZVersionSaveBody,
  data: ZIdResult,
});
export const updateVersionRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/version/update',
  access: 'definition:edit',
  tags,
  summary: 'Edit a definition; type and number only while no package was submitted (VERSION_IN_USE)',
  body: ZVersionUpdateBody,
  data: z.null(),
});
export const deleteVersionRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/version/delete/:id',
  access: 'definition:delete',
  tags,
  summary: 'Delete a definition that has no package (VERSION_IN_USE otherwise)',
  params: ZIdParams,
  data: z.null(),
});
export const versionOptionsRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/version/options',
  access: ['submit:view', 'submit:create', 'issue:view', 'ota:view', 'ota:upgrade'],
  tags,
  summary: 'The versions the caller can see, newest first, for the submit and OTA pickers',
  data: z.array(ZVersionOption),
});
export const findInstalledVersionsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/version/installed',
  access: 'robotVersion:view',
  tags,
  summary: 'Each version robots in scope report per unit, with how many report it and its definition when known',
  body: ZInstalledVersionQuery,
  data: ZListResult(ZInstalledVersion),
});
export const findInstalledRobotsRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/version/installedRobots',
  access: 'robotVersion:view',
  tags,
  summary: 'The robots in scope reporting one version of one unit',
  body: ZInstalledRobotsQuery,
  data: ZListResult(ZInstalledRobot),
});
