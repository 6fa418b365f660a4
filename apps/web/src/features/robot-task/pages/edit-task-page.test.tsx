import { findRobotMapsRoute } from '@fleet/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { EditTaskPage } from './edit-task-page';
import { map } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string) =>
  renderWithApp(
    <MemoryRouter initialEntries={[url]}>
      <EditTaskPage />
    </MemoryRouter>,
    ['editTask:view', 'editTask:edit', 'editTask:create'],
  );

describe('editTask page', () => {
  it('without a robot, says where to open a task instead of "New task" beside "does not exist"', async () => {
    stubApi([]);
    await renderAt('/contentPage/editTask');
    expect(await screen.findByText("Open the task to edit from a robot's task list or from Tasks.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Tasks' }).getAttribute('href')).toBe('/contentPage/taskManage');
    expect(screen.getByText('Edit task')).toBeTruthy();
    expect(screen.queryByText('New task')).toBeNull();
  });

  it('a task id that is not a number names no task: not found, never a new task', async () => {
    stubApi([answer(findRobotMapsRoute, [map], { id: 1 })]);
    await renderAt('/contentPage/editTask?robotId=1&taskId=abc');
    expect(await screen.findByText('This task does not exist, or you may not see it.')).toBeTruthy();
    expect(screen.queryByText('New task')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('with a robot and no task id, creates a task for it', async () => {
    stubApi([answer(findRobotMapsRoute, [map], { id: 1 })]);
    await renderAt('/contentPage/editTask?robotId=1');
    expect(await screen.findByText('New task')).toBeTruthy();
    expect(screen.queryByText('This task does not exist, or you may not see it.')).toBeNull();
  });
});
