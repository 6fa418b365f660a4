import { findRobotsRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api';
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
