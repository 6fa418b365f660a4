import { updateAuthorityRoute, type TAuthority } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/session-api';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { authorityKeys } from '../api/keys';
import { AuthorityEditModal } from './authority-edit-modal';

const USERS_DEFAULT = 'Manage the user accounts of your organization.';
const users: TAuthority = {
  code: 'user',
  type: 'menu',
  parentCode: null,
  name: 'Users',
  defaultName: 'Users',
  names: { zh: '账号管理' },
  description: USERS_DEFAULT,
  defaultDescription: USERS_DEFAULT,
  roleCount: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('authority edit modal', () => {
  it('shows the code read-only and the default names as placeholders', async () => {
    stubApi([]);
    await renderWithApp(<AuthorityEditModal authority={users} onClose={() => undefined} />, ['authority:edit']);
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    expect(code.value).toBe('user');
    expect(code.readOnly).toBe(true);
    expect(screen.getByText('The code is what roles and routes hold, so it never changes.')).toBeTruthy();
    expect((screen.getByLabelText('Chinese name') as HTMLInputElement).value).toBe('账号管理');
    expect((screen.getByLabelText('English name') as HTMLInputElement).placeholder).toBe('Users');
    expect((screen.getByLabelText('Japanese name') as HTMLInputElement).placeholder).not.toBe('');
  });

  it('shows the default description as the placeholder and an edited one as the value; emptied, it goes back to the default', async () => {
    const calls = stubApi([answer(updateAuthorityRoute, null)]);
    const onClose = vi.fn();
    const edited = { ...users, description: 'Who may sign in' };
    const { user } = await renderWithApp(<AuthorityEditModal authority={edited} onClose={onClose} />, ['authority:edit']);
    const field = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(field.value).toBe('Who may sign in');
    expect(field.placeholder).toBe(USERS_DEFAULT);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, updateAuthorityRoute)[0]?.body).toMatchObject({ code: 'user', description: '' });
  });

  it('leaves the field empty while the description is the default, so saving keeps it the default', async () => {
    stubApi([]);
    await renderWithApp(<AuthorityEditModal authority={users} onClose={() => undefined} />, ['authority:edit']);
    const field = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(field.value).toBe('');
    expect(field.placeholder).toBe(USERS_DEFAULT);
  });

  it('sends the names and description with the code, then refreshes the list and the menu tree', async () => {
    const calls = stubApi([answer(updateAuthorityRoute, null)]);
    const onClose = vi.fn();
    const { client, user } = await renderWithApp(<AuthorityEditModal authority={users} onClose={onClose} />, ['authority:edit']);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.type(screen.getByLabelText('English name'), 'Accounts');
    await user.type(screen.getByLabelText('Description'), 'Who may sign in');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, updateAuthorityRoute).map((c) => c.body)).toEqual([
      { code: 'user', names: { zh: '账号管理', en: 'Accounts', ja: '' }, description: 'Who may sign in' },
    ]);
    const keys = invalidate.mock.calls.map(([f]) => f?.queryKey);
    expect(keys).toContainEqual(authorityKeys.all);
    expect(keys).toContainEqual(sessionKeys.authTree());
  });
});
