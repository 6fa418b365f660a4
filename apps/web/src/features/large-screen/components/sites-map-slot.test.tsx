import { FLEET_STATES, getLargeScreenRobotsRoute, getLargeScreenSummaryRoute, getMapStyleRoute, type TGeoRobotRow } from '@fleet/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signIn } from '../../../lib/session';
import { answer, callsTo, stubApi } from '../../../test/api';
import { fake } from '../../../test/fake-maplibre';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render';
import { screenSummary } from '../large-screen-fixtures';
import { LargeScreenPage } from '../pages/large-screen-page';
import { SCREEN } from './screen-colours';

// MapLibre is replaced by the recorder of test/fake-maplibre.ts; the board around it is real.
vi.mock('maplibre-gl', () => import('../../../test/fake-maplibre'));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));

const now = new Date().toISOString();
const row = (id: number, state: TGeoRobotRow[5], lng: number | null, lat: number | null): TGeoRobotRow => [
  id,
  `SIMULATION-130-0000${id}`,
  `Robot ${id}`,
  1,
  4,
  state,
  70,
  true,
  now,
  now,
  lng,
  lat,
  false,
];
const ROBOTS = {
  robots: [row(1, 'working', 121.47, 31.23), row(2, 'fault', 139.69, 35.69), row(3, 'idle', null, null)],
  sites: [],
  staleMinutes: 5,
};
/** The offline style's shape: sea, land and borders. */
const STYLE = {
  styleUrl: null,
  style: {
    version: 8,
    sources: {},
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbe7f0' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f6f5f0' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#b9bcc0', 'line-width': 0.6 } },
    ],
  },
  cities: [],
};
type Features = { features: { properties: { id: number; state: string }; geometry: { coordinates: number[] } }[] };
const lastData = () => fake.maps.at(-1)!.data.at(-1) as Features;

const renderBoard = () =>
  renderWithApp(
    <MemoryRouter>
      <LargeScreenPage />
    </MemoryRouter>,
    ['largeScreen', 'largeScreen:view'],
  );

beforeEach(() => {
  fake.maps.length = 0;
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signIn('tok-wall');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the large screen map', () => {
  it('draws the placed robots on the dark base, fitted to them, and moves them with the fleet view', async () => {
    const calls = stubApi([
      answer(getLargeScreenSummaryRoute, screenSummary()),
      answer(getLargeScreenRobotsRoute, ROBOTS),
      answer(getMapStyleRoute, STYLE),
    ]);
    await renderBoard();
    await waitFor(() => expect(fake.maps).toHaveLength(1));
    expect(callsTo(calls, getLargeScreenRobotsRoute)[0]!.headers.Authorization).toBe('tok-wall');
    const layers = (fake.maps[0]!.style as typeof STYLE.style).layers;
    expect(layers.map((l) => Object.values(l.paint)[0])).toEqual([SCREEN.background, expect.any(String), expect.any(String)]);
    expect(layers[1]!.paint['fill-color']).not.toBe('#f6f5f0');
    expect(layers[2]!.paint).toMatchObject({ 'line-width': 0.6 });
    await waitFor(() => expect(fake.maps[0]!.data.length).toBeGreaterThan(0));
    expect(lastData().features.map((f) => f.properties)).toEqual([
      { id: 1, state: 'working', stale: false },
      { id: 2, state: 'fault', stale: false },
    ]);
    // The view takes in Shanghai and Tokyo (west, south, east, north), once.
    expect(fake.maps[0]!.fitted).toEqual([[121.47, 31.23, 139.69, 35.69]]);
    expect(screen.getByText('2 robots on the map')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Fleet map with the robots by state' })).toBeTruthy();

    // Live: the compact fleet view (largeScreen:view is enough for it) moves robot 1 and turns it idle.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribeFleet', filter: {} }));
    expect(socket.sent).not.toContainEqual({ type: 'subscribe', faults: true });
    const seconds = Math.floor(Date.parse(now) / 1000);
    act(() =>
      socket.push({
        type: 'fleet',
        reset: false,
        rows: [[1, FLEET_STATES.indexOf('idle'), 60, seconds, seconds, 31.3, 121.5]],
        removed: [],
      }),
    );
    await waitFor(() => expect(lastData().features[0]!.properties).toEqual({ id: 1, state: 'idle', stale: false }));
    expect(lastData().features[0]!.geometry.coordinates).toEqual([121.5, 31.3]);
    expect(fake.maps).toHaveLength(1);
  });

  it('lists the sites instead, and says why, where the display has no WebGL', async () => {
    fake.failNext = true;
    stubApi([
      answer(getLargeScreenSummaryRoute, screenSummary()),
      answer(getLargeScreenRobotsRoute, ROBOTS),
      answer(getMapStyleRoute, STYLE),
    ]);
    await renderBoard();
    expect(await screen.findByText(/This display cannot draw the map \(its browser has no WebGL\)/)).toBeTruthy();
    expect(screen.getAllByText('Terminal 2').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Fleet map with the robots by state' })).toBeNull();
    expect(fake.maps).toHaveLength(0);
  });
});
