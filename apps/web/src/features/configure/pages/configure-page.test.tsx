import {
  findConfigHistoryRoute,
  findDicLabelsRoute,
  getSettingsRoute,
  resetDicLabelRoute,
  saveDicLabelRoute,
  saveSettingsRoute,
  SETTINGS_DEFAULTS,
  type TConfigChange,
  type TDicLabelRow,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { showError } from '../../../lib/feedback';
import { sessionKeys } from '../../../lib/session-api';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ConfigurePage } from './configure-page';

const CODES = ['configure', 'configure:view', 'configure:edit'];
const VIEWER = ['configure', 'configure:view'];

const renderPage = async (codes = CODES) => {
  const app = await renderWithApp(
    <MemoryRouter>
      <ConfigurePage />
    </MemoryRouter>,
    codes,
  );
  // The test client has no global error handler: wire the app's one (lib/query-client.ts), so a refusal shows.
  app.client.getMutationCache().subscribe((e) => e.type === 'updated' && e.action.type === 'error' && showError(e.action.error));
  return app;
};
type User = Awaited<ReturnType<typeof renderPage>>['user'];

const settingsForm = () => screen.findByRole('form', { name: 'Settings' });
const retype = async (user: User, input: HTMLElement, text: string) => {
  await user.clear(input);
  await user.type(input, text);
};

const LABELS: TDicLabelRow[] = [
  { enumName: 'WorkStatus', value: 1, defaultLabel: 'Running a task', label: null },
  { enumName: 'WorkStatus', value: 2, defaultLabel: 'Paused', label: 'On hold' },
  { enumName: 'JunkEventMode', value: 'off', defaultLabel: 'Off', label: null },
];
/** The table row showing this text (a text may also be in a form of another tab, or twice in the row). */
const rowOf = async (text: string) =>
  (await screen.findAllByText(text)).map((e) => e.closest('tr')).find((tr): tr is HTMLTableRowElement => tr !== null)!;
const openDictionary = async (user: User) => {
  await user.click(await screen.findByRole('tab', { name: 'Dictionary' }));
  return rowOf('Running a task');
};

const change = (id: number, over: Partial<TConfigChange>): TConfigChange => ({
  id,
  kind: 'setting',
  key: 'offlineMinutes',
  lang: null,
  oldValue: null,
  newValue: null,
  account: 'admin',
  createdAt: '2030-01-02T03:04:05Z',
  ...over,
});

