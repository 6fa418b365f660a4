import { encodeGrid, type TCommand, type TRobot, type TRobotMap } from '@fleet/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCommandState } from '../../../lib/live-cache';
import { renderWithApp, stubApi } from '../../../test/render';
import { RobotMapPage } from './robot-map-page';

const robot = (id: number, live: Partial<TRobot['live']> = {}, over: Partial<TRobot> = {}): TRobot => ({
  id, deviceNumber: `SIMULATION-130-0000${id}`, alias: `Robot ${id}`, robotType: 1, model: '130', simulated: true, version: null,
  orgId: 1, orgName: 'Demo', locked: false, enabled: true, registerMethod: 'platform', createdAt: '2030-01-01T00:00:00Z',
  creator: null, hosting: null, access: 'owner',
  live: {
    online: true, lastSeenAt: new Date().toISOString(), updatedAt: null, upgrading: false, firmware: null,
    battery: 80, workStatus: 0, deviceState: 0, locationState: 1, chargeStatus: 0, speed: 0,
    pose: { mapId: 'floor-1', x: 2.5, y: 1.25, angle: 0 }, ...live,
  },
  ...over,
});
const map = (mapId: string, over: Partial<TRobotMap> = {}): TRobotMap => ({
  robotId: 1, mapId, name: mapId === 'floor-1' ? 'Floor 1' : 'Floor 2', version: 'v1', width: 40, height: 20, resolution: 0.5,
  origin: { x: 0, y: 0 }, dock: { x: 1, y: 1, angle: 0 }, landmarks: [{ id: 'l', name: 'Door', x: 2, y: 2, angle: 0 }], paths: [],
  active: mapId === 'floor-1', archivedAt: null, hasGrid: true, reportedAt: new Date().toISOString(), ...over,
});
const grid = encodeGrid(new Array(800).fill(0));
const command = (type: TCommand['type'], robotId = 1): TCommand => ({
  commandId: `0b5e1c2a-1111-4aaa-8bbb-${String(robotId).padStart(12, '0')}`, robotId, type, operateState: 0, reason: null,
  createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 30_000).toISOString(), answeredAt: null,
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (api: Record<string, unknown>, codes = ['robotOperate:view', 'robotOperate:map'], live: Partial<TRobot['live']> = {}) => {
  const calls = stubApi({ 'robotinfo/robot/info/1': robot(1, live), ...api });
  const utils = renderWithApp(
    <MemoryRouter initialEntries={['/operateContent/robotMap?robotId=1']}>
      <RobotMapPage />
    </MemoryRouter>,
    codes,
  );
  return { calls, utils };
};
const twoMaps = {
  'robotinfo/map/list/1': [map('floor-1'), map('floor-2', { hasGrid: false })],
  'robotinfo/map/info/1/floor-1': { ...map('floor-1'), grid },
};

describe('robotMap page', () => {
  it('says so when the robot has reported no maps', async () => {
    renderPage({ 'robotinfo/map/list/1': [] });
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
    renderPage(twoMaps);
    fireEvent.click(await screen.findByRole('cell', { name: 'Floor 2' }));
    expect(await screen.findByText(/has not sent the grid of this map yet/)).toBeTruthy();
  });

  it('switches map after the archive warning and follows the command', async () => {
    const { calls, utils } = renderPage({ ...twoMaps, 'robotinfo/map/switch/1/floor-2': command('setMap') });
    const { client } = await utils;
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to this map Floor 2' }));
    expect(await screen.findByText(/archives the data of the old map/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Switch to this map' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === 'robotinfo/map/switch/1/floor-2')).toBe(true));
    expect(await screen.findByText('Switch map: sent, waiting for the robot')).toBeTruthy();
    act(() => writeCommandState(client, command('setMap').commandId, 1));
    expect(await screen.findByText('Switch map succeeded')).toBeTruthy();
  });

  it('will not switch a working robot, and says why', async () => {
    renderPage(twoMaps, undefined, { workStatus: 1, deviceState: 1 });
    const button = await screen.findByRole('button', { name: 'Switch to this map Floor 2' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseOver(button.parentElement!);
    expect(await screen.findByText('A working robot cannot switch maps; stop the task first')).toBeTruthy();
  });

  it('hides switch and copy without robotOperate:map', async () => {
    renderPage(twoMaps, ['robotOperate:view']);
    await screen.findByRole('cell', { name: 'Floor 1' });
    expect(screen.queryByRole('button', { name: /Switch to this map/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy to another robot/ })).toBeNull();
  });

  it('copies a map to a robot picked in the dialog, and says "Map copy command failed" when the target refuses', async () => {
    const { calls, utils } = renderPage({
      ...twoMaps,
      'robotinfo/robot/list': { list: [robot(1), robot(2)], total: 2, page: 1, pageSize: 20 },
      'robotinfo/map/copy/1': command('importMap', 2),
    });
    const { client } = await utils;
    fireEvent.click(await screen.findByRole('button', { name: 'Copy to another robot Floor 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Target robot' }));
    fireEvent.click(await screen.findByText('Robot 2 · SIMULATION-130-00002'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy map "Floor 1" to robot SIMULATION-130-00002?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' }).at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === 'robotinfo/map/copy/1')?.body).toEqual({ mapId: 'floor-1', targetRobotId: 2 }));
    act(() => writeCommandState(client, command('importMap', 2).commandId, 2));
    expect(await screen.findByText('Map copy command failed')).toBeTruthy();
  });

  it('offers an offline robot as a copy target only disabled, saying why', async () => {
    const { calls } = renderPage({
      ...twoMaps,
      'robotinfo/robot/list': { list: [robot(1), robot(3, { online: false })], total: 2, page: 1, pageSize: 20 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy to another robot Floor 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Target robot' }));
    const option = (await screen.findByText('(The robot is offline)')).closest('.ant-select-item-option')!;
    expect(option.textContent).toContain('Robot 3 · SIMULATION-130-00003');
    expect(option.getAttribute('aria-disabled') ?? option.className).toMatch(/true|disabled/);
    expect(option.getAttribute('title')).toBe('The robot is offline');
    fireEvent.click(option);
    expect((within(dialog).getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.path === 'robotinfo/map/copy/1')).toBe(false);
  });
});
