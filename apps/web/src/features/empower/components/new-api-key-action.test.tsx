import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { NewApiKeyAction } from './new-api-key-action';

const SECRET = 'k_7f3a.Zs9-secret-Qw81';
const TREE = [{ id: 7, name: 'Acme Site', level: 3, code: 'AS', businessCode: 'ACME', children: [] }];

afterEach(() => vi.unstubAllGlobals());

/** Types a date-time into one input of the range picker and commits it with Enter. */
const typeDate = (input: HTMLElement, text: string) => {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('new API key', () => {
  it('sends the contract body, shows the full key once with its warning and usage, and forgets it on close', async () => {
    const calls = stubApi({
      'user-service/user/org/getTreeByBusinessCode': TREE,
      'user-service/empower/save': { id: 3, keyId: 'k_7f3a', secret: 'Zs9-secret-Qw81', apiKey: SECRET },
    });
    const { client } = await renderWithApp(<NewApiKeyAction />, ['empower:create']);

    fireEvent.click(screen.getByRole('button', { name: /New key/ }));
    const form = await screen.findByRole('form', { name: 'New key' });
    fireEvent.mouseDown(within(form).getByLabelText('Organization'));
    fireEvent.click(await screen.findByTitle('Acme Site'));
    fireEvent.change(within(form).getByLabelText('Company code'), { target: { value: 'ACME01' } });
    fireEvent.change(within(form).getByLabelText('Provider'), { target: { value: 'CleanData Ltd' } });
    const [start, end] = within(form).getAllByRole('textbox').filter((i) => i.closest('.ant-picker-range'));
    typeDate(start!, '2030-01-01 08:00:00');
    typeDate(end!, '2030-12-31 18:00:00');
    fireEvent.submit(form);

    const secret = await screen.findByTestId('api-key-secret');
    expect(secret.textContent).toBe(SECRET);
    const save = calls.find((c) => c.path === 'user-service/empower/save');
    expect(save?.body).toEqual({
      orgId: 7, companyCode: 'ACME01', provider: 'CleanData Ltd',
      beginAt: new Date(2030, 0, 1, 8).toISOString(), endAt: new Date(2030, 11, 31, 18).toISOString(),
    });
    const dialog = secret.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByText(/X-Api-Key: <API key>/).textContent).toContain('GET /v2/api/sweeper/open/v1/organizations');
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved it, close' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    // Kept nowhere it could come back from: neither the mutation cache nor any query.
    expect(JSON.stringify(client.getMutationCache().getAll().map((m) => m.state.data))).not.toContain('Zs9-secret');
    expect(JSON.stringify(client.getQueryCache().getAll().map((q) => q.state.data))).not.toContain('Zs9-secret');
    // Opening the form again starts empty and shows no key.
    fireEvent.click(screen.getByRole('button', { name: /New key/ }));
    await screen.findByRole('form', { name: 'New key' });
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
    expect(calls.filter((c) => c.path === 'user-service/empower/save')).toHaveLength(1);
  });
});
