import { revertUserRoute, type TUser } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { RevertPasswordAction } from './revert-password-action';

const alice: TUser = {
  id: 5, account: 'alice01', userName: 'Alice', userCode: 'U5', phone: '', email: '', orgId: 1, orgName: 'Platform',
  roleId: 2, roleName: 'Ops', enabled: true, isFirstLogin: false, creator: 'admin', createdAt: '2025-01-01T00:00:00Z',
};
const ONE_TIME = 'Tmp#9aQx2Lp';

afterEach(() => vi.unstubAllGlobals());

describe('reset password', () => {
  it('asks first, then shows the one-time password once with a warning, and forgets it on close', async () => {
    const calls = stubApi([answer(revertUserRoute, { password: ONE_TIME }, { id: 5 })]);
    const { client, user } = await renderWithApp(<RevertPasswordAction user={alice} />);

    await user.click(screen.getByRole('button', { name: 'Reset password alice01' }));
    // Nothing is reset before the confirmation.
    expect(calls).toHaveLength(0);
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText(/one-time password is generated/)).toBeTruthy();
    await user.click(within(pop).getByRole('button', { name: 'Reset password' }));

    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(ONE_TIME)).toBeTruthy());
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(callsTo(calls, revertUserRoute, { id: 5 })).toHaveLength(1);
    expect(calls).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'I have saved it, close' }));
    await waitFor(() => expect(screen.queryByText(ONE_TIME)).toBeNull());
    // Not kept anywhere it could be shown again: no cached mutation result holds it.
    expect(JSON.stringify(client.getMutationCache().getAll().map((m) => m.state.data))).not.toContain(ONE_TIME);
    expect(calls).toHaveLength(1);
  });
});
