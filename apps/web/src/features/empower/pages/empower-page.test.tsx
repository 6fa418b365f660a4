import { expireApiKeyRoute, findApiKeysRoute, type TApiKey } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { EmpowerPage } from './empower-page';

const key = (id: number, state: TApiKey['state'], enabled: boolean): TApiKey => ({
  id,
  orgId: 2,
  orgName: 'Acme Agent',
  companyCode: `CO${id}`,
  provider: 'CleanData',
  keyId: `k_${id}`,
  beginAt: '2030-01-01T00:00:00Z',
  endAt: '2030-12-31T00:00:00Z',
  enabled,
  state,
  creator: 'admin',
  createdAt: '2029-12-01T00:00:00Z',
});
const list = [key(1, 'active', true), key(2, 'disabled', false), key(3, 'expired', true)];
const api = [answer(findApiKeysRoute, pageOf(list)), answer(expireApiKeyRoute, null)];

afterEach(() => vi.unstubAllGlobals());

const row = async (keyId: string) => (await screen.findByText(keyId)).closest('tr')!;

describe('third-party keys screen', () => {
  it('shows the state with its label and offers only the changes the user holds and the state allows', async () => {
    stubApi(api);
    await renderWithApp(<EmpowerPage />, ['empower:view', 'empower:disable', 'empower:edit']);
    const active = await row('k_1');
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Disable k_1' })).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Expire now k_1' })).toBeTruthy();
    const disabled = await row('k_2');
    expect(within(disabled).getByText('Disabled')).toBeTruthy();
    // Enabling needs empower:enable, which this user lacks.
    expect(within(disabled).queryByRole('button', { name: 'Enable k_2' })).toBeNull();
    const expired = await row('k_3');
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /^(Enable|Disable|Expire now) k_3$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /New key/ })).toBeNull();
  });

  it('says that expiring stops access at once and cannot be undone, and calls only after the confirmation', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<EmpowerPage />, ['empower:edit']);
    await user.click(within(await row('k_1')).getByRole('button', { name: 'Expire now k_1' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText(/access stops at once\. This cannot be undone/)).toBeTruthy();
    expect(callsTo(calls, expireApiKeyRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Expire now' }));
    await waitFor(() => expect(callsTo(calls, expireApiKeyRoute, { id: 1 })).toHaveLength(1));
  });

  it('sends the state filter with the search', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<EmpowerPage />, []);
    await row('k_1');
    await pickOption(user, screen.getByRole('combobox', { name: 'State' }), 'Not started');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, findApiKeysRoute)).toMatchObject({ state: 'pending', page: 1 }));
  });
});
