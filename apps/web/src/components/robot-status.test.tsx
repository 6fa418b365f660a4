import { SETTINGS_DEFAULTS, type TCommand } from '@fleet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { writeCommandState } from '../lib/live-cache';
import { robotKeys, seedCommand } from '../lib/robot-api';
import { sessionKeys } from '../lib/session-api';
import { commandFixture } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { Battery } from './battery';
import { CommandOutcome } from './command-outcome';
import { EnumTag, LockTag, OnlineTag } from './status-tag';
import { ValueAge } from './value-age';

/** Renders with a command already in the cache, as the lock/unlock/reset mutations leave it. */
const renderSeeded = async (cmd: TCommand, ui: React.ReactElement) => {
  await i18n.changeLanguage('en');
  const client = new QueryClient();
  seedCommand(client, cmd);
  render(
    <QueryClientProvider client={client}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );
  return { client };
};

const tagOf = (text: string | RegExp) => screen.getByText(text).closest('.ant-tag') as HTMLElement;

describe('status tags', () => {
  it.each([
    ['DeviceState', 0, 'Normal', 'green'],
    ['DeviceState', 1, 'Working', 'blue'],
    ['DeviceState', 2, 'Fault', 'red'],
    ['DeviceState', 3, 'Locked', 'default'],
    ['DeviceState', 4, 'Emergency stop', 'red'],
    ['WorkStatus', 1, 'Running a task', 'blue'],
    ['ChargeStatus', 2, 'Automatic charging', 'cyan'],
    ['OperateState', 3, 'Timed out', 'orange'],
    ['TrusteeshipType', 2, 'Lease', 'geekblue'],
  ] as const)('%s %i shows "%s" in %s', async (name, value, label, colour) => {
    await renderWithApp(<EnumTag name={name} value={value} />);
    const tag = tagOf(label);
    expect(tag.dataset.colour).toBe(colour);
    if (colour !== 'default') expect(tag.className).toContain(`ant-tag-${colour}`);
  });

  it('shows online green, offline and locked grey, each with its label', async () => {
    await renderWithApp(
      <>
        <OnlineTag online />
        <OnlineTag online={false} />
        <LockTag locked />
      </>,
    );
    expect(tagOf('Online').className).toContain('ant-tag-green');
    expect(tagOf('Offline').dataset.colour).toBe('default');
    expect(tagOf('Locked').dataset.colour).toBe('default');
  });
});

describe('battery', () => {
  it.each([
    [55, '55%', 'green', null],
    [19, '19%', 'orange', 'Below 20 %: charge soon'],
    [19.9, '19%', 'orange', 'Below 20 %: charge soon'],
    [9.6, '9%', 'red', 'Below 10 %: the battery may be damaged'],
    [9.4, '9%', 'red', 'Below 10 %: the battery may be damaged'],
  ] as const)('%f %% shows %s in %s', async (value, text, colour, warning) => {
    await renderWithApp(<Battery value={value} />);
    const tag = tagOf(text);
    expect(tag.className).toContain(`ant-tag-${colour}`);
    if (warning) expect(screen.getByLabelText(warning)).toBeTruthy();
    else expect(tag.querySelector('[aria-label]')).toBeNull();
  });

  it('colours and words its warning by the levels of the system settings', async () => {
    const { client } = await renderWithApp(
      <>
        <Battery value={30} />
        <Battery value={24} />
      </>,
    );
    expect(tagOf('30%').className).toContain('ant-tag-green');
    const values = { ...SETTINGS_DEFAULTS, batteryChargeSoonBelow: 35, batteryDamageBelow: 25 };
    act(() => void client.setQueryData(sessionKeys.settings(), { values, defaults: SETTINGS_DEFAULTS }));
    expect(await screen.findByLabelText('Below 35 %: charge soon')).toBeTruthy();
    expect(tagOf('30%').className).toContain('ant-tag-orange');
    expect(tagOf('24%').className).toContain('ant-tag-red');
    expect(screen.getByLabelText('Below 25 %: the battery may be damaged')).toBeTruthy();
  });

  it('shows a dash without a value', async () => {
    await renderWithApp(<Battery value={undefined} />);
    expect(screen.getByLabelText('No data').textContent).toBe('—');
  });
});

describe('value age', () => {
  it('shows a fresh age as text and an old one as stale', async () => {
    const fresh = new Date(Date.now() - 5000).toISOString();
    const old = new Date(Date.now() - 125_000).toISOString();
    await renderWithApp(
      <>
        <ValueAge at={fresh} />
        <ValueAge at={old} />
        <ValueAge at={null} />
      </>,
    );
    // 5 s when written; the render may come later on a busy machine, never sooner.
    const age = Number(/^(\d+) s ago$/.exec(screen.getByText(/^\d+ s ago$/).textContent ?? '')?.[1]);
    expect(age).toBeGreaterThanOrEqual(5);
    expect(age).toBeLessThan(60);
    expect(tagOf(/Stale · 2 min ago/).dataset.stale).toBe('true');
    expect(screen.getByText('Never reported')).toBeTruthy();
  });
});

describe('command outcome', () => {
  it('follows the live command message from sent to success', async () => {
    const cmd = commandFixture('lock', { commandId: '5b0c6c57-43a4-4d8b-9d2f-1c1b9c1e0a01' });
    const view = await renderSeeded(cmd, <CommandOutcome commandId={cmd.commandId} />);
    expect(await screen.findByText('Lock: sent, waiting for the robot')).toBeTruthy();
    act(() => writeCommandState(view.client, cmd.commandId, 1));
    expect(await screen.findByText('Lock succeeded')).toBeTruthy();
    expect(view.client.getQueryData<TCommand>(robotKeys.command(cmd.commandId))!.operateState).toBe(1);
  });

  it('shows the reason of a failed command', async () => {
    const cmd: TCommand = {
      commandId: 'c-9',
      robotId: 1,
      type: 'reset',
      operateState: 2,
      reason: 'busy',
      createdAt: 'x',
      expiresAt: 'x',
      answeredAt: 'x',
    };
    await renderSeeded(cmd, <CommandOutcome commandId="c-9" />);
    expect((await screen.findByText('Reset failed')).closest('.ant-tag')!.className).toContain('ant-tag-red');
    await userEvent.hover(screen.getByText('Reset failed'));
    expect(await screen.findByText('The robot is busy')).toBeTruthy();
  });

  it('says the robot does not support the command when its live answer is failed "unsupported"', async () => {
    const cmd = commandFixture('uploadLog', { commandId: '5b0c6c57-43a4-4d8b-9d2f-1c1b9c1e0a02' });
    const view = await renderSeeded(cmd, <CommandOutcome commandId={cmd.commandId} />);
    act(() => writeCommandState(view.client, cmd.commandId, 2, 'unsupported'));
    await userEvent.hover(await screen.findByText('Upload log failed'));
    expect(await screen.findByText('The robot does not support this command')).toBeTruthy();
    expect(view.client.getQueryData<TCommand>(robotKeys.command(cmd.commandId))).toMatchObject({ operateState: 2, reason: 'unsupported' });
  });
});
