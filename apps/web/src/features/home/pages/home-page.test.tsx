import { getHomeSummaryRoute, type THomeSummary } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signIn } from '../../../lib/session';
import { answer, callsTo, refuse, stubApi } from '../../../test/api';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render';
import type { MenuEntry } from '../menu-entries';
import { HomePage } from './home-page';
import { MobileHomePage } from './mobile-home-page';

const day = (d: string, over: Partial<THomeSummary['today']> = {}) => ({
  day: d,
  runs: 3,
  areaM2: 1250.5,
  runTimeMin: 180,
  energyKwh: 4.25,
  waterL: 60,
  ...over,
});
const summary = (over: Partial<THomeSummary> = {}): THomeSummary => ({
  generatedAt: new Date().toISOString(),
  robots: 12,
  states: { locked: 1, offline: 2, fault: 1, paused: 0, working: 5, charging: 2, idle: 1 },
  today: day('2026-11-25'),
  yesterday: day('2026-11-24', { areaM2: 1000, runTimeMin: 180, energyKwh: 5, waterL: 50 }),
  attentionTotal: 2,
  offlineMinutes: 30,
  attention: [
    {
      robotId: 7,
      deviceNumber: 'SIMULATION-130-00007',
      alias: 'Lobby',
      reasons: ['openFault', 'batteryCritical'],
      battery: 8,
      faultLevel: 'fault',
      lastSeenAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    },
    {
      robotId: 9,
      deviceNumber: 'SIMULATION-130-00009',
      alias: 'Garage',
      reasons: ['offline'],
      battery: 50,
      faultLevel: null,
      lastSeenAt: '2026-11-25T06:00:00.000Z',
      updatedAt: '2026-11-25T06:00:00.000Z',
    },
  ],
  openFaults: 1,
  latestFaults: [
    {
      id: 31,
      robotId: 7,
      deviceNumber: 'SIMULATION-130-00007',
      robotAlias: 'Lobby',
      kind: 'event',
      code: 'brushStuck',
      level: 'fault',
      state: 'open',
      message: 'Brush stuck',
      lastSeenAt: '2026-11-25T08:05:00.000Z',
    },
  ],
  ...over,
});
const entries: MenuEntry[] = [
  { code: 'robotFault', group: 'robots', inMenu: true, href: '/contentPage/robotFault', labelKey: 'shared:menus.robotFault' },
];
const renderPage = (codes = ['home', 'home:view', 'robotFault', 'robotFault:view', 'robotRegister']) =>
  renderWithApp(
    <MemoryRouter>
      <HomePage entries={entries} />
    </MemoryRouter>,
    codes,
  );

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signIn('tok-home');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSession();
});

