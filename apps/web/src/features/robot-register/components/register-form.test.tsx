import { sharedCatalogues } from '@fleet/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { RegisterToolbar } from './register-toolbar';
import { secretsCsv } from './secrets-csv';
import { SecretsModal } from './secrets-modal';

const { deviceNumber, deviceSuffix, simulatedPrefix } = sharedCatalogues.en.validation;
const TREE = [{ id: 7, name: 'Acme Site', level: 3, code: 'AS', businessCode: 'ACME', children: [] }];

afterEach(() => vi.unstubAllGlobals());

const openForm = async (onSecrets = vi.fn()) => {
  const calls = stubApi({
    'user-service/user/org/getTreeByBusinessCode': TREE,
    'robotinfo/robot/register': { id: 5, deviceNumber: 'SIMULATION-130-00042', deviceSecret: 's3cret-XYZ' },
  });
  await renderWithApp(<RegisterToolbar onSecrets={onSecrets} />, ['robotRegister:create']);
  fireEvent.click(screen.getByRole('button', { name: /Register robot/ }));
  const form = await screen.findByRole('form', { name: 'Register robot' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  return { calls, form, type };
};

describe('register one robot', () => {
  it('shows the number rule for a bad number and the suffix rule for a bad suffix, without calling the server', async () => {
    const { calls, form, type } = await openForm();
    type('Device number', 'ROBOT-1');
    fireEvent.submit(form);
    expect(await within(form).findByText(deviceNumber)).toBeTruthy();
    type('Device number', 'YJ-130-123');
    fireEvent.submit(form);
    expect(await within(form).findByText(deviceSuffix)).toBeTruthy();
    expect(calls.some((c) => c.path === 'robotinfo/robot/register')).toBe(false);
  });

  it('fills simulated and type from the number, refuses a switch that contradicts the prefix, then sends the contract body', async () => {
    const onSecrets = vi.fn();
    const { calls, form, type } = await openForm(onSecrets);
    type('Device number', 'SIMULATION-130-00042');
    type('Alias', 'Lobby one');
    const sw = within(form).getByRole('switch', { name: 'Simulated device' });
    await waitFor(() => expect(sw.getAttribute('aria-checked')).toBe('true'));
    expect(within(form).getByTitle('Model 130')).toBeTruthy();
    fireEvent.click(sw);
    fireEvent.submit(form);
    expect(await within(form).findByText(simulatedPrefix)).toBeTruthy();
    expect(calls.some((c) => c.path === 'robotinfo/robot/register')).toBe(false);

    fireEvent.click(sw);
    fireEvent.submit(form);
    await waitFor(() => expect(onSecrets).toHaveBeenCalledWith([{ id: 5, deviceNumber: 'SIMULATION-130-00042', deviceSecret: 's3cret-XYZ' }]));
    expect(calls.find((c) => c.path === 'robotinfo/robot/register')?.body).toEqual({
      deviceNumber: 'SIMULATION-130-00042', alias: 'Lobby one', robotType: 1, simulated: true,
    });
  });
});

describe('bulk registration', () => {
  it('previews the numbers it will create', async () => {
    stubApi({ 'user-service/user/org/getTreeByBusinessCode': TREE });
    await renderWithApp(<RegisterToolbar onSecrets={vi.fn()} />, ['robotRegister:registerBatch']);
    fireEvent.click(screen.getByRole('button', { name: /Bulk register/ }));
    const form = await screen.findByRole('form', { name: 'Bulk register' });
    fireEvent.change(within(form).getByLabelText('Model'), { target: { value: '90' } });
    fireEvent.change(within(form).getByLabelText('First number'), { target: { value: '98' } });
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
    await renderWithApp(<SecretsModal creds={creds} onClose={vi.fn()} />);
    expect(screen.getAllByTestId('device-secret').map((e) => e.textContent)).toEqual(['sec-1', 'sec-2']);
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(created).toHaveLength(1);
    const text = await created[0]!.text();
    expect(text.replace(/^\uFEFF/, '')).toBe('deviceNumber,deviceSecret\r\nSIMULATION-130-00001,sec-1\r\nSIMULATION-130-00002,sec-2\r\n');
    vi.restoreAllMocks();
  });
});
