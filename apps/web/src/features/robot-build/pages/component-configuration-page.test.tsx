import { findComponentsRoute, getRobotBuildRoute, resetConsumableRoute, swapComponentRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { commandFixture, pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ComponentConfigurationPage } from './component-configuration-page';
import { idleBattery, robotBuildFixture } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const CODES = ['robotConfigList', 'robotConfigList:view', 'robotConfigList:edit', 'componentResource:view'];
const api = [
  answer(getRobotBuildRoute, robotBuildFixture(), { id: 2 }),
  answer(findComponentsRoute, pageOf([idleBattery(21, 'BAT-0021'), idleBattery(22, 'BAT-0022')])),
];
const renderTab = (search: string, codes = CODES) =>
  renderWithApp(
    <MemoryRouter initialEntries={[`/contentPage/robotConfigContent${search}`]}>
      <ComponentConfigurationPage />
    </MemoryRouter>,
    codes,
  );

/** Opens the swap dialog of the battery and chooses BAT-0022 to put in. */
const swapBattery = async (user: Awaited<ReturnType<typeof renderTab>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Swap component BAT-0001' }));
  const dialog = await screen.findByRole('dialog');
  await pickOption(user, within(dialog).getByRole('combobox', { name: 'Component put in' }), 'BAT-48 · BAT-0022');
  await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
  return dialog;
};

describe('the component configuration tab of a robot', () => {
  it('shows the robot and lists its installed components and consumables', async () => {
    stubApi(api);
    await renderTab('?robotId=2');
    expect(await screen.findByText('YJ-130-00002')).toBeTruthy();
    expect(screen.getByText('Cleaner Pro · CR-130')).toBeTruthy();
    expect(screen.getByText('HW-2.1')).toBeTruthy();
    const battery = screen.getByText('BAT-0001').closest('tr')!;
    expect(within(battery).getByText('Battery')).toBeTruthy();
    expect(within(battery).getByText('BAT-48')).toBeTruthy();
    expect(within(battery).getByText('2032-03-04')).toBeTruthy();
    expect(screen.getByText('BR-0001').closest('tr')).toBeTruthy();
    const filter = screen.getByText('Filter').closest('tr')!;
    expect(within(filter).getByText('Less than 10% left: replace it soon')).toBeTruthy();
    expect(within(filter).getByText('5.0 h left of a 100.0 h lifespan')).toBeTruthy();
    // No robotOperate:setting: the reset command is not offered.
    expect(screen.queryByRole('button', { name: /^Reset counter/ })).toBeNull();
  });

  it('swaps a component for an idle one of the same kind and names both serial numbers', async () => {
    const calls = stubApi([...api, answer(swapComponentRoute, null)]);
    const { user } = await renderTab('?robotId=2');
    await swapBattery(user);
    await waitFor(() =>
      expect(lastBody(calls, swapComponentRoute)).toEqual({ robotId: 2, removeId: 11, removedTo: 'remove', installId: 22 }),
    );
    expect(lastBody(calls, findComponentsRoute)).toMatchObject({ state: 'idle', kind: 'battery' });
    expect(await screen.findByText('Swapped: BAT-0001 out, BAT-0022 in')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, getRobotBuildRoute).length).toBeGreaterThan(1));
  });

  it("shows the server's refusal of a model that does not fit the robot type under the new component", async () => {
    const notForType = {
      fields: [{ path: 'robotId', code: 'errors.COMPONENT_NOT_FOR_TYPE', vars: { model: 'BAT-48' } }],
    };
    stubApi([...api, refuse(swapComponentRoute, 'COMPONENT_NOT_FOR_TYPE', undefined, notForType)]);
    const { user } = await renderTab('?robotId=2');
    const dialog = await swapBattery(user);
    const field = within(dialog).getByRole('combobox', { name: 'Component put in' }).closest('.ant-form-item')! as HTMLElement;
    expect(await within(field).findByText(/^The component BAT-48 does not fit this robot type/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('resets a consumable counter only after the confirmation, with the operate settings permission', async () => {
    const calls = stubApi([...api, answer(resetConsumableRoute, commandFixture('resetConsumable', { robotId: 2 }))]);
    const { user } = await renderTab('?robotId=2', [...CODES, 'robotOperate:setting']);
    await user.click(await screen.findByRole('button', { name: 'Reset counter: Filter' }));
    const pop = (await screen.findByText('Reset the hours of the Filter?')).closest('.ant-popover') as HTMLElement;
    expect(within(pop).getByText(/^Only after fitting a new part/)).toBeTruthy();
    expect(callsTo(calls, resetConsumableRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Reset counter' }));
    await waitFor(() => expect(lastBody(calls, resetConsumableRoute)).toEqual({ robotId: 2, key: 'filter' }));
  });

  it('without a robot, says to choose one in the list and asks nothing', async () => {
    const calls = stubApi(api);
    await renderTab('');
    expect(await screen.findByText('Choose a robot in the robot configuration list to see its components.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to robot configuration' }).getAttribute('href')).toBe('/contentPage/robotConfigList');
    expect(calls).toHaveLength(0);
  });
});
