import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { RowActions, type RowAction } from './row-actions';

const action = (key: string, extra: Partial<RowAction> = {}): RowAction => ({ key, label: key[0]!.toUpperCase() + key.slice(1), ...extra });

describe('RowActions', () => {
  it('shows up to three in the row; with more, the first two and a More menu holding the rest in order', async () => {
    const { user } = await renderWithApp(
      <RowActions subject="bot7" actions={['view', 'edit', 'rotate', 'delete'].map((k) => action(k))} />,
    );
    expect(screen.getByRole('button', { name: 'View bot7' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit bot7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rotate bot7' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More bot7' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Rotate', 'Delete']);
  });

  it('leaves out the actions whose code the user lacks before counting, so no lone More appears', async () => {
    const codes = ['bot:edit'];
    await renderWithApp(
      <RowActions
        subject="bot7"
        actions={[
          action('view'),
          action('edit', { code: 'bot:edit' }),
          action('rotate', { code: 'bot:rotate' }),
          false,
          action('delete', { code: 'bot:delete' }),
        ]}
      />,
      codes,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View bot7', 'Edit bot7']);
  });

  it('asks before running an action from the menu, and runs it only on confirmation', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const actions = [
      action('view'),
      action('edit'),
      action('rotate'),
      action('delete', {
        danger: true,
        confirm: { title: 'Delete bot7?', text: 'It cannot be undone.', okText: 'Delete', onConfirm: remove },
      }),
    ];
    const { user } = await renderWithApp(<RowActions subject="bot7" actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'More bot7' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Delete'));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText('It cannot be undone.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });
});
