import {
  copyRobotMapRoute,
  encodeGrid,
  findRobotMapsRoute,
  findRobotsRoute,
  getRobotMapRoute,
  getRobotRoute,
  switchRobotMapRoute,
  type TCommand,
  type TRobot,
  type TRobotMap,
} from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCommandState } from '../../../lib/live-cache';
import { pickOption } from '../../../test/antd';
import { answer, callsTo, lastBody, stubApi, type Answer } from '../../../test/api';
import { commandFixture, pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotMapPage } from './robot-map-page';

const robot = (id: number, live: Partial<TRobot['live']> = {}): TRobot =>
  robotFixture({
    id,
    live: {
      battery: 80,
      workStatus: 0,
      deviceState: 0,
      locationState: 1,
      chargeStatus: 0,
      speed: 0,
      pose: { mapId: 'floor-1', x: 2.5, y: 1.25, angle: 0 },
      ...live,
    },
  });
const map = (mapId: string, over: Partial<TRobotMap> = {}): TRobotMap => ({
  robotId: 1,
  mapId,
  name: mapId === 'floor-1' ? 'Floor 1' : 'Floor 2',
  version: 'v1',
  width: 40,
  height: 20,
  resolution: 0.5,
  origin: { x: 0, y: 0 },
  dock: { x: 1, y: 1, angle: 0 },
  landmarks: [{ id: 'l', name: 'Door', x: 2, y: 2, angle: 0 }],
  paths: [],
  active: mapId === 'floor-1',
  archivedAt: null,
  hasGrid: true,
  reportedAt: new Date().toISOString(),
  ...over,
});
const grid = encodeGrid(new Array<number>(800).fill(0));
const command = (type: TCommand['type'], robotId = 1): TCommand =>
  commandFixture(type, { commandId: `0b5e1c2a-1111-4aaa-8bbb-${String(robotId).padStart(12, '0')}`, robotId });

afterEach(() => vi.unstubAllGlobals());

const renderPage = (api: Answer[], codes = ['robotOperate:view', 'robotOperate:map'], live: Partial<TRobot['live']> = {}) => {
  const calls = stubApi([answer(getRobotRoute, robot(1, live), { id: 1 }), ...api]);
  const utils = renderWithApp(
    <MemoryRouter initialEntries={['/operateContent/robotMap?robotId=1']}>
      <RobotMapPage />
    </MemoryRouter>,
    codes,
  );
  return { calls, utils };
};
const twoMaps = [
  answer(findRobotMapsRoute, [map('floor-1'), map('floor-2', { hasGrid: false })], { id: 1 }),
  answer(getRobotMapRoute, { ...map('floor-1'), grid }, { id: 1, mapId: 'floor-1' }),
];

describe('robotMap page', () => {
  it('says so when the robot has reported no maps', async () => {
    renderPage([answer(findRobotMapsRoute, [], { id: 1 })]);
    expect(await screen.findByText(/has not reported any maps yet/)).toBeTruthy();
  });

  it('lists the maps and draws the active one with the robot on it', async () => {
    renderPage(twoMaps);
    const row = (await screen.findByRole('cell', { name: 'Floor 1' })).closest('tr')!;
    expect(within(row).getByText('40 × 20 cells (20.0 × 10.0 m)')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('cell', { name: 'Floor 2' }).closest('tr')!).getByText('Grid not uploaded')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Map Floor 1, 20\.0 × 10\.0 m · robot at \(2\.50, 1\.25\)/ })).toBeTruthy();
  });

  it('shows "grid not uploaded yet" for a map whose grid has not arrived', async () => {
    const { user } = await renderPage(twoMaps).utils;
    await user.click(await screen.findByRole('cell', { name: 'Floor 2' }));
    expect(await screen.findByText(/has not sent the grid of this map yet/)).toBeTruthy();
  });

  it('switches map after the archive warning and follows the command', async () => {
    const { calls, utils } = renderPage([...twoMaps, answer(switchRobotMapRoute, command('setMap'), { id: 1, mapId: 'floor-2' })]);
    const { client, user } = await utils;
    await user.click(await screen.findByRole('button', { name: 'Switch to this map Floor 2' }));
    expect(await screen.findByText(/archives the data of the old map/)).toBeTruthy();
    expect(callsTo(calls, switchRobotMapRoute)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Switch to this map' }).at(-1)!);
    await waitFor(() => expect(callsTo(calls, switchRobotMapRoute, { id: 1, mapId: 'floor-2' })).toHaveLength(1));
    expect(await screen.findByText('Switch map: sent, waiting for the robot')).toBeTruthy();
    act(() => writeCommandState(client, command('setMap').commandId, 1));
    expect(await screen.findByText('Switch map succeeded')).toBeTruthy();
  });

  it('will not switch a working robot, and says why', async () => {
    const { user } = await renderPage(twoMaps, undefined, { workStatus: 1, deviceState: 1 }).utils;
    const button = await screen.findByRole('button', { name: 'Switch to this map Floor 2' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.hover(button.parentElement!);
    expect(await screen.findByText('A working robot cannot switch maps; stop the task first')).toBeTruthy();
  });

  it('hides switch and copy without robotOperate:map', async () => {
    renderPage(twoMaps, ['robotOperate:view']);
    await screen.findByRole('cell', { name: 'Floor 1' });
    expect(screen.queryByRole('button', { name: /Switch to this map/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy to another robot/ })).toBeNull();
  });

  it('copies a map to a robot picked in the dialog, and says "Map copy command failed" when the target refuses', async () => {
    const { calls, utils } = renderPage([
      ...twoMaps,
      answer(findRobotsRoute, { ...pageOf([robot(1), robot(2)]), pageSize: 20 }),
      answer(copyRobotMapRoute, command('importMap', 2), { id: 1 }),
    ]);
    const { client, user } = await utils;
    await user.click(await screen.findByRole('button', { name: 'Copy to another robot Floor 1' }));
    const dialog = await screen.findByRole('dialog');
    await pickOption(user, within(dialog).getByRole('combobox', { name: 'Target robot' }), 'Robot 2 · SIMULATION-130-00002');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy map "Floor 1" to robot SIMULATION-130-00002?')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Copy' }).at(-1)!);
    await waitFor(() => expect(lastBody(calls, copyRobotMapRoute)).toEqual({ mapId: 'floor-1', targetRobotId: 2 }));
    act(() => writeCommandState(client, command('importMap', 2).commandId, 2));
    expect(await screen.findByText('Map copy command failed')).toBeTruthy();
  });

  it('offers an offline robot as a copy target only disabled, saying why', async () => {
    const { calls, utils } = renderPage([
      ...twoMaps,
      answer(findRobotsRoute, { ...pageOf([robot(1), robot(3, { online: false })]), pageSize: 20 }),
    ]);
    const { user } = await utils;
    await user.click(await screen.findByRole('button', { name: 'Copy to another robot Floor 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Target robot' }));
    const option = (await screen.findByText('(The robot is offline)')).closest('.ant-select-item-option')!;
    expect(option.textContent).toContain('Robot 3 · SIMULATION-130-00003');
    expect(option.getAttribute('aria-disabled') ?? option.className).toMatch(/true|disabled/);
    expect(option.getAttribute('title')).toBe('The robot is offline');
    await user.click(option);
    expect((within(dialog).getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, copyRobotMapRoute)).toHaveLength(0);
  });
});