describe('configure: settings', () => {
  it('shows the values that apply and saves the whole set with the change', async () => {
    const calls = stubApi([answer(saveSettingsRoute, null)]);
    const { user } = await renderPage();
    const form = await settingsForm();
    const offline = within(form).getByLabelText('Offline threshold');
    expect(offline).toHaveProperty('value', '10');
    expect(within(form).getByLabelText('Charge-soon level')).toHaveProperty('value', '20');
    expect(within(form).getByLabelText('Critical battery level')).toHaveProperty('value', '10');
    expect(within(form).getByLabelText('Rows per page')).toHaveProperty('value', '15');
    expect(within(form).getByText('Report while working')).toBeTruthy();
    expect(within(form).getByText(/gets a connectivity fault and appears on the home page's attention list/)).toBeTruthy();
    // Every value is the built-in one: nothing to restore.
    expect(within(form).queryByRole('button', { name: /Use the default/ })).toBeNull();

    await retype(user, offline, '30');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(calls, saveSettingsRoute)).toHaveLength(1));
    expect(lastBody(calls, saveSettingsRoute)).toEqual({ ...SETTINGS_DEFAULTS, offlineMinutes: 30 });
    expect(await screen.findByText('Settings saved; every screen uses them from now on')).toBeTruthy();
  });

  it('refuses a critical level not below the charge-soon level with the contract message, sending nothing', async () => {
    const calls = stubApi([answer(saveSettingsRoute, null)]);
    const { user } = await renderPage();
    const form = await settingsForm();
    const critical = within(form).getByLabelText('Critical battery level');
    await retype(user, critical, '20');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const message = await within(form).findByText('The critical level must be lower than the charge-soon level');
    expect(message.closest('.ant-form-item')?.contains(critical)).toBe(true);
    expect(callsTo(calls, saveSettingsRoute)).toHaveLength(0);
  });

  it('shows the default of a changed setting and fills it in on "Use default"', async () => {
    const values = { ...SETTINGS_DEFAULTS, offlineMinutes: 45, junkEventModeDefault: 'off' as const };
    stubApi([answer(getSettingsRoute, { values, defaults: SETTINGS_DEFAULTS })]);
    const { user } = await renderPage();
    const form = await settingsForm();
    expect(within(form).getByText('Default: 10 min')).toBeTruthy();
    expect(within(form).getByText('Default: Report while working')).toBeTruthy();
    expect(within(form).getAllByText('Use default')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Use the default Offline threshold' }));
    expect(within(form).getByLabelText('Offline threshold')).toHaveProperty('value', '10');
    expect(within(form).queryByText('Default: 10 min')).toBeNull();
  });

  it("shows the server's NO_CHANGES message", async () => {
    stubApi([refuse(saveSettingsRoute, 'NO_CHANGES')]);
    const { user } = await renderPage();
    const form = await settingsForm();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('No changes: click Cancel or modify something first')).toBeTruthy();
  });

  it('puts a field error of the server under its field', async () => {
    const fields = { fields: [{ path: 'pageSizeDefault', code: 'validation.pageSize' }] };
    stubApi([refuse(saveSettingsRoute, 'VALIDATION', undefined, fields)]);
    const { user } = await renderPage();
    const form = await settingsForm();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const message = await within(form).findByText('Enter a whole number of rows from 5 to 100');
    expect(message.closest('.ant-form-item')?.contains(within(form).getByLabelText('Rows per page'))).toBe(true);
  });
});

