import { findRobotLogsRoute, getCommandRoute, getRobotRoute, requestRobotLogRoute, type TRobotLog } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, waitForTablesIdle } from '../../../test/antd';
import { answer, lastBody, stubApi } from '../../../test/api';
import { commandFixture, pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotLogPage } from './robot-log-page';

const robot = (online: boolean) => robotFixture({ id: 4, alias: 'R4', live: { online, lastSeenAt: null } });
const log = (over: Partial<TRobotLog>): TRobotLog => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  commandId: null,
  minutes: 60,
  requestedAt: '2026-11-22T05:00:00Z',
  requestedBy: 'Admin',
  operateState: 1,
  reason: null,
  fileName: 'SIMULATION-130-00004-last-60min.log',
  lines: 120,
  bytes: 20480,
  uploadedAt: '2026-11-22T05:00:03Z',
  ...over,
});
const command = commandFixture('uploadLog', { commandId: 'c0000000-0000-4000-8000-000000000002', robotId: 4 });

afterEach(() => vi.unstubAllGlobals());

describe('robotLog page', () => {
  it('lists requests with what became of them, and sends a request for the chosen period', async () => {
    const calls = stubApi([
      answer(getRobotRoute, robot(true), { id: 4 }),
      answer(
        findRobotLogsRoute,
        pageOf([log({}), log({ id: 'b', fileName: null, uploadedAt: null, bytes: null, lines: null, operateState: 2, reason: 'busy' })]),
        { id: 4 },
      ),
      answer(requestRobotLogRoute, log({ id: 'c', commandId: command.commandId, operateState: 0, uploadedAt: null, fileName: null }), {
        id: 4,
      }),
      answer(getCommandRoute, command, { commandId: command.commandId }),
    ]);
    const { user } = await renderWithApp(
      <MemoryRouter initialEntries={['/x?robotId=4']}>
        <RobotLogPage />
      </MemoryRouter>,
      ['robotOperate:command', 'robotOperate:view'],
    );
    const received = (await screen.findByText('SIMULATION-130-00004-last-60min.log')).closest('tr')!;
    expect(within(received).getByText('Received')).toBeTruthy();
    expect(within(received).getByText('20.0 KB')).toBeTruthy();
    expect(within(received).getByRole('button', { name: 'Download SIMULATION-130-00004-last-60min.log' })).toBeTruthy();
    expect(screen.getByText('Refused by the robot')).toBeTruthy();
    await pickOption(user, screen.getByRole('combobox', { name: 'Period' }), 'Last 15 minutes');
    await user.click(screen.getByRole('button', { name: 'Ask for the log' }));
    await waitFor(() => expect(lastBody(calls, requestRobotLogRoute, { id: 4 })).toEqual({ minutes: 15 }));
    // The order is the server's: a sortable header asks for it.
    await waitForTablesIdle();
    await user.click(screen.getByRole('columnheader', { name: /^Size/ }));
    await waitFor(() => expect(lastBody(calls, findRobotLogsRoute, { id: 4 })).toMatchObject({ sortField: 'bytes', sortOrder: 'asc' }));
  });

  it('cannot ask an offline robot, and hides the request without the command code', async () => {
    stubApi([answer(getRobotRoute, robot(false), { id: 4 }), answer(findRobotLogsRoute, pageOf([]), { id: 4 })]);
    const { unmount } = await renderWithApp(
      <MemoryRouter initialEntries={['/x?robotId=4']}>
        <RobotLogPage />
      </MemoryRouter>,
      ['robotOperate:command'],
    );
    expect(await screen.findByText(/No logs yet/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Ask for the log' }) as HTMLButtonElement).disabled).toBe(true));
    unmount();
    await renderWithApp(
      <MemoryRouter initialEntries={['/x?robotId=4']}>
        <RobotLogPage />
      </MemoryRouter>,
      [],
    );
    await screen.findByText(/No logs yet/);
    expect(screen.queryByRole('button', { name: 'Ask for the log' })).toBeNull();
  });
});
