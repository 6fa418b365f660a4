import { FLEET_STATES, getGeographyRoute, getMapStyleRoute, getOrgTreeRoute, type TGeography, type TGeoRobotRow } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../lib/session';
import { answer, refuse, stubApi } from '../../../test/api';
import { fake } from '../../../test/fake-maplibre';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render';
import { GeographyPage } from './geography-page';

// MapLibre is replaced by the recorder of test/fake-maplibre.ts; the page around it is real.
vi.mock('maplibre-gl', () => import('../../../test/fake-maplibre'));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));

const now = new Date().toISOString();
const old = new Date(Date.now() - 20 * 60_000).toISOString();
const row = (id: number, over: Partial<Record<'state' | 'lng' | 'lat' | 'updatedAt' | 'orgId', unknown>> = {}): TGeoRobotRow => [
  id,
  `SIMULATION-130-0000${id}`,
  `Robot ${id}`,
  1,
  (over.orgId as number) ?? 2,
  (over.state as TGeoRobotRow[5]) ?? 'working',
  70,
  true,
  now,
  (over.updatedAt as string) ?? now,
  'lng' in over ? (over.lng as number | null) : 121.47,
  'lat' in over ? (over.lat as number | null) : 31.23,
  false,
];
const GEO: TGeography = {
  robots: [
    row(1),
    row(2, { state: 'idle', updatedAt: old }),
    row(3, { state: 'fault', orgId: 3 }),
    row(4, { lng: null, lat: null, state: 'offline' }),
  ],
  sites: [{ id: 2, name: 'Shanghai site', longitude: 121.47, latitude: 31.23 }],
  staleMinutes: 5,
};
const STYLE = { styleUrl: null, style: { version: 8, sources: {}, layers: [] }, cities: [] };
const TREE = [
  {
    id: 1,
    name: 'HQ',
    level: 0,
    code: 'HQ',
    businessCode: 'B',
    children: [{ id: 3, name: 'Tokyo site', level: 4, code: 'T', businessCode: 'B', children: [] }],
  },
];

const renderPage = (at = '/contentPage/robotMonitor') =>
  renderWithApp(
    <MemoryRouter initialEntries={[at]}>
      <GeographyPage />
    </MemoryRouter>,
    ['robotMonitor', 'robotMonitor:view', 'robotOperate'],
  );
const lastData = () => fake.maps.at(-1)!.data.at(-1) as { features: { properties: { id: number; state: string; stale: boolean } }[] };

beforeEach(() => {
  fake.maps.length = 0;
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signIn('tok-geo');
});

