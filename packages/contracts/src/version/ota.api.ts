import { z } from 'zod';
import { defineRoute } from '../common/route';
import { zString } from '../validation/rules';

/** How long an otaUpgrade command's download address works: long enough to resume a slow download. */
export const PACKAGE_GRANT_HOURS = 24;

const tags = ['versions'];

/**
 * A robot downloads its upgrade package (device protocol §11). `public` to the session rule: the robot
 * proves itself with HTTP Basic (device number : device secret) and the token of the address it was
 * sent, which reads one package for that robot until it expires (410 PACKAGE_GRANT_ENDED). HTTP Range
 * lets an interrupted download resume.
 */
export const devicePackageRoute = defineRoute({
  method: 'GET',
  path: 'device/package/:token',
  access: 'public',
  tags,
  summary:
    "A robot's upgrade package download: HTTP Basic with the device number and secret, the token from its otaUpgrade command; honours one HTTP Range",
  params: z.object({ token: zString().regex(/^[A-Za-z0-9_-]{43}$/) }),
  data: z.unknown(),
});
