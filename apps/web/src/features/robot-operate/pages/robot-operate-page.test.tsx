import { findRobotsRoute, lockRobotRoute, type TRobot } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCommandState } from '../../../lib/live-cache';
import { answer, callsTo, stubApi } from '../../../test/api';
import { commandFixture, pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotOperatePage } from './robot-operate-page';

/** Ages are relative to the test's start, not the file's import (minutes earlier on a busy machine). */
const robot = (id: number, over: Partial<TRobot> = {}, live: Partial<TRobot['live']> = {}, now = Date.now()): TRobot =>
  robotFixture({
    id,
    ...over,
    live: {
      lastSeenAt: new Date(now - 3000).toISOString(),
      battery: 15,
      workStatus: 1,
      deviceState: 1,
      locationState: 1,
      chargeStatus: 0,
      speed: 0.5,
      pose: { mapId: 'floor-1', x: 12.34, y: 5.6, angle: 0 },
      taskId: 't',
      progress: 40,
      ...live,
    },
  });
const command = commandFixture('lock');
const api = (now = Date.now()) => [
  answer(
    findRobotsRoute,
    pageOf([
      robot(1, { poseMap: { mapId: 'floor-1', name: 'Lobby' } }),
      robot(2, { locked: true }, { online: false, lastSeenAt: new Date(now - 600_000).toISOString() }),
    ]),
  ),
  answer(lockRobotRoute, command, { id: 1 }),
];

afterEach(() => vi.unstubAllGlobals());

const Where = () => <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
const renderPage = (codes: string[]) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/robotOperate']}>
      <Routes>
        <Route path="/contentPage/robotOperate" element={<RobotOperatePage />} />
        <Route path="/contentPage/robotOperate/operateContent" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    codes,
  );
const row = async (n: string) => (await screen.findByText(n)).closest('tr')!;

describe('operate list', () => {
  it('shows live values with units and marks a robot that stopped reporting as stale', async () => {
    stubApi(api());
    await renderPage([]);
    const fresh = await row('SIMULATION-130-00001');
    expect(within(fresh).getByText('15%').closest('.ant-tag')!.className).toContain('ant-tag-orange');
    expect(within(fresh).getByText('0.50 m/s')).toBeTruthy();
    expect(within(fresh).getByText('Running a task')).toBeTruthy();
    expect(within(fresh).getByText(/^\d+ s ago$/)).toBeTruthy();
    // The position names the map, never the robot's id for it; a map the list does not know says so.
    expect(within(fresh).getByText(/^Lobby/).textContent).toBe('Lobby (12.3, 5.6)');
    expect(fresh.className).not.toContain('fleet-row-stale');
    const stale = await row('SIMULATION-130-00002');
    expect(stale.className).toContain('fleet-row-stale');
    expect(within(stale).getByText(/Stale · 10 min ago/)).toBeTruthy();
    expect(within(stale).getAllByText('Locked').length).toBeGreaterThan(0);
    expect(within(stale).getByText(/^A map it has not reported/)).toBeTruthy();
    expect(within(stale).queryByText(/floor-1/)).toBeNull();
  });

  it('locks only after the confirmation that says it stops cleaning, then follows the command to its answer', async () => {
    const calls = stubApi(api());
    const { client, user } = await renderPage(['robotOperate:lock', 'robotOperate:unlock', 'robotOperate:reset']);
    const r1 = await row('SIMULATION-130-00001');
    // The offline robot offers no command that can only fail: disabled, saying why.
    const offline = within(await row('SIMULATION-130-00002')).getByRole('button', {
      name: 'Unlock SIMULATION-130-00002: The robot is offline',
    });
    expect((offline as HTMLButtonElement).disabled).toBe(true);
    expect((within(r1).getByRole('button', { name: 'Lock SIMULATION-130-00001' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(r1).getByRole('button', { name: 'Reset SIMULATION-130-00001' }));
    expect(await screen.findByText(/Reset clears maps, tasks and history/)).toBeTruthy();
    await user.click(within(r1).getByRole('button', { name: 'Lock SIMULATION-130-00001' }));
    const pop = (await screen.findByText(/Locking stops cleaning/)).closest('.ant-popover') as HTMLElement;
    expect(callsTo(calls, lockRobotRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(callsTo(calls, lockRobotRoute, { id: 1 })).toHaveLength(1));
    expect(await within(r1).findByText('Lock: sent, waiting for the robot')).toBeTruthy();
    act(() => writeCommandState(client, command.commandId, 3));
    expect(await within(r1).findByText('Lock: the robot did not answer in time')).toBeTruthy();
  });

  it('opens the robot operate content with its id', async () => {
    stubApi(api());
    const { user } = await renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'Open the operate page of SIMULATION-130-00001' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/contentPage/robotOperate/operateContent?robotId=1');
  });
});