describe('geography page', () => {
  it('feeds the map the offline style and the placed robots coloured by state, stale ones marked; counts by state; lists the unplaced', async () => {
    stubApi([answer(getGeographyRoute, GEO), answer(getMapStyleRoute, STYLE), answer(getOrgTreeRoute, TREE)]);
    await renderPage();
    const counts = await screen.findByRole('group', { name: 'Robots by state' });
    expect(within(counts).getByText('4 robots in total')).toBeTruthy();
    expect(counts.querySelector('[data-state="working"]')?.getAttribute('data-count')).toBe('1');
    expect(counts.querySelector('[data-state="offline"]')?.getAttribute('data-count')).toBe('1');
    await waitFor(() => expect(fake.maps).toHaveLength(1));
    expect(fake.maps[0]!.style).toEqual(STYLE.style);
    await waitFor(() => expect(fake.maps[0]!.data.length).toBeGreaterThan(0));
    expect(lastData().features.map((f) => f.properties)).toEqual([
      { id: 1, state: 'working', stale: false },
      { id: 2, state: 'idle', stale: true },
      { id: 3, state: 'fault', stale: false },
    ]);
    expect(screen.getByText('Not placed (1)')).toBeTruthy();
    expect(screen.getByText(/set the site's longitude and latitude/)).toBeTruthy();
  });

  it('opens the card of a robot clicked on the map, with its live state and a link to operate it; live states update it', async () => {
    stubApi([answer(getGeographyRoute, GEO), answer(getMapStyleRoute, STYLE), answer(getOrgTreeRoute, TREE)]);
    await renderPage();
    await waitFor(() => expect(fake.maps[0]?.handlers.has('click:robots')).toBe(true));
    act(() => fake.maps[0]!.handlers.get('click:robots')!({ features: [{ properties: { id: 1 } }] }));
    const card = await screen.findByRole('link', { name: 'Operate' });
    expect(card.getAttribute('href')).toBe('/contentPage/robotOperate/operateContent?robotId=1');
    expect(screen.getByText('70 %')).toBeTruthy();

    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribeFleet', filter: {} }));
    const seconds = Math.floor(Date.parse(now) / 1000);
    const measure = vi.spyOn(performance, 'measure');
    // The compact fleet view: robot 1 turned abnormal (fault) at 12 % with a GPS fix; robot 3 left the view.
    act(() =>
      socket.push({
        type: 'fleet',
        reset: false,
        rows: [[1, FLEET_STATES.indexOf('fault'), 12, seconds, seconds, 52.5, 13.4]],
        removed: [3],
      }),
    );
    expect(await screen.findByText('12 %')).toBeTruthy();
    await waitFor(() => expect(lastData().features[0]!.properties).toEqual({ id: 1, state: 'fault', stale: false }));
    expect((lastData().features[0] as unknown as { geometry: { coordinates: number[] } }).geometry.coordinates).toEqual([13.4, 52.5]);
    expect(lastData().features.map((f) => f.properties.id)).not.toContain(3);
    // The map was told only what changed: robot 1 again, robot 3 gone; the others stay as they were sent.
    expect(fake.maps[0]!.diffs).toEqual([
      { add: [expect.objectContaining({ properties: { id: 1, state: 'fault', stale: false } })], remove: [3] },
    ]);
    // What applying the tick cost is on the page's timeline (bench:map reads it).
    expect(measure.mock.calls.filter(([name]) => name === 'fleet-tick')).toHaveLength(1);
    measure.mockRestore();
  });

  it('filters the map, the counts and the list by keyword', async () => {
    stubApi([answer(getGeographyRoute, GEO), answer(getMapStyleRoute, STYLE), answer(getOrgTreeRoute, TREE)]);
    const { user } = await renderPage();
    await screen.findByRole('group', { name: 'Robots by state' });
    await user.type(screen.getByRole('searchbox', { name: 'Device number or name' }), 'Robot 3{Enter}');
    await waitFor(() => expect(screen.getByText('1 robot in total')).toBeTruthy());
    await waitFor(() => expect(lastData().features.map((f) => f.properties.id)).toEqual([3]));
  });

  it('opens on the state a link names (the home tiles)', async () => {
    stubApi([answer(getGeographyRoute, GEO), answer(getMapStyleRoute, STYLE), answer(getOrgTreeRoute, TREE)]);
    await renderPage('/contentPage/robotMonitor?state=fault');
    await waitFor(() => expect(screen.getByText('1 robot in total')).toBeTruthy());
    await waitFor(() => expect(lastData().features.map((f) => f.properties.id)).toEqual([3]));
  });

  it('shows every robot when the link names no known state', async () => {
    stubApi([answer(getGeographyRoute, GEO), answer(getMapStyleRoute, STYLE), answer(getOrgTreeRoute, TREE)]);
    await renderPage('/contentPage/robotMonitor?state=broken');
    expect(await screen.findByText('4 robots in total')).toBeTruthy();
  });

  it('shows an error with a retry when the robots cannot be read', async () => {
    stubApi([refuse(getGeographyRoute, 'PERMISSION_DENIED'), answer(getMapStyleRoute, STYLE), answer(getOrgTreeRoute, TREE)]);
    await renderPage();
    expect(await screen.findByText('The geography view could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
