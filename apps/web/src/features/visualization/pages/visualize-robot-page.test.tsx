import { encodeGrid, getVisCoverageRoute, getVisHistoryRoute, getVisRunPathRoute, getVisRunsRoute, type TVisRun } from '@fleet/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, lastBody, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { visHistory } from './test-history';
import { VisualizeRobotPage } from './visualize-robot-page';

afterEach(() => vi.unstubAllGlobals());

const map = {
  robotId: 1,
  mapId: 'm1',
  name: 'Hall',
  version: 'v1',
  width: 40,
  height: 20,
  resolution: 0.5,
  origin: { x: 0, y: 0 },
  dock: { x: 1, y: 1, angle: 0 },
  landmarks: [],
  paths: [],
  active: true,
  archivedAt: null,
  hasGrid: true,
  reportedAt: '2026-11-25T08:00:00.000Z',
  grid: encodeGrid(new Array(800).fill(0)),
};
const run = (id: number, over: Partial<TVisRun> = {}): TVisRun => ({
  id,
  name: `Lobby ${id}`,
  mapId: 'm1',
  startedAt: '2026-11-25T08:00:00.000Z',
  endedAt: '2026-11-25T08:30:00.000Z',
  state: 'done',
  areaM2: 120.5,
  durationMin: 30,
  samplesExpired: false,
  ...over,
});
const api = () =>
  stubApi([
    answer(getVisHistoryRoute, visHistory()),
    answer(getVisRunsRoute, { runs: [run(7), run(6, { samplesExpired: true, name: 'Old' })], retentionDays: 8 }),
    answer(getVisRunPathRoute, {
      run: run(7),
      map,
      points: [
        { ts: '2026-11-25T08:00:05.000Z', x: 2, y: 5 },
        { ts: '2026-11-25T08:00:15.000Z', x: 4, y: 5 },
        { ts: '2026-11-25T08:00:25.000Z', x: 6, y: 5 },
      ],
    }),
    answer(getVisCoverageRoute, { map, runs: 2, widthM: 1.3, cells: [410, 1, 411, 2], max: 2, plannedCoverage: null }),
  ]);
const page = (url = '/visualization/visualizeRobot?robotId=1') =>
  renderWithApp(
    <MemoryRouter initialEntries={[url]}>
      <VisualizeRobotPage />
    </MemoryRouter>,
    ['visualization:view'],
  );

describe('visualizeRobot screen', () => {
  it('asks to pick a robot without one in the URL', async () => {
    api();
    await page('/visualization/visualizeRobot');
    expect(await screen.findByText('Choose a robot.')).toBeTruthy();
  });

  it("shows the robot's 30-day figures, its last runs and the coverage of its last runs", async () => {
    const calls = api();
    await page();
    await screen.findByText('Lobby 7');
    await waitFor(() => expect(lastBody(calls, getVisHistoryRoute)).toEqual({ range: 'last30', robotId: 1 }));
    expect(lastBody(calls, getVisRunsRoute)).toEqual({ robotId: 1 });
    // The expired run cannot be replayed and says why.
    const old = screen.getByText('Old').closest('tr')!;
    expect(within(old).getByText('Path past retention')).toBeTruthy();
    expect(within(old).queryByRole('button')).toBeNull();
    expect(await screen.findByText(/Runs: 2. Computed from the position trails at a cleaning width of 1.3 m/)).toBeTruthy();
    expect(lastBody(calls, getVisCoverageRoute)).toEqual({ robotId: 1, runs: 10 });
  });

  it('replays a run: the slider moves the robot along its path, play runs to the end', async () => {
    const calls = api();
    const { user } = await page();
    const row = (await screen.findByText('Lobby 7')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(lastBody(calls, getVisRunPathRoute)).toEqual({ robotId: 1, runId: 7 }));
    const position = await screen.findByTestId('replay-position');
    expect(position.textContent).toMatch(/point 1 of 3/);
    const slider = screen.getByRole('slider', { name: 'Replay position' });
    act(() => {
      fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    });
    expect(position.textContent).toMatch(/point 2 of 3/);
    await user.click(screen.getByRole('button', { name: /Play/ }));
    await waitFor(() => expect(position.textContent).toMatch(/point 3 of 3/));
    await waitFor(() => expect(screen.getByRole('button', { name: /Play/ })).toBeTruthy());
  });
});
