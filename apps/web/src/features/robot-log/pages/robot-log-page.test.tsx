import type { TCommand, TListResult, TRobot, TRobotLog } from '@fleet/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { RobotLogPage } from './robot-log-page';

const robot = (online: boolean) => ({ id: 4, deviceNumber: 'SIMULATION-130-00004', alias: 'R4', locked: false, live: { online, lastSeenAt: null, updatedAt: null, upgrading: false, firmware: null } }) as unknown as TRobot;
const log = (over: Partial<TRobotLog>): TRobotLog => ({
  id: 'a0000000-0000-4000-8000-000000000001', commandId: null, minutes: 60, requestedAt: '2026-11-22T05:00:00Z', requestedBy: 'Admin',
  operateState: 1, reason: null, fileName: 'SIMULATION-130-00004-last-60min.log', lines: 120, bytes: 20480, uploadedAt: '2026-11-22T05:00:03Z', ...over,
});
const list = (l: TRobotLog[]): TListResult<TRobotLog> => ({ list: l, total: l.length, page: 1, pageSize: 15 });
const command: TCommand = { commandId: 'c0000000-0000-4000-8000-000000000002', robotId: 4, type: 'uploadLog', operateState: 0, reason: null, createdAt: '', expiresAt: new Date(Date.now() + 30_000).toISOString(), answeredAt: null };

afterEach(() => vi.unstubAllGlobals());

describe('robotLog page', () => {
  it('lists requests with what became of them, and sends a request for the chosen period', async () => {
    const calls = stubApi({
      'robotinfo/robot/info/4': robot(true),
      'robotinfo/log/list/4': list([log({}), log({ id: 'b', fileName: null, uploadedAt: null, bytes: null, lines: null, operateState: 2, reason: 'busy' })]),
      'robotinfo/log/request/4': log({ id: 'c', commandId: command.commandId, operateState: 0, uploadedAt: null, fileName: null }),
      [`robotinfo/robot/command/${command.commandId}`]: command,
    });
    await renderWithApp(<MemoryRouter initialEntries={['/x?robotId=4']}><RobotLogPage /></MemoryRouter>, ['robotOperate:command', 'robotOperate:view']);
    const received = (await screen.findByText('SIMULATION-130-00004-last-60min.log')).closest('tr')!;
    expect(within(received).getByText('Received')).toBeTruthy();
    expect(within(received).getByText('20.0 KB')).toBeTruthy();
    expect(within(received).getByRole('button', { name: 'Download SIMULATION-130-00004-last-60min.log' })).toBeTruthy();
    expect(screen.getByText('Refused by the robot')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByTitle('Last 15 minutes'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the log' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'robotinfo/log/request/4')?.body).toEqual({ minutes: 15 }));
  });

  it('cannot ask an offline robot, and hides the request without the command code', async () => {
    stubApi({ 'robotinfo/robot/info/4': robot(false), 'robotinfo/log/list/4': list([]) });
    const { unmount } = await renderWithApp(<MemoryRouter initialEntries={['/x?robotId=4']}><RobotLogPage /></MemoryRouter>, ['robotOperate:command']);
    expect(await screen.findByText(/No logs yet/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Ask for the log' }) as HTMLButtonElement).disabled).toBe(true));
    unmount();
    await renderWithApp(<MemoryRouter initialEntries={['/x?robotId=4']}><RobotLogPage /></MemoryRouter>, []);
    await screen.findByText(/No logs yet/);
    expect(screen.queryByRole('button', { name: 'Ask for the log' })).toBeNull();
  });
});
