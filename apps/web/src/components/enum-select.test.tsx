import { ComponentKind } from '@fleet/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../test/antd';
import { renderWithApp } from '../test/render';
import { EnumSelect } from './enum-select';

describe('EnumSelect', () => {
  it("lists the enum's values by their labels and hands the chosen value to onChange", async () => {
    const onChange = vi.fn();
    const { user } = await renderWithApp(<EnumSelect enumName="ComponentKind" aria-label="Kind" onChange={onChange} />);
    await pickOption(user, screen.getByRole('combobox', { name: 'Kind' }), 'Battery');
    expect(screen.getAllByTitle('Lidar').length).toBeGreaterThan(0);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toBe(ComponentKind.BATTERY);
  });

  it('as a search filter shows All while empty, and offers only the given values', async () => {
    const { user } = await renderWithApp(
      <EnumSelect all enumName="ComponentKind" only={[ComponentKind.MOTOR, ComponentKind.OTHER]} aria-label="Kind" />,
    );
    expect(screen.getByText('All')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    expect(await screen.findAllByTitle('Motor')).not.toHaveLength(0);
    expect(screen.queryByTitle('Battery')).toBeNull();
  });
});
