import { sharedCatalogues } from '@fleet/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { UserCreateForm } from './user-create-form';

const { passwordWeak, passwordMismatch } = sharedCatalogues.en.validation;

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('new user form', () => {
  it('refuses a weak password and a different repeat with the contract messages, without calling the server', async () => {
    const calls = stubApi({ 'user-service/user/org/getTreeByBusinessCode': [] });
    await renderWithApp(<UserCreateForm onDone={() => undefined} />);
    type('Password', 'abc12345');
    type('Repeat password', 'abc123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(passwordWeak)).toBeTruthy();
    expect(await screen.findByText(passwordMismatch)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('userinfo/save'))).toBe(false);
  });

  it('accepts a strong password repeated exactly', async () => {
    stubApi({ 'user-service/user/org/getTreeByBusinessCode': [] });
    await renderWithApp(<UserCreateForm onDone={() => undefined} />);
    type('Password', 'Str0ng#Pass');
    type('Repeat password', 'Str0ng#Pass');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Other required fields fail, proving validation ran, but the password pair does not.
    await waitFor(() => expect(screen.getAllByText(sharedCatalogues.en.validation.required).length).toBeGreaterThan(0));
    expect(screen.queryByText(passwordWeak)).toBeNull();
    expect(screen.queryByText(passwordMismatch)).toBeNull();
  });
});
