import { findRobotBuildsRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotConfigListPage } from './robot-config-list-page';
import { robotBuildFixture } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithApp(
    <MemoryRouter>
      <RobotConfigListPage />
    </MemoryRouter>,
    ['robotConfigList', 'robotConfigList:view'],
  );

describe('robot configuration list', () => {
  it('shows each robot with its product, hardware version, components and the consumables to replace in words', async () => {
    const never = robotBuildFixture({ id: 3, deviceNumber: 'YJ-130-00003', consumables: [], consumablesAt: null, warnings: 0 });
    stubApi([answer(findRobotBuildsRoute, pageOf([robotBuildFixture(), never]))]);
    await renderPage();
    const row = (await screen.findByRole('link', { name: 'YJ-130-00002' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'YJ-130-00002' }).getAttribute('href')).toBe('/contentPage/robotConfigContent?robotId=2');
    expect(within(row).getByText('Lobby')).toBeTruthy();
    expect(within(row).getByText('Cleaner Pro · CR-130')).toBeTruthy();
    expect(within(row).getByText('HW-2.1')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Show all 2 installed components' }).textContent).toBe('2 components');
    expect(within(row).getByText('Lowest: 5% (Filter)')).toBeTruthy();
    expect(within(row).getByText('1 consumable to replace')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'YJ-130-00003' }).closest('tr')!;
    expect(within(other).getByText('The robot has never reported its consumables')).toBeTruthy();
    expect(within(other).queryByText(/to replace$/)).toBeNull();
  });

  it('sends warning: true when only robots with consumables to replace are asked for', async () => {
    const calls = stubApi([answer(findRobotBuildsRoute, pageOf([robotBuildFixture()]))]);
    const { user } = await renderPage();
    await screen.findByText('Cleaner Pro · CR-130');
    expect(lastBody(calls, findRobotBuildsRoute)).not.toHaveProperty('warning');
    await user.click(screen.getByRole('checkbox', { name: 'Only robots with consumables to replace' }));
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    await waitFor(() => expect(lastBody(calls, findRobotBuildsRoute)).toMatchObject({ warning: true, page: 1 }));
  });

  it('says what to do when there is no robot', async () => {
    stubApi([answer(findRobotBuildsRoute, pageOf([]))]);
    await renderPage();
    expect(await screen.findByText(/^There are no robots to show yet/)).toBeTruthy();
  });
});
