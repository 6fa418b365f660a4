import { createTaskRoute, deleteTaskRoute, findRobotMapsRoute, findRobotTasksRoute, getRobotRoute, startTaskRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { commandFixture, pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotTaskPage } from './robot-task-page';
import { map, task } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const api = [
  answer(getRobotRoute, robotFixture({ id: 1 }), { id: 1 }),
  answer(
    findRobotTasksRoute,
    pageOf([
      task(1, { name: 'Lobby nightly' }),
      task(2, {
        name: 'Corridor',
        cleanMode: 'patrol',
        pathId: 'path-1',
        pathName: 'Patrol loop',
        periodType: 0,
        date: '2030-02-01',
        state: 2,
      }),
    ]),
  ),
  answer(findRobotMapsRoute, [map], { id: 1 }),
  answer(deleteTaskRoute, null),
  answer(startTaskRoute, commandFixture('startTask')),
];
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
    // Values that belong together share a column, its header naming each of them.
    for (const h of [
      'Task name / Details',
      'Period type / Date / Execution time',
      'Map / Path',
      'Clean / work mode / Scene type / Repeat times',
      'Task state / Switch',
      'Creator',
    ]) {
      expect(screen.getAllByText(h).length, h).toBeGreaterThan(0);
    }
    expect(within(lobby).getByText('Once a day')).toBeTruthy();
    expect(within(lobby).getByText('Full coverage')).toBeTruthy();
    expect(within(lobby).getByText('Floor 1')).toBeTruthy();
    const corridor = await row('Corridor');
    expect(within(corridor).getByText('Patrol loop')).toBeTruthy();
    expect(within(corridor).getByText(/^2030-02-01 · /)).toBeTruthy();
    expect(within(corridor).getByText('Expired')).toBeTruthy();
  });

  it('asks before deleting and before starting, then shows the command outcome', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage(['robotOperate:task']);
    // Three actions at most in the row: delete is under More, and asks there.
    await user.click(within(await row('Lobby nightly')).getByRole('button', { name: 'More Lobby nightly' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Delete'));
    expect(await screen.findByText('Delete task "Lobby nightly"?')).toBeTruthy();
    expect(screen.getByText('The task leaves the robot schedule. This cannot be undone.')).toBeTruthy();
    expect(callsTo(calls, deleteTaskRoute)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(callsTo(calls, deleteTaskRoute, { id: 1 })).toHaveLength(1));

    await user.click(within(await row('Lobby nightly')).getByRole('button', { name: 'Start now Lobby nightly' }));
    expect(await screen.findByText('Start "Lobby nightly" now?')).toBeTruthy();
    expect(callsTo(calls, startTaskRoute)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Start now' }).at(-1)!);
    await waitFor(() => expect(callsTo(calls, startTaskRoute, { id: 1 })).toHaveLength(1));
    expect(await screen.findByRole('status', { name: /start/i })).toBeTruthy();
  });

  it('validates the new-task form in the drawer with the contract messages', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage(['robotOperate:task']);
    await user.click(await screen.findByRole('button', { name: 'New task' }));
    const form = await screen.findByRole('form', { name: 'New task' });
    await user.type(within(form).getByLabelText('Task name'), ' Lobby');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('No spaces, and no leading or trailing spaces')).toBeTruthy();
    // antd shows each field's message as its own validation ends: wait for both, not the first.
    await waitFor(() => expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(2));
    await user.click(within(form).getByLabelText('Patrol'));
    expect(await within(form).findByLabelText('Path')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3));
    expect(callsTo(calls, createTaskRoute)).toHaveLength(0);
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
    const calls = stubApi([...api, answer(getRobotRoute, robotFixture({ id: 1, live: { online: false } }), { id: 1 })]);
    const { user } = await renderPage(['robotOperate:task']);
    const lobby = await row('Lobby nightly');
    const start = await within(lobby).findByRole('button', { name: 'Start now Lobby nightly: The robot is offline' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await user.hover(start.parentElement!);
    expect(await screen.findByText('The robot is offline')).toBeTruthy();
    expect(callsTo(calls, startTaskRoute)).toHaveLength(0);
  });
});
