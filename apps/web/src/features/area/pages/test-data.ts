import { getOrgTreeRoute, getOwnDetailRoute, type TArea } from '@fleet/contracts';
import { answer } from '../../../test/api';
import { areaRobotFixture, ownDetailFixture } from '../../../test/fixtures';

/** An enabled building of organisation 2 with no robots yet, as the server answers it. */
export const areaFixture = (id: number, over: Partial<TArea> = {}): TArea => ({
  id,
  number: `AR${String(id).padStart(8, '0')}`,
  name: `Area ${id}`,
  kind: 1,
  orgId: 2,
  orgName: 'Acme Tower',
  address: null,
  floors: 2,
  zones: 1,
  liftControl: false,
  enabled: true,
  workArea: null,
  frequency: null,
  longitude: null,
  latitude: null,
  robots: [],
  status: 'noRobots',
  cleanedTodayM2: 0,
  coverageToday: null,
  createdAt: '2030-01-01T00:00:00Z',
  createdBy: 'admin',
  updatedAt: '2030-01-02T00:00:00Z',
  updatedBy: 'admin',
  ...over,
});

/** A twelve-floor tower with lift control, four robots (three working, one offline), 45 % of today's plan done. */
export const TOWER = areaFixture(1, {
  name: 'Tower A',
  address: '1 Harbour Road',
  floors: 12,
  zones: 3,
  liftControl: true,
  workArea: 1000,
  frequency: 1,
  longitude: 121.5,
  latitude: 31.2,
  robots: [areaRobotFixture(1, 'working'), areaRobotFixture(2, 'working'), areaRobotFixture(3, 'working'), areaRobotFixture(4, 'offline')],
  status: 'cleaning',
  cleanedTodayM2: 450.46,
  coverageToday: 45,
});
/** A park without robots or work area: nothing to measure its coverage against. */
export const PARK = areaFixture(2, { name: 'East park', kind: 2, floors: null, zones: 2 });
export const DISABLED = areaFixture(3, { name: 'Old depot', enabled: false, status: 'disabled' });

/** What the page reads besides its list: the organisation tree (the user's own organisation) and the user. */
export const SESSION = [
  answer(getOrgTreeRoute, [{ id: 2, name: 'Acme Tower', level: 2, code: 'O2', businessCode: 'B1', children: [] }]),
  answer(getOwnDetailRoute, ownDetailFixture()),
];

export const AREA_CODES = ['areaDetail', 'areaDetail:view', 'areaDetail:create', 'areaDetail:edit', 'areaDetail:delete'];
