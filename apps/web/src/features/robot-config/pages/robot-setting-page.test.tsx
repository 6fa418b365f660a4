import { getRobotConfigRoute, getRobotRoute, resetConsumableRoute, setRobotAliasRoute, setRobotConfigRoute } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCommandState } from '../../../lib/live-cache';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { RobotSettingPage } from './robot-setting-page';
import { command, config, robot } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const api = [
  answer(getRobotRoute, robot()),
  answer(getRobotConfigRoute, config),
  answer(setRobotConfigRoute, command('setConfig')),
  answer(resetConsumableRoute, command('resetConsumable')),
  answer(setRobotAliasRoute, null),
];
const renderPage = (codes = ['robotOperate:view', 'robotOperate:setting']) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/operateContent/robotSetting?robotId=1']}>
      <Routes>
        <Route path="/operateContent/robotSetting" element={<RobotSettingPage />} />
      </Routes>
    </MemoryRouter>,
    codes,
  );
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('robotSetting tab', () => {
  it('lists consumables with remaining life, the nearly worn one in the warning colour', async () => {
    stubApi(api);
    await renderPage();
    const brush = await rowOf('Main brush');
    expect(within(brush).getByText('300.0')).toBeTruthy();
    expect(within(brush).getByText('225.0')).toBeTruthy();
    expect(within(brush).getByText('75%')).toBeTruthy();
    expect(brush.querySelector('[data-warning="false"]')).toBeTruthy();
    const filter = await rowOf('Filter');
    expect(within(filter).getByText('5%')).toBeTruthy();
    expect(filter.querySelector('[data-warning="true"]')).toBeTruthy();
  });

  it('resets a consumable only after the confirmation, then follows the command', async () => {
    const calls = stubApi(api);
    const { client, user } = await renderPage();
    await user.click(within(await rowOf('Filter')).getByRole('button', { name: 'Reset after replacement Filter' }));
    const pop = (await screen.findByText('Reset the hours of the Filter?')).closest('.ant-popover') as HTMLElement;
    expect(within(pop).getByText(/Only after fitting a new part/)).toBeTruthy();
    expect(callsTo(calls, resetConsumableRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Reset after replacement' }));
    await waitFor(() => expect(lastBody(calls, resetConsumableRoute)).toEqual({ robotId: 1, key: 'filter' }));
    act(() => writeCommandState(client, command('resetConsumable').commandId, 1));
    expect(await within(await rowOf('Filter')).findByText('Config set success')).toBeTruthy();
  });

  it('shows the SIM card with its status label, and the versions', async () => {
    stubApi(api);
    await renderPage();
    expect(await screen.findByText('Normal')).toBeTruthy();
    expect(screen.getByText('89860012345678901234')).toBeTruthy();
    expect(screen.getByText('China Mobile')).toBeTruthy();
    expect(screen.getByText('120.5 MB')).toBeTruthy();
    expect(screen.getByText('Main unit')).toBeTruthy();
    expect(screen.getByText('2.4.1')).toBeTruthy();
  });

  it('validates the alias before saving it', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage();
    const input = await screen.findByRole('textbox', { name: 'Alias' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Lobby'));
    await user.clear(input);
    await user.paste('x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Save alias' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(callsTo(calls, setRobotAliasRoute)).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Hall B');
    await user.click(screen.getByRole('button', { name: 'Save alias' }));
    await waitFor(() => expect(lastBody(calls, setRobotAliasRoute)).toEqual({ robotId: 1, alias: 'Hall B' }));
    expect(await screen.findByText('Alias saved')).toBeTruthy();
  });

  it('changes the speed limit with setConfig; without robotOperate:setting nothing can be changed', async () => {
    const calls = stubApi(api);
    const { unmount, user } = await renderPage();
    const speed = await screen.findByRole('spinbutton', { name: 'Maximum speed' });
    await user.clear(speed);
    await user.type(speed, '0.3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastBody(calls, setRobotConfigRoute)).toEqual({ robotId: 1, values: { maxSpeed: 0.3 } }));
    unmount();
    stubApi(api);
    await renderPage(['robotOperate:view']);
    await rowOf('Filter');
    expect(screen.queryByRole('button', { name: /Reset after replacement/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save alias' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Alias' }) as HTMLInputElement).disabled).toBe(true);
  });
});