describe('home dashboard', () => {
  it('shows the robots per state, today against yesterday with units and the change', async () => {
    stubApi([answer(getHomeSummaryRoute, summary())]);
    await renderPage();
    const tiles = await screen.findByRole('group', { name: 'Robots by state' });
    const tile = (state: string) => tiles.querySelector(`[data-state="${state}"]`)!.textContent;
    expect(tile('working')).toBe('Working5');
    expect(tile('offline')).toBe('Offline2');
    expect(tile('paused')).toBe('Paused0');
    expect(screen.getByText('12 robots in total')).toBeTruthy();
    // Without robotMonitor the tiles lead nowhere; with it each opens the map on its state (below).
    expect(within(tiles).queryAllByRole('link')).toEqual([]);
    const area = document.querySelector('[data-figure="area"]')!;
    expect(area.textContent).toContain('Today (so far)1250.5m²');
    expect(area.textContent).toContain('Yesterday: 1000.0 m²');
    expect(area.textContent).toContain('+250.5 m² (+25 %) on yesterday');
    expect(document.querySelector('[data-figure="energy"]')!.textContent).toContain('−0.75 kWh (−15 %) on yesterday');
    expect(document.querySelector('[data-figure="runTime"]')!.textContent).toContain('Same as yesterday');
  });

  it('links each robot needing attention to its operate page, with its reasons, and the faults to the fault center', async () => {
    stubApi([answer(getHomeSummaryRoute, summary())]);
    await renderPage();
    const card = (await screen.findByRole('heading', { name: 'Robots needing attention' })).closest<HTMLElement>('.ant-card')!;
    const lobby = within(card).getByRole('link', { name: 'Lobby · SIMULATION-130-00007' }).closest('li')!;
    expect(within(lobby).getByRole('link').getAttribute('href')).toBe('/contentPage/robotOperate/operateContent?robotId=7');
    expect(within(lobby).getByText('Has a fault to handle')).toBeTruthy();
    expect(within(lobby).getByText('Battery below 10 %')).toBeTruthy();
    const garage = within(card).getByRole('link', { name: 'Garage · SIMULATION-130-00009' }).closest('li')!;
    expect(within(garage).getByText('Offline for more than 30 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the fault center' }).getAttribute('href')).toBe('/contentPage/robotFault');
    // The fault in words (its event type's label), then the robot's own message.
    expect(screen.getByText('Side brush stuck')).toBeTruthy();
    expect(screen.getByText('Brush stuck')).toBeTruthy();
    // Each fault leads to the fault center filtered to its robot, where it is acknowledged or resolved.
    expect(screen.getByRole('link', { name: 'Handle the faults of Lobby in the fault center' }).getAttribute('href')).toBe(
      '/contentPage/robotFault?keyword=SIMULATION-130-00007',
    );
  });

  it('opens the geography view on a state from its tile, for a user who may open the map', async () => {
    stubApi([answer(getHomeSummaryRoute, summary())]);
    await renderPage(['home', 'home:view', 'robotMonitor', 'robotMonitor:view']);
    const tiles = await screen.findByRole('group', { name: 'Robots by state' });
    expect(within(tiles).getByRole('link', { name: 'Working: 5 robots. Show them on the map' }).getAttribute('href')).toBe(
      '/contentPage/robotMonitor?state=working',
    );
    expect(within(tiles).getAllByRole('link')).toHaveLength(7);
  });

  it('says how to register a robot when there is none', async () => {
    stubApi([answer(getHomeSummaryRoute, summary({ robots: 0, attention: [], attentionTotal: 0, latestFaults: [], openFaults: 0 }))]);
    await renderPage();
    expect(await screen.findByText('No robots yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a robot' }).getAttribute('href')).toBe('/contentPage/robotRegister');
    expect(screen.queryByRole('group', { name: 'Robots by state' })).toBeNull();
  });

  it('shows an error with a way to try again', async () => {
    stubApi([refuse(getHomeSummaryRoute, 'BAD_REQUEST')]);
    await renderPage();
    expect(await screen.findByText('The fleet overview could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads the summary again when a fault notice arrives', async () => {
    const calls = stubApi([answer(getHomeSummaryRoute, summary())]);
    await renderPage();
    await screen.findByRole('group', { name: 'Robots by state' });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', faults: true });
    const before = callsTo(calls, getHomeSummaryRoute).length;
    act(() =>
      socket.push({ type: 'fault', faultId: 40, robotId: 9, kind: 'event', code: 'wheelStuck', level: 'emergency', state: 'open' }),
    );
    await waitFor(() => expect(callsTo(calls, getHomeSummaryRoute).length).toBeGreaterThan(before));
  });

  it('opens no live socket for fault notices without robotFault:view (the hub would refuse it)', async () => {
    const calls = stubApi([answer(getHomeSummaryRoute, summary())]);
    await renderPage(['home', 'home:view']);
    await screen.findByRole('group', { name: 'Robots by state' });
    expect(callsTo(calls, getHomeSummaryRoute).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /in the fault center$/ })).toBeNull();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('shows no fleet overview (and asks nothing) without home:view', async () => {
    const calls = stubApi([answer(getHomeSummaryRoute, summary())]);
    await renderPage(['home', 'robotFault']);
    expect(await screen.findByRole('link', { name: 'Faults' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Robots by state' })).toBeNull();
    expect(callsTo(calls, getHomeSummaryRoute)).toEqual([]);
  });

  it('shows the states and the robots needing attention on the mobile home, without the figures', async () => {
    stubApi([answer(getHomeSummaryRoute, summary())]);
    await renderWithApp(
      <MemoryRouter>
        <MobileHomePage entries={[]} />
      </MemoryRouter>,
      ['home', 'home:view'],
    );
    const tiles = await screen.findByRole('group', { name: 'Robots by state' });
    expect(tiles.querySelector('[data-state="charging"]')!.textContent).toBe('Charging2');
    expect(screen.getByRole('link', { name: 'Garage · SIMULATION-130-00009' }).getAttribute('href')).toBe(
      '/contentPage/robotOperate/operateContent?robotId=9',
    );
    expect(document.querySelector('[data-figure]')).toBeNull();
  });
});
