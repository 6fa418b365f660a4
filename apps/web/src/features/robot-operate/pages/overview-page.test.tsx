import {
  encodeGrid,
  findRobotMapsRoute,
  findRunsRoute,
  getRobotMapRoute,
  getRobotRoute,
  pauseRobotRoute,
  type TRobot,
  type TRobotMap,
  type TRun,
} from '@fleet/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCommandState } from '../../../lib/live-cache';
import { answer, callsTo, stubApi } from '../../../test/api';
import { commandFixture, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OverviewPage } from './overview-page';

const robot = (live: Partial<TRobot['live']> = {}, over: Partial<TRobot> = {}): TRobot =>
  robotFixture({
    version: '2.4.1',
    ...over,
    live: {
      firmware: '1.0.0-sim',
      battery: 80,
      workStatus: 1,
      deviceState: 1,
      locationState: 1,
      chargeStatus: 0,
      speed: 0.42,
      signal: 73,
      pose: { mapId: 'floor-1', x: 2.5, y: 1.25, angle: 0 },
      taskId: 'manual-1',
      progress: 37.4,
      ...live,
    },
  });
const map: TRobotMap = {
  robotId: 1,
  mapId: 'floor-1',
  name: 'Floor 1',
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
  reportedAt: new Date().toISOString(),
};
const pause = commandFixture('pause', { commandId: '0b5e1c2a-1111-4aaa-8bbb-999999999999' });
const ALL = ['robotOperate:view', 'robotOperate:command', 'robotOperate:lock', 'robotOperate:unlock', 'robotOperate:reset'];

afterEach(() => vi.unstubAllGlobals());

const run = (over: Partial<TRun> = {}): TRun => ({
  id: 9,
  runId: 'r-9',
  source: 'manual',
  taskId: null,
  reservationId: null,
  name: 'manual-1',
  mapId: 'floor-1',
  startedAt: new Date().toISOString(),
  endedAt: null,
  durationMin: 3,
  state: 'running',
  areaM2: 12,
  distanceKm: 0.1,
  waterL: 0.5,
  energyKwh: 0.01,
  reservationResult: null,
  ...over,
});

const renderPage = (r: TRobot, codes = ALL, current: TRun = run()) => {
  const calls = stubApi([
    answer(getRobotRoute, r, { id: 1 }),
    answer(findRunsRoute, {
      list: [current],
      total: 1,
      page: 1,
      pageSize: 1,
      totals: { count: 1, areaM2: 12, durationMin: 3, distanceKm: 0.1, waterL: 0.5, energyKwh: 0.01 },
    }),
    answer(findRobotMapsRoute, [map], { id: 1 }),
    answer(getRobotMapRoute, { ...map, grid: encodeGrid(new Array<number>(800).fill(0)) }, { id: 1, mapId: 'floor-1' }),
    answer(pauseRobotRoute, pause, { id: 1 }),
  ]);
  const utils = renderWithApp(
    <MemoryRouter initialEntries={['/operateContent?robotId=1']}>
      <OverviewPage />
    </MemoryRouter>,
    codes,
  );
  return { calls, utils };
};
const button = (name: string) => screen.findByRole('button', { name });