describe('configure: dictionary', () => {
  it('lists the items of the UI language with the changed labels marked, and filters by keyword', async () => {
    const calls = stubApi([answer(findDicLabelsRoute, LABELS, { lang: 'en' }), answer(findDicLabelsRoute, [], { lang: 'ja' })]);
    const { user } = await renderPage();
    await openDictionary(user);
    expect(callsTo(calls, findDicLabelsRoute, { lang: 'en' })).toHaveLength(1);
    const changed = await rowOf('On hold');
    expect(within(changed).getByText('Changed')).toBeTruthy();
    expect(within(changed).getByText('Paused')).toBeTruthy();
    expect(within(changed).getByText('Work status')).toBeTruthy();
    expect(within(await rowOf('Running a task')).queryByText('Changed')).toBeNull();
    // Only a changed label can be restored.
    expect(screen.queryByRole('button', { name: 'Restore built-in label Running a task' })).toBeNull();

    await user.type(screen.getByLabelText('Search labels'), 'paus');
    await waitFor(() => expect(screen.queryByText('Running a task')).toBeNull());
    expect(screen.getByText('On hold')).toBeTruthy();

    await user.click(screen.getByText('日本語'));
    await waitFor(() => expect(callsTo(calls, findDicLabelsRoute, { lang: 'ja' })).toHaveLength(1));
  });

  it('edits a label and reloads every dictionary', async () => {
    const calls = stubApi([answer(findDicLabelsRoute, LABELS, { lang: 'en' }), answer(saveDicLabelRoute, null)]);
    const { user, client } = await renderPage();
    client.setQueryData(sessionKeys.dictionary('jaJP'), {});
    await openDictionary(user);
    await user.click(within(await rowOf('Running a task')).getByRole('button', { name: 'Edit label Running a task' }));
    const form = await screen.findByRole('form', { name: 'Edit the label "Running a task"' });
    const input = within(form).getByLabelText('Label');
    expect(input).toHaveProperty('value', 'Running a task');
    await retype(user, input, 'Working');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, saveDicLabelRoute)).toHaveLength(1));
    expect(lastBody(calls, saveDicLabelRoute)).toEqual({ lang: 'en', enumName: 'WorkStatus', value: 1, label: 'Working' });
    expect(await screen.findByText('Label "Working" saved; every screen shows it now')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, findDicLabelsRoute)).toHaveLength(2));
    expect(client.getQueryState(sessionKeys.dictionary('jaJP'))?.isInvalidated).toBe(true);
  });

  it('refuses an empty label before sending', async () => {
    const calls = stubApi([answer(findDicLabelsRoute, LABELS, { lang: 'en' }), answer(saveDicLabelRoute, null)]);
    const { user } = await renderPage();
    await openDictionary(user);
    await user.click(screen.getByRole('button', { name: 'Edit label Running a task' }));
    const form = await screen.findByRole('form', { name: 'Edit the label "Running a task"' });
    await user.clear(within(form).getByLabelText('Label'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(callsTo(calls, saveDicLabelRoute)).toHaveLength(0);
  });

  it('restores a built-in label only after the confirmation', async () => {
    const calls = stubApi([answer(findDicLabelsRoute, LABELS, { lang: 'en' }), answer(resetDicLabelRoute, null)]);
    const { user } = await renderPage();
    await openDictionary(user);
    await user.click(within(await rowOf('On hold')).getByRole('button', { name: 'Restore built-in label On hold' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText('Give "On hold" its built-in label "Paused" again?')).toBeTruthy();
    expect(callsTo(calls, resetDicLabelRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Restore built-in label' }));
    await waitFor(() => expect(callsTo(calls, resetDicLabelRoute)).toHaveLength(1));
    expect(lastBody(calls, resetDicLabelRoute)).toEqual({ lang: 'en', enumName: 'WorkStatus', value: 2 });
    expect(await screen.findByText('The built-in label "Paused" is back')).toBeTruthy();
  });
});

describe('configure: history', () => {
  it('reads each change: the setting with its unit or label, the dictionary item with its language', async () => {
    const list = [
      change(1, { key: 'offlineMinutes', oldValue: '10', newValue: '30' }),
      change(2, { key: 'junkEventModeDefault', oldValue: null, newValue: '"off"', account: 'ops1' }),
      change(3, { kind: 'label', key: 'WorkStatus.1', lang: 'ja', oldValue: null, newValue: '稼働中' }),
      change(4, { kind: 'label', key: 'JunkEventMode.off', lang: 'en', oldValue: 'Silent', newValue: null }),
    ];
    const calls = stubApi([answer(findConfigHistoryRoute, pageOf(list))]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Change history' }));
    const offline = await rowOf('Offline threshold');
    expect(within(offline).getByText('10 min → 30 min')).toBeTruthy();
    expect(within(offline).getByText('admin')).toBeTruthy();
    const junk = await rowOf('Default junk event mode');
    expect(within(junk).getByText('Default → Off')).toBeTruthy();
    expect(within(junk).getByText('ops1')).toBeTruthy();
    const label = await rowOf('Work status · 1');
    expect(within(label).getByText('Language: 日本語')).toBeTruthy();
    expect(within(label).getByText('Built-in → 稼働中')).toBeTruthy();
    expect(within(await rowOf('Junk event mode · off')).getByText('Silent → Built-in')).toBeTruthy();

    await user.click(screen.getByText('Labels'));
    await waitFor(() => expect(lastBody(calls, findConfigHistoryRoute)).toMatchObject({ kind: 'label', page: 1 }));
  });
});

describe('configure: without configure:edit', () => {
  it('shows read-only settings with a note, and no save, default or label buttons', async () => {
    const values = { ...SETTINGS_DEFAULTS, offlineMinutes: 45 };
    stubApi([answer(getSettingsRoute, { values, defaults: SETTINGS_DEFAULTS }), answer(findDicLabelsRoute, LABELS, { lang: 'en' })]);
    const { user } = await renderPage(VIEWER);
    const form = await settingsForm();
    expect(screen.getByText(/Only platform staff allowed to edit the system settings can change them/)).toBeTruthy();
    expect(within(form).getByLabelText('Offline threshold')).toHaveProperty('disabled', true);
    expect(within(form).getByText('Default: 10 min')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: /Use the default/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    await openDictionary(user);
    expect(screen.queryByRole('button', { name: /Edit label/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Restore built-in label/ })).toBeNull();
  });
});
