import { getOrgTreeRoute, registerRobotRoute, sharedCatalogues, type TOrgTreeNode } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { RegisterToolbar } from './register-toolbar';
import { secretsCsv } from './secrets-csv';
import { SecretsModal } from './secrets-modal';

const { deviceNumber, deviceModel, deviceSuffix, simulatedPrefix } = sharedCatalogues.en.validation;
const TREE: TOrgTreeNode[] = [{ id: 7, name: 'Acme Site', level: 3, code: 'AS', businessCode: 'ACME', children: [] }];

afterEach(() => vi.unstubAllGlobals());

const openForm = async (onSecrets = vi.fn()) => {
  const calls = stubApi([
    answer(getOrgTreeRoute, TREE),
    answer(registerRobotRoute, { id: 5, deviceNumber: 'SIMULATION-130-00042', deviceSecret: 's3cret-XYZ' }),
  ]);
  const { user } = await renderWithApp(<RegisterToolbar onSecrets={onSecrets} />, ['robotRegister:create']);
  await user.click(screen.getByRole('button', { name: /Register robot/ }));
  const form = await screen.findByRole('form', { name: 'Register robot' });
  /** Replaces what the field holds with `value`, as a person selecting it and typing over it. */
  const type = async (label: string, value: string) => {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  };
  const submit = () => user.click(within(form).getByRole('button', { name: 'Register' }));
  return { calls, form, type, submit, user };
};

describe('register one robot', () => {
  it('shows the number rule for a bad number and the suffix rule for a bad suffix, without calling the server', async () => {
    const { calls, form, type, submit } = await openForm();
    await type('Device number', 'ROBOT-1');
    await submit();
    expect(await within(form).findByText(deviceNumber)).toBeTruthy();
    await type('Device number', 'YJ-130-123');
    await submit();
    expect(await within(form).findByText(deviceSuffix)).toBeTruthy();
    expect(callsTo(calls, registerRobotRoute)).toHaveLength(0);
  });

  it('fills simulated and type from the number, refuses a switch that contradicts the prefix, then sends the contract body', async () => {
    const onSecrets = vi.fn();
    const { calls, form, type, submit, user } = await openForm(onSecrets);
    await type('Device number', 'SIMULATION-130-00042');
    await type('Alias', 'Lobby one');
    const sw = within(form).getByRole('switch', { name: 'Simulated device' });
    await waitFor(() => expect(sw.getAttribute('aria-checked')).toBe('true'));
    expect(within(form).getByTitle('Model 130')).toBeTruthy();
    await user.click(sw);
    await submit();
    expect(await within(form).findByText(simulatedPrefix)).toBeTruthy();
    expect(callsTo(calls, registerRobotRoute)).toHaveLength(0);

    await user.click(sw);
    await submit();
    await waitFor(() =>
      expect(onSecrets).toHaveBeenCalledWith([{ id: 5, deviceNumber: 'SIMULATION-130-00042', deviceSecret: 's3cret-XYZ' }]),
    );
    expect(callsTo(calls, registerRobotRoute).map((c) => c.body)).toEqual([
      {
        deviceNumber: 'SIMULATION-130-00042',
        alias: 'Lobby one',
        robotType: 1,
        simulated: true,
      },
    ]);
  });

  it("refuses a type whose catalogue model is not the number's, as the server does, without calling it", async () => {
    const { calls, form, type, submit, user } = await openForm();
    await type('Device number', 'SIMULATION-90-00042');
    await type('Alias', 'Lobby two');
    expect(await within(form).findByTitle('Model 90')).toBeTruthy();
    await user.click(within(form).getByLabelText('Robot type'));
    await user.click(await screen.findByTitle('Model 130'));
    expect(await within(form).findByText(deviceModel)).toBeTruthy();
    await submit();
    expect(callsTo(calls, registerRobotRoute)).toHaveLength(0);
  });
});

describe('bulk registration', () => {
  it('previews the numbers it will create', async () => {
    stubApi([answer(getOrgTreeRoute, TREE)]);
    const { user } = await renderWithApp(<RegisterToolbar onSecrets={vi.fn()} />, ['robotRegister:registerBatch']);
    await user.click(screen.getByRole('button', { name: /Bulk register/ }));
    const form = await screen.findByRole('form', { name: 'Bulk register' });
    await user.type(within(form).getByLabelText('Model'), '90');
    await user.type(within(form).getByLabelText('First number'), '98');
    const preview = await screen.findByTestId('batch-preview');
    expect(preview.textContent).toContain('These 10 devices will be registered:');
    expect(preview.textContent).toContain('SIMULATION-90-00098  SIMULATION-90-00099  SIMULATION-90-00100  …  SIMULATION-90-00107');
  });
});

describe('one-time secrets', () => {
  it('builds a CSV of number and secret, with formula-like cells defused and quotes escaped', () => {
    const csv = secretsCsv([
      { id: 1, deviceNumber: 'YJ-130-00001', deviceSecret: 'abc' },
      { id: 2, deviceNumber: 'YJ-130-00002', deviceSecret: '=HYPERLINK("x")' },
      { id: 3, deviceNumber: 'YJ-130-00003', deviceSecret: '-1+2' },
    ]);
    expect(csv).toBe('deviceNumber,deviceSecret\r\nYJ-130-00001,abc\r\nYJ-130-00002,"\'=HYPERLINK(""x"")"\r\nYJ-130-00003,\'-1+2\r\n');
  });

  it('shows every secret once with a warning, and downloads the CSV', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      created.push(b as Blob);
      return 'blob:x';
    });
    const creds = [
      { id: 1, deviceNumber: 'SIMULATION-130-00001', deviceSecret: 'sec-1' },
      { id: 2, deviceNumber: 'SIMULATION-130-00002', deviceSecret: 'sec-2' },
    ];
    const { user } = await renderWithApp(<SecretsModal creds={creds} onClose={vi.fn()} />);
    expect(screen.getAllByTestId('device-secret').map((e) => e.textContent)).toEqual(['sec-1', 'sec-2']);
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(created).toHaveLength(1);
    const text = await created[0]!.text();
    expect(text.replace(/^\uFEFF/, '')).toBe('deviceNumber,deviceSecret\r\nSIMULATION-130-00001,sec-1\r\nSIMULATION-130-00002,sec-2\r\n');
    vi.restoreAllMocks();
  });
});