describe('overview page', () => {
  it('shows the live card with units, the task and the map thumbnail with the robot on it', async () => {
    renderPage(robot());
    expect(await screen.findByText('0.42 m/s')).toBeTruthy();
    expect(screen.getByText('73%')).toBeTruthy();
    expect(screen.getAllByText('Running a task').length).toBeGreaterThan(0);
    // The task in words (where the run came from), never the id the robot gave it.
    expect(await screen.findByText('Cleaning started from the console')).toBeTruthy();
    expect(screen.queryByText('manual-1')).toBeNull();
    expect(screen.getByText('37%')).toBeTruthy();
    // The progress bar is named for screen readers (axe: aria-progressbar-name).
    expect(screen.getByRole('progressbar', { name: 'Task progress' })).toBeTruthy();
    expect(screen.getByText('1.0.0-sim')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Map Floor 1.*robot at \(2\.50, 1\.25\)/ })).toBeTruthy();
    // The position names the map as the robot calls it, not its internal id.
    expect(await screen.findByText('Floor 1 · (2.50, 1.25)')).toBeTruthy();
    expect(screen.queryByText(/floor-1/)).toBeNull();
  });

  it("names the current task by the console task's name, or the robot's own run by its source", async () => {
    renderPage(robot({ taskId: '42' }), ALL, run({ source: 'task', taskId: 42, name: 'Lobby nightly' }));
    expect(await screen.findByText('Task: Lobby nightly')).toBeTruthy();
    vi.unstubAllGlobals();
    renderPage(robot({ taskId: 'auto-1' }), ALL, run({ source: 'auto', name: 'auto-1' }));
    expect(await screen.findByText('Automatic cleaning by the robot')).toBeTruthy();
    expect(screen.queryByText('auto-1')).toBeNull();
  });

  it('warns to charge soon below 20 % and of damage below 10 %', async () => {
    renderPage(robot({ battery: 15 }));
    expect(await screen.findByText('Below 20 %: charge soon')).toBeTruthy();
    vi.unstubAllGlobals();
    renderPage(robot({ battery: 8 }));
    expect(await screen.findByText('Below 10 %: the battery may be damaged')).toBeTruthy();
  });

  it("pauses a running task after confirmation and follows the command to the robot's answer", async () => {
    const { calls, utils } = renderPage(robot());
    const { client, user } = await utils;
    await user.click(await button('Pause'));
    expect(await screen.findByText('Pause the task of robot SIMULATION-130-00001?')).toBeTruthy();
    expect(callsTo(calls, pauseRobotRoute)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Pause' }).at(-1)!);
    await waitFor(() => expect(callsTo(calls, pauseRobotRoute, { id: 1 })).toHaveLength(1));
    expect(await screen.findByText('Pause: sent, waiting for the robot')).toBeTruthy();
    act(() => writeCommandState(client, pause.commandId, 3));
    expect(await screen.findByText('Pause: the robot did not answer in time')).toBeTruthy();
  });

  it('disables what the robot cannot do now and says why', async () => {
    renderPage(robot());
    expect(((await button('Start cleaning')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Start cleaning: The robot is already running a task')).toBeTruthy();
    expect(screen.getByLabelText('Resume: The task is not paused')).toBeTruthy();
    expect(((await button('Pause')) as HTMLButtonElement).disabled).toBe(false);
    vi.unstubAllGlobals();
    renderPage(robot({ online: false, workStatus: 0, deviceState: 0 }));
    expect(await screen.findAllByLabelText(/: The robot is offline$/)).toHaveLength(7);
  });

  it('makes only what ends or undoes work look dangerous', async () => {
    renderPage(robot());
    const red = async (name: string) => (await button(name)).className.includes('ant-btn-dangerous');
    expect(await red('Pause')).toBe(false);
    expect(await red('Return to dock')).toBe(false);
    expect(await red('Stop task')).toBe(true);
    expect(await red('Lock')).toBe(true);
    expect(await red('Reset')).toBe(true);
  });

  it('shows unlock instead of lock for a locked robot, and refuses to start it', async () => {
    renderPage(robot({ workStatus: 0, deviceState: 3 }, { locked: true }));
    expect(await button('Unlock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.getByLabelText('Start cleaning: The robot is locked; unlock it first')).toBeTruthy();
  });

  it('hides actions without their operation code', async () => {
    renderPage(robot(), ['robotOperate:view', 'robotOperate:lock']);
    expect(await button('Lock')).toBeTruthy();
    for (const name of ['Start cleaning', 'Pause', 'Resume', 'Stop task', 'Return to dock', 'Reset']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
