import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { RobotTaskPage } from './robot-task-page';
import { map, page, robot, task } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const command = {
  commandId: '0b5e1c2a-1111-4aaa-8bbb-222233334444', robotId: 1, type: 'startTask', operateState: 0, reason: null,
  createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 30_000).toISOString(), answeredAt: null,
};
const api = {
  'robotinfo/robot/info/1': robot(),
  'robotinfo/task/list': page([task(1, { name: 'Lobby nightly' }), task(2, { name: 'Corridor', cleanMode: 'patrol', pathId: 'path-1', pathName: 'Patrol loop', periodType: 0, date: '2030-02-01', state: 2 })]),
  'robotinfo/map/list/1': [map],
  'robotinfo/task/delete/1': null,
  'robotinfo/task/start/1': command,
};
const renderPage = (codes: string[]) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/robotOperate/operateContent/robotTask?robotId=1']}>
      <RobotTaskPage />
    </MemoryRouter>,
    codes,
  );
const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('robot tasks tab', () => {
  it('shows the spec §3 columns with enum labels, the path and the task state', async () => {
    stubApi(api);
    await renderPage(['robotOperate:task']);
    const lobby = await row('Lobby nightly');
    for (const h of ['Task name', 'Period type', 'Date', 'Execution time', 'Switch', 'Map', 'Path', 'Clean / work mode', 'Scene type', 'Repeat times', 'Details', 'Creator']) {
      expect(screen.getAllByText(h).length, h).toBeGreaterThan(0);
    }
    expect(within(lobby).getByText('Once a day')).toBeTruthy();
    expect(within(lobby).getByText('Full coverage')).toBeTruthy();
    expect(within(lobby).getByText('Floor 1')).toBeTruthy();
    const corridor = await row('Corridor');
    expect(within(corridor).getByText('Patrol loop')).toBeTruthy();
    expect(within(corridor).getByText('2030-02-01')).toBeTruthy();
    expect(within(corridor).getByText('Expired')).toBeTruthy();
  });

  it('asks before deleting and before starting, then shows the command outcome', async () => {
    const calls = stubApi(api);
    await renderPage(['robotOperate:task']);
    fireEvent.click(within(await row('Lobby nightly')).getByRole('button', { name: 'Delete Lobby nightly' }));
    expect(await screen.findByText('Delete task "Lobby nightly"?')).toBeTruthy();
    expect(screen.getByText('The task leaves the robot schedule. This cannot be undone.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'robotinfo/task/delete/1')).toBe(true));

    fireEvent.click(within(await row('Lobby nightly')).getByRole('button', { name: 'Start now Lobby nightly' }));
    expect(await screen.findByText('Start "Lobby nightly" now?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Start now' }).at(-1)!));
    await waitFor(() => expect(calls.some((c) => c.path === 'robotinfo/task/start/1')).toBe(true));
    expect(await screen.findByRole('status', { name: /start/i })).toBeTruthy();
  });

  it('validates the new-task form in the drawer with the contract messages', async () => {
    const calls = stubApi(api);
    await renderPage(['robotOperate:task']);
    fireEvent.click(await screen.findByRole('button', { name: 'New task' }));
    const form = await screen.findByRole('form', { name: 'New task' });
    fireEvent.change(within(form).getByLabelText('Task name'), { target: { value: ' Lobby' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('No spaces, and no leading or trailing spaces')).toBeTruthy();
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(form).getByLabelText('Patrol'));
    expect(await within(form).findByLabelText('Path')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3));
    expect(calls.some((c) => c.path === 'robotinfo/task/save')).toBe(false);
  });

  it('hides create and row actions and disables the switch without robotOperate:task', async () => {
    stubApi(api);
    await renderPage([]);
    const lobby = await row('Lobby nightly');
    expect(screen.queryByRole('button', { name: 'New task' })).toBeNull();
    expect(within(lobby).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(lobby).getByRole('switch', { name: 'Enable Lobby nightly' }).hasAttribute('disabled')).toBe(true);
  });

  it('does not offer "Start now" for an offline robot, and says why', async () => {
    const calls = stubApi({ ...api, 'robotinfo/robot/info/1': robot({ online: false }) });
    await renderPage(['robotOperate:task']);
    const lobby = await row('Lobby nightly');
    const start = await within(lobby).findByRole('button', { name: 'Start now Lobby nightly: The robot is offline' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseOver(start.parentElement!);
    expect(await screen.findByText('The robot is offline')).toBeTruthy();
    expect(calls.some((c) => c.path === 'robotinfo/task/start/1')).toBe(false);
  });
});
