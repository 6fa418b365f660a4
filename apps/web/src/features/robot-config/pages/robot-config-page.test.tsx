import { getRobotConfigRoute, getRobotRoute, importRobotConfigRoute, setRobotConfigRoute } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCommandState } from '../../../lib/live-cache';
import { robotKeys } from '../../../lib/robot-api';
import { answer, callsTo, lastBody, refuse, stubApi, type Answer } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { RobotConfigPage } from './robot-config-page';
import { command, config, robot } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const api = (...over: Answer[]) => [
  answer(getRobotRoute, robot()),
  answer(getRobotConfigRoute, config),
  answer(setRobotConfigRoute, command('setConfig')),
  answer(importRobotConfigRoute, command('setConfig')),
  ...over,
];
const renderPage = (codes = ['robotOperate:view', 'robotOperate:config']) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/operateContent/robotConfig?robotId=1']}>
      <Routes>
        <Route path="/operateContent/robotConfig" element={<RobotConfigPage />} />
      </Routes>
    </MemoryRouter>,
    codes,
  );
/** The newest open dialog with this title (a closing one may still be in the DOM). */
const dialog = async (title: string) =>
  (await screen.findAllByText(title))
    .map((e) => e.closest('.ant-modal'))
    .filter((e): e is HTMLElement => e !== null)
    .at(-1)!;
const maxSpeed = () => screen.findByRole('spinbutton', { name: 'Maximum speed' });
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));
const pickFile = (user: UserEvent, text: string) =>
  user.upload(
    document.querySelector<HTMLInputElement>('input[type=file]')!,
    new File([text], 'robot-config.json', { type: 'application/json' }),
  );

describe('robotConfig tab', () => {
  it('shows the reported values and their age; Save without a change sends nothing', async () => {
    const calls = stubApi(api());
    const { user } = await renderPage();
    expect(((await maxSpeed()) as HTMLInputElement).value).toBe('0.50');
    expect(screen.getByText('Medium')).toBeTruthy();
    expect(screen.getByText('Upload at work')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2.0' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('report-age').textContent).toBe('5 min ago');
    await save(user);
    expect(await screen.findByText('No changes: click Cancel or modify something first')).toBeTruthy();
    expect(callsTo(calls, setRobotConfigRoute)).toHaveLength(0);
  });

  it('sends only the changed value and shows the outcome in the words of the spec', async () => {
    const calls = stubApi(api());
    const { client, user } = await renderPage();
    const speed = await maxSpeed();
    await user.clear(speed);
    await user.type(speed, '0.8');
    await save(user);
    await waitFor(() => expect(lastBody(calls, setRobotConfigRoute)).toEqual({ robotId: 1, values: { maxSpeed: 0.8 } }));
    expect(await screen.findByText('Sent, waiting for the robot')).toBeTruthy();
    const id = command('setConfig').commandId;
    act(() => writeCommandState(client, id, 1));
    expect(await screen.findByText('Config set success')).toBeTruthy();
    act(() => {
      client.setQueryData(robotKeys.command(id), { ...command('setConfig'), operateState: 2, reason: 'invalidArgs' });
    });
    expect(await screen.findByText('Set failed: Invalid command arguments')).toBeTruthy();
    act(() => writeCommandState(client, id, 3));
    expect(await screen.findByText('Configuration timeout')).toBeTruthy();
  });

  it('asks before switching to streaming 1.0 (no WebRTC); Cancel keeps 2.0', async () => {
    stubApi(api());
    const { user } = await renderPage();
    await user.click(await screen.findByRole('radio', { name: '1.0' }));
    const first = await dialog('Switch to streaming version 1.0?');
    expect(within(first).getByText(/no WebRTC/)).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: '2.0' }) as HTMLInputElement).checked).toBe(true));
    await user.click(screen.getByRole('radio', { name: '1.0' }));
    const again = await dialog('Switch to streaming version 1.0?');
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: '1.0' }) as HTMLInputElement).checked).toBe(true));
  });

  it('import names the bad values and sends nothing; a good file is sent after "Import overwrites configuration"', async () => {
    const calls = stubApi(api());
    const { user } = await renderPage();
    await maxSpeed();
    await pickFile(user, JSON.stringify({ ...config.values, volume: 140, streamingVersion: 3 }));
    expect(await screen.findByText('These values in the file are invalid, nothing was sent: Volume, Streaming version')).toBeTruthy();
    await pickFile(user, 'not json');
    expect(await screen.findByText('The file is not a JSON configuration file.')).toBeTruthy();
    expect(screen.queryByText('Import overwrites configuration')).toBeNull();
    const values = { ...config.values, volume: 20 };
    await pickFile(user, JSON.stringify(values));
    const confirm = await dialog('Import overwrites configuration');
    expect(callsTo(calls, importRobotConfigRoute)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(lastBody(calls, importRobotConfigRoute)).toEqual({ robotId: 1, values }));
    expect(await screen.findByText('Sent, waiting for the robot')).toBeTruthy();
  });

  it('is read-only with a notice while the robot is offline, and without robotOperate:config', async () => {
    stubApi(api(answer(getRobotRoute, robot({ online: false }))));
    const { unmount } = await renderPage();
    expect(await screen.findByText(/The robot is offline/)).toBeTruthy();
    expect(((await maxSpeed()) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    stubApi(api());
    await renderPage(['robotOperate:view']);
    expect(((await maxSpeed()) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('says when the robot has not reported its configuration yet', async () => {
    stubApi(api(refuse(getRobotConfigRoute, 'CONFIG_NOT_REPORTED')));
    await renderPage();
    expect(await screen.findByText('The robot has not reported its configuration yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read again' })).toBeTruthy();
  });
});
