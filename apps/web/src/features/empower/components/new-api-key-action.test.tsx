import { createApiKeyRoute, getOrgTreeRoute, type TOrgTreeNode } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, typeDate } from '../../../test/antd';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { NewApiKeyAction } from './new-api-key-action';

const SECRET = 'k_7f3a.Zs9-secret-Qw81';
const TREE: TOrgTreeNode[] = [{ id: 7, name: 'Acme Site', level: 3, code: 'AS', businessCode: 'ACME', children: [] }];

afterEach(() => vi.unstubAllGlobals());

describe('new API key', () => {
  it('sends the contract body, shows the full key once with its warning and usage, and forgets it on close', async () => {
    const calls = stubApi([
      answer(getOrgTreeRoute, TREE),
      answer(createApiKeyRoute, { id: 3, keyId: 'k_7f3a', secret: 'Zs9-secret-Qw81', apiKey: SECRET }),
    ]);
    const { client, user } = await renderWithApp(<NewApiKeyAction />, ['empower:create']);

    await user.click(screen.getByRole('button', { name: /New key/ }));
    const form = await screen.findByRole('form', { name: 'New key' });
    await pickOption(user, within(form).getByLabelText('Organization'), 'Acme Site');
    await user.type(within(form).getByLabelText('Company code'), 'ACME01');
    await user.type(within(form).getByLabelText('Provider'), 'CleanData Ltd');
    const [start, end] = within(form)
      .getAllByRole<HTMLInputElement>('textbox')
      .filter((i) => i.closest('.ant-picker-range'));
    await typeDate(user, start!, '2030-01-01 08:00:00');
    await typeDate(user, end!, '2030-12-31 18:00:00');
    expect(callsTo(calls, createApiKeyRoute)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const secret = await screen.findByTestId('api-key-secret');
    expect(secret.textContent).toBe(SECRET);
    expect(callsTo(calls, createApiKeyRoute).map((c) => c.body)).toEqual([
      {
        orgId: 7,
        companyCode: 'ACME01',
        provider: 'CleanData Ltd',
        beginAt: new Date(2030, 0, 1, 8).toISOString(),
        endAt: new Date(2030, 11, 31, 18).toISOString(),
      },
    ]);
    const dialog = secret.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByText(/X-Api-Key: <API key>/).textContent).toContain('GET /v2/api/sweeper/open/v1/organizations');
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'I have saved it, close' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    // Kept nowhere it could come back from: neither the mutation cache nor any query.
    expect(
      JSON.stringify(
        client
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ),
    ).not.toContain('Zs9-secret');
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('Zs9-secret');
    // Opening the form again starts empty and shows no key.
    await user.click(screen.getByRole('button', { name: /New key/ }));
    await screen.findByRole('form', { name: 'New key' });
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
    expect(callsTo(calls, createApiKeyRoute)).toHaveLength(1);
  });
});
