import { revertUserRoute, type TUser } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { UserRowActions } from './user-row-actions';

const alice: TUser = {
  id: 5,
  account: 'alice01',
  userName: 'Alice',
  userCode: 'U5',
  phone: '',
  email: '',
  orgId: 1,
  orgName: 'Platform',
  roleId: 2,
  roleName: 'Ops',
  enabled: true,
  isFirstLogin: false,
  creator: 'admin',
  createdAt: '2025-01-01T00:00:00Z',
};
const ONE_TIME = 'Tmp#9aQx2Lp';

afterEach(() => vi.unstubAllGlobals());

const ALL = ['user:edit', 'user:revert', 'user:bindLandmark', 'user:delete'];
const noop = () => undefined;
const actions = (codes = ALL) => renderWithApp(<UserRowActions user={alice} onView={noop} onEdit={noop} onLandmarks={noop} />, codes);

describe('user row actions', () => {
  it('keeps view and edit in the row and puts the other three under More', async () => {
    stubApi([]);
    const { user } = await actions();
    expect(screen.getByRole('button', { name: 'View alice01' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit alice01' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete alice01' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More alice01' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Reset password', 'Landmarks', 'Delete']);
  });

  it('shows every action in the row when the codes leave three or fewer', async () => {
    stubApi([]);
    await actions(['user:edit', 'user:delete']);
    expect(screen.getByRole('button', { name: 'Delete alice01' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More alice01' })).toBeNull();
  });

  it('asks first, then shows the one-time password once with a warning, and forgets it on close', async () => {
    const calls = stubApi([answer(revertUserRoute, { password: ONE_TIME }, { id: 5 })]);
    const { client, user } = await actions();

    await user.click(screen.getByRole('button', { name: 'More alice01' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Reset password'));
    // Nothing is reset before the confirmation.
    expect(callsTo(calls, revertUserRoute)).toHaveLength(0);
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText(/one-time password is generated/)).toBeTruthy();
    await user.click(within(pop).getByRole('button', { name: 'Reset password' }));

    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(ONE_TIME)).toBeTruthy());
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(callsTo(calls, revertUserRoute, { id: 5 })).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'I have saved it, close' }));
    await waitFor(() => expect(screen.queryByText(ONE_TIME)).toBeNull());
    // Not kept anywhere it could be shown again: no cached mutation result holds it.
    expect(
      JSON.stringify(
        client
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ),
    ).not.toContain(ONE_TIME);
    expect(callsTo(calls, revertUserRoute)).toHaveLength(1);
  });
});
