import type { TConsumableLife } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ConsumablesTable, type ConsumablesTableTexts } from './consumables-table';

const life = (key: string, remainingPercent: number): TConsumableLife => ({
  key,
  lifespanHours: 100,
  usedHours: 100 - remainingPercent,
  remainingHours: remainingPercent,
  remainingPercent,
});
const texts: ConsumablesTableTexts = {
  action: 'Action',
  empty: 'None',
  reset: 'Reset',
  resetLabel: (name) => `Reset ${name}`,
  resetTitle: (name) => `Reset the ${name}?`,
  resetText: 'Only after a new part',
  percentLabel: (name, percent) => `${name} ${percent}%`,
  warn: 'Replace it soon',
};
const renderTable = (onReset = vi.fn(() => Promise.resolve({ commandId: 'c-1' }))) =>
  renderWithApp(
    <ConsumablesTable
      consumables={[life('mainBrush', 75), life('filter', 9)]}
      texts={texts}
      onReset={onReset}
      renderOutcome={(id) => <span>outcome {id}</span>}
    />,
    ['robotOperate:setting'],
  );
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('ConsumablesTable', () => {
  it('says in words, and in the warning colour, that a consumable below 10 % needs replacing', async () => {
    await renderTable();
    expect(within(rowOf('Filter')).getByText('Replace it soon')).toBeTruthy();
    expect(rowOf('Filter').querySelector('[data-warning="true"]')).toBeTruthy();
    expect(within(rowOf('Main brush')).queryByText('Replace it soon')).toBeNull();
    expect(rowOf('Main brush').querySelector('[data-warning="false"]')).toBeTruthy();
  });

  it('asks for confirmation before resetting, then shows the outcome in the row', async () => {
    const onReset = vi.fn(() => Promise.resolve({ commandId: 'c-1' }));
    const { user } = await renderTable(onReset);
    await user.click(within(rowOf('Filter')).getByRole('button', { name: 'Reset Filter' }));
    const pop = (await screen.findByText('Reset the Filter?')).closest('.ant-popover') as HTMLElement;
    expect(within(pop).getByText('Only after a new part')).toBeTruthy();
    expect(onReset).not.toHaveBeenCalled();
    await user.click(within(pop).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith('filter'));
    expect(await within(rowOf('Filter')).findByText('outcome c-1')).toBeTruthy();
  });

  it('offers no reset without robotOperate:setting', async () => {
    await renderWithApp(<ConsumablesTable consumables={[life('filter', 9)]} texts={texts} onReset={vi.fn()} renderOutcome={() => null} />);
    expect(screen.getByText('Filter')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reset/ })).toBeNull();
  });
});
