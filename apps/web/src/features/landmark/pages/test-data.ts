import { getOrgTreeRoute, type TLandmarkSite } from '@fleet/contracts';
import { answer } from '../../../test/api';
import { areaRobotFixture } from '../../../test/fixtures';

/** A landmark of organisation 2 without file, position, robots, areas or users, as the server answers it. */
export const landmarkFixture = (id: number, over: Partial<TLandmarkSite> = {}): TLandmarkSite => ({
  id,
  name: `Landmark ${id}`,
  code: `LM${id}`,
  parentId: 2,
  parentName: 'Acme Tower',
  longitude: null,
  latitude: null,
  file: null,
  robots: [],
  areaCount: 0,
  userCount: 0,
  ...over,
});

/** Placed on the map with its file, four robots (idle, working, locked, offline), two areas and three users. */
export const DOCK_A = landmarkFixture(11, {
  name: 'Dock A',
  code: 'LMA01',
  longitude: 121.5,
  latitude: 31.2,
  file: { fileName: 'dock-a.lmk', size: 2048, sha256: 'a'.repeat(64), uploadedAt: '2030-01-01T08:00:00Z' },
  robots: [areaRobotFixture(3, 'idle'), areaRobotFixture(4, 'working'), areaRobotFixture(5, 'locked'), areaRobotFixture(6, 'offline')],
  areaCount: 2,
  userCount: 3,
});
/** Not placed, no file, nobody there yet. */
export const DOCK_B = landmarkFixture(12, { name: 'Dock B', code: 'LMB02', userCount: 1 });

/** What the page reads besides its list: the organisation tree of the search form. */
export const ORG_TREE = answer(getOrgTreeRoute, [{ id: 2, name: 'Acme Tower', level: 2, code: 'O2', businessCode: 'B1', children: [] }]);

export const VIEWER_CODES = ['landMarkDetail', 'landMarkDetail:view'];
/** A landmark manager who may also open the Organization screen (its link, the file download). */
export const LANDMARK_CODES = [...VIEWER_CODES, 'landMarkDetail:switch', 'organization', 'organization:view'];
