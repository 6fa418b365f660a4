import { createUserRoute, getOrgTreeRoute, sharedCatalogues } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { UserCreateForm } from './user-create-form';

const { passwordWeak, passwordMismatch } = sharedCatalogues.en.validation;

afterEach(() => vi.unstubAllGlobals());

describe('new user form', () => {
  it('refuses a weak password and a different repeat with the contract messages, without calling the server', async () => {
    const calls = stubApi([answer(getOrgTreeRoute, [])]);
    const { user } = await renderWithApp(<UserCreateForm onDone={() => undefined} />);
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Repeat password'), 'abc123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(passwordWeak)).toBeTruthy();
    expect(await screen.findByText(passwordMismatch)).toBeTruthy();
    expect(callsTo(calls, createUserRoute)).toHaveLength(0);
  });

  it('accepts a strong password repeated exactly', async () => {
    stubApi([answer(getOrgTreeRoute, [])]);
    const { user } = await renderWithApp(<UserCreateForm onDone={() => undefined} />);
    await user.type(screen.getByLabelText('Password'), 'Str0ng#Pass');
    await user.type(screen.getByLabelText('Repeat password'), 'Str0ng#Pass');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Other required fields fail, proving validation ran, but the password pair does not.
    await waitFor(() => expect(screen.getAllByText(sharedCatalogues.en.validation.required).length).toBeGreaterThan(0));
    expect(screen.queryByText(passwordWeak)).toBeNull();
    expect(screen.queryByText(passwordMismatch)).toBeNull();
  });
});
