import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZLandmarkSite, ZLandmarkListQuery, ZLandmarkSwitchBody, ZLandmarkSwitchResult } from './landmark.schema';

const tags = ['landmarks'];

export const findLandmarksRoute = defineRoute({
  method: 'POST',
  path: 'user-service/user/landmark/list',
  access: 'landMarkDetail:view',
  tags,
  summary:
    "Landmarks (point-level organisations) of the caller's subtree by keyword and organisation, with their file, robots' live states, areas and users",
  body: ZLandmarkListQuery,
  data: ZListResult(ZLandmarkSite),
});
export const getLandmarkRoute = defineRoute({
  method: 'GET',
  path: 'user-service/user/landmark/info/:id',
  access: 'landMarkDetail:view',
  tags,
  summary: "One landmark of the caller's subtree; NOT_FOUND for any other organisation",
  params: z.object({ id: zIdParam() }),
  data: ZLandmarkSite,
});
export const switchLandmarkRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/switchLandmark',
  access: 'landMarkDetail:switch',
  tags,
  summary:
    'Move a robot the caller subtree owns to another landmark of the subtree, archiving its maps, turning its scheduled tasks off and cancelling pending reservations (ROBOT_WORKING, ROBOT_LOCKED, ROBOT_HOSTED, LANDMARK_UNCHANGED)',
  body: ZLandmarkSwitchBody,
  data: ZLandmarkSwitchResult,
});
