import { findFleetTasksRoute, findRobotMapsRoute, getTaskRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, lastBody, stubApi } from '../../../test/api';
import { waitForTablesIdle } from '../../../test/antd';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { EditTaskPage } from './edit-task-page';
import { TaskManagePage } from './task-manage-page';
import { map, task } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const Where = () => <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
const api = [
  answer(
    findFleetTasksRoute,
    pageOf([
      task(1, { name: 'Lobby nightly' }),
      task(5, { robotId: 7, deviceNumber: 'SIMULATION-130-00007', robotAlias: 'Dock bot', name: 'Dock sweep' }),
    ]),
  ),
  answer(getTaskRoute, task(5, { robotId: 7, name: 'Dock sweep' }), { id: 5 }),
  answer(findRobotMapsRoute, [{ ...map, robotId: 7 }], { id: 7 }),
];
const renderAt = (url: string, codes: string[]) =>
  renderWithApp(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/contentPage/taskManage" element={<TaskManagePage />} />
        <Route path="/contentPage/editTask" element={<EditTaskPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    codes,
  );

describe('task management', () => {
  it('lists tasks across robots, searches by robot, and links a robot to its tasks tab', async () => {
    const calls = stubApi(api);
    const { user } = await renderAt('/contentPage/taskManage', ['taskManage:view']);
    const dock = (await screen.findByText('Dock sweep')).closest('tr')!;
    expect(within(dock).getByText('Dock bot')).toBeTruthy();
    // Only view: no actions, the switch is read-only.
    expect(within(dock).queryByRole('button', { name: /Delete|Start now/ })).toBeNull();
    expect(within(dock).getByRole('switch').hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByPlaceholderText('Number or alias'), '00007');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, findFleetTasksRoute)).toMatchObject({ robot: '00007', page: 1 }));
    await waitForTablesIdle();
    // Sorting is the server's, by the fields the contract offers, and keeps the search.
    await user.click(screen.getByRole('columnheader', { name: /^Robot/ }));
    await waitFor(() =>
      expect(lastBody(calls, findFleetTasksRoute)).toMatchObject({ robot: '00007', sortField: 'robot', sortOrder: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: /^Creator/ }).className).not.toContain('ant-table-column-has-sorters');
    await user.click(within(dock).getByRole('link', { name: 'Open the operate page of SIMULATION-130-00007' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/contentPage/robotOperate/operateContent/robotTask?robotId=7');
  });

  it('offers the taskManage actions it holds, and opens a task in the editTask page', async () => {
    stubApi(api);
    const { user } = await renderAt('/contentPage/taskManage', ['taskManage:view', 'taskManage:start', 'taskManage:edit']);
    const dock = (await screen.findByText('Dock sweep')).closest('tr')!;
    expect(within(dock).getByRole('button', { name: 'Start now Dock sweep' })).toBeTruthy();
    expect(within(dock).queryByRole('button', { name: 'Delete Dock sweep' })).toBeNull();
    await user.click(within(dock).getByRole('button', { name: 'Open in the editor Dock sweep' }));
    const form = await screen.findByRole('form', { name: 'Edit task "Dock sweep"' });
    expect((within(form).getByLabelText('Task name') as HTMLInputElement).value).toBe('Dock sweep');
    expect(within(form).getByLabelText('Repeat times')).toBeTruthy();
  });
});
