import { findRobotsRoute, getOrgTreeRoute, updateRobotRoute, type TOrgTreeNode } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, lastBody, stubApi } from '../../../test/api';
import { pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotRegisterPage } from './robot-register-page';

afterEach(() => vi.unstubAllGlobals());

const CODES = ['robotRegister', 'robotRegister:view', 'robotRegister:edit', 'ota:upgrade'];
const Where = () => <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
const renderPage = () =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/robotRegister']}>
      <Routes>
        <Route path="/contentPage/robotRegister" element={<RobotRegisterPage />} />
        <Route path="/contentPage/ota" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    CODES,
  );
const rowOf = async (n: string) => (await screen.findByText(n)).closest('tr')!;
const ROBOTS = [robotFixture({ id: 1 }), robotFixture({ id: 2 }), robotFixture({ id: 3, access: 'hosted' })];

describe('robot registration: upgrade', () => {
  it('opens the OTA screen with the robot chosen from its row, and the ticked ones with "Upgrade selected"', async () => {
    stubApi([answer(findRobotsRoute, pageOf(ROBOTS))]);
    const { user, unmount } = await renderPage();
    const hosted = await rowOf('SIMULATION-130-00003');
    expect(within(hosted).queryByRole('button', { name: /Upgrade/ })).toBeNull();
    expect(within(hosted).getByRole('checkbox')).toHaveProperty('disabled', true);
    await user.click(within(await rowOf('SIMULATION-130-00001')).getByRole('button', { name: 'Upgrade SIMULATION-130-00001' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/contentPage/ota?robotIds=1'));
    unmount();

    const again = await renderPage();
    await again.user.click(within(await rowOf('SIMULATION-130-00001')).getByRole('checkbox'));
    await again.user.click(within(await rowOf('SIMULATION-130-00002')).getByRole('checkbox'));
    await again.user.click(await screen.findByRole('button', { name: 'Upgrade selected (2)' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/contentPage/ota?robotIds=1,2'));
  });
});

describe('robot registration: marked for testing', () => {
  const TREE: TOrgTreeNode[] = [{ id: 1, name: 'Demo', level: 3, code: 'DM', businessCode: 'DEMO', children: [] }];

  it('tags the robots marked for testing, and the edit form sends testing: true with the hint beside the switch', async () => {
    const calls = stubApi([
      answer(findRobotsRoute, pageOf([robotFixture({ id: 1 }), robotFixture({ id: 2, testing: true })])),
      answer(getOrgTreeRoute, TREE),
      answer(updateRobotRoute, null),
    ]);
    const { user } = await renderPage();
    expect(within(await rowOf('SIMULATION-130-00002')).getByText('Testing')).toBeTruthy();
    expect(within(await rowOf('SIMULATION-130-00001')).queryByText('Testing')).toBeNull();
    await user.click(within(await rowOf('SIMULATION-130-00001')).getByRole('button', { name: 'Edit SIMULATION-130-00001' }));
    const form = await screen.findByRole('form', { name: 'Edit robot SIMULATION-130-00001' });
    expect(within(form).getByText('Only robots marked for testing receive test packages in OTA campaigns')).toBeTruthy();
    const sw = within(form).getByRole('switch', { name: 'Marked for testing' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    await user.click(sw);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastBody(calls, updateRobotRoute)).toEqual({ id: 1, testing: true }));
  });
});
