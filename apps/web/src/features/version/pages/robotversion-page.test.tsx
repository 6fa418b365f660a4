import { findInstalledRobotsRoute, findInstalledVersionsRoute, type TInstalledRobot, type TInstalledVersion } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotVersionPage } from './robotversion-page';

const installed: TInstalledVersion[] = [
  { softwareType: 'mainUnit', text: '2.4.1', robots: 2, versionId: 9, released: 1 },
  { softwareType: 'controlUnit', text: '1.9.3', robots: 1, versionId: null, released: 0 },
  { softwareType: 'app', text: '3.3.0', robots: 0, versionId: 11, released: 0 },
];
const robot = (robotId: number, over: Partial<TInstalledRobot> = {}): TInstalledRobot => ({
  robotId,
  deviceNumber: `SIMULATION-130-0000${robotId}`,
  alias: `Sweeper ${robotId}`,
  robotType: 1,
  orgName: 'Demo business',
  online: true,
  reportedAt: '2030-01-01T08:00:00Z',
  ...over,
});
const renderPage = () =>
  renderWithApp(
    <MemoryRouter>
      <RobotVersionPage />
    </MemoryRouter>,
    ['robotVersion', 'robotVersion:view'],
  );

describe('installed versions', () => {
  it('shows each reported version with its robot count and definition, and filters by unit', async () => {
    const calls = stubApi([answer(findInstalledVersionsRoute, pageOf(installed))]);
    const { user } = await renderPage();
    const row = (await screen.findByText('2.4.1')).closest('tr')!;
    expect(within(row).getByText('Main unit')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Defined' }).getAttribute('href')).toBe('/contentPage/definition?keyword=2.4.1');
    expect(within(screen.getByText('1.9.3').closest('tr')!).getByText('Not defined')).toBeTruthy();
    // Defined but run by no robot yet: listed, with nothing to open.
    const next = screen.getByText('3.3.0').closest('tr')!;
    expect(next.cells[2]!.textContent).toBe('0'); // unit, version, robots
    expect(within(next).queryByRole('button')).toBeNull();
    const search = screen.getByRole('search');
    await user.click(within(search).getByLabelText('Unit'));
    await user.click(await screen.findByTitle('Control unit'));
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, findInstalledVersionsRoute)).toMatchObject({ softwareType: 'controlUnit', page: 1 }));
  });

  it('drills down to the robots reporting a version, each linking to its operate page', async () => {
    const calls = stubApi([
      answer(findInstalledVersionsRoute, pageOf(installed)),
      answer(findInstalledRobotsRoute, pageOf([robot(1), robot(2, { online: false })])),
    ]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show the 2 robots on 2.4.1' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Robots running Main unit 2.4.1')).toBeTruthy();
    const link = await within(drawer).findByRole('link', { name: 'SIMULATION-130-00001' });
    expect(link.getAttribute('href')).toBe('/contentPage/robotOperate/operateContent?robotId=1');
    expect(within(drawer).getByText('Offline')).toBeTruthy();
    expect(callsTo(calls, findInstalledRobotsRoute)).toHaveLength(1);
    expect(lastBody(calls, findInstalledRobotsRoute)).toMatchObject({ softwareType: 'mainUnit', text: '2.4.1' });
  });

  it('says so when no robot reported its versions yet', async () => {
    stubApi([answer(findInstalledVersionsRoute, pageOf([]))]);
    await renderPage();
    expect(await screen.findByText('No robot has reported its software versions yet.')).toBeTruthy();
  });
});
