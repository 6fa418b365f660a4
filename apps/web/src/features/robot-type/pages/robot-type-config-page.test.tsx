import {
  createRobotTypeRoute,
  deleteRobotTypeRoute,
  findRobotTypesRoute,
  updateRobotTypeRoute,
  type TRobotTypeRow,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { showError } from '../../../lib/feedback';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotTypeConfigPage } from './robot-type-config-page';

const type = (code: number, over: Partial<TRobotTypeRow> = {}): TRobotTypeRow => ({
  code,
  model: String(code * 10),
  nameZh: `${code * 10} 型`,
  nameEn: `Model ${code * 10}`,
  nameJa: `${code * 10}型`,
  capabilities: ['camera', 'elevator'],
  consumables: [
    { key: 'mainBrush', lifespanHours: 300 },
    { key: 'uvLamp', lifespanHours: 2000 },
  ],
  pictureId: null,
  robots: 0,
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  ...over,
});
const CODES = ['robottypeConfig', 'robottypeConfig:view', 'robottypeConfig:create', 'robottypeConfig:edit', 'robottypeConfig:delete'];
const renderPage = async (codes = CODES) => {
  const app = await renderWithApp(
    <MemoryRouter>
      <RobotTypeConfigPage />
    </MemoryRouter>,
    codes,
  );
  // The test client has no global error handler: wire the app's one (lib/query-client.ts), so a refusal shows.
  app.client.getMutationCache().subscribe((e) => e.type === 'updated' && e.action.type === 'error' && showError(e.action.error));
  return app;
};
type User = Awaited<ReturnType<typeof renderPage>>['user'];
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const FORM = { name: 'New robot type' };

/** Opens the drawer and fills what every type needs. */
const fillNew = async (user: User) => {
  await user.click(screen.getByRole('button', { name: /New robot type/ }));
  const form = await screen.findByRole('form', FORM);
  await user.type(within(form).getByLabelText('Type code'), '30');
  await user.type(within(form).getByLabelText('Model number'), 'X5');
  await user.type(within(form).getByLabelText('Chinese name'), 'X5 型');
  await user.type(within(form).getByLabelText('English name'), 'Model X5');
  await user.type(within(form).getByLabelText('Japanese name'), 'X5型');
  return form;
};

describe('robot-type catalogue', () => {
  it('lists each type with its names, capabilities, consumables and robots', async () => {
    stubApi([answer(findRobotTypesRoute, pageOf([type(13, { robots: 3 }), type(9, { consumables: [], capabilities: [] })]))]);
    await renderPage();
    const row = await rowOf('Model 130');
    expect(within(row).getByText('130 型 · 130型')).toBeTruthy();
    expect(within(row).getByText('YJ-130-•••••')).toBeTruthy();
    expect(within(row).getByText('Camera')).toBeTruthy();
    expect(within(row).getByText('Elevator rides')).toBeTruthy();
    expect(within(row).getByText('Main brush 300 h')).toBeTruthy();
    // A key the console has no name for reads as itself.
    expect(within(row).getByText('uvLamp 2000 h')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    // Robots of the type make a delete fail for sure: it is offered disabled, with why.
    expect(within(row).getByRole('button', { name: /Delete Model 130: 3 robots are of this type/ })).toHaveProperty('disabled', true);
    // No capabilities, no consumables: a dash each (the picture shows beside the names only when there is one).
    expect(within(await rowOf('Model 90')).getAllByText('—').length).toBe(2);
  });

  it('shows a viewer no New button and an empty list says what to do', async () => {
    stubApi([answer(findRobotTypesRoute, pageOf([]))]);
    await renderPage(['robottypeConfig', 'robottypeConfig:view']);
    expect(await screen.findByText(/No robot types yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New robot type/ })).toBeNull();
  });

  it('creates a type with its capabilities and consumables', async () => {
    const calls = stubApi([answer(findRobotTypesRoute, pageOf([])), answer(createRobotTypeRoute, { code: 30 })]);
    const { user } = await renderPage();
    await screen.findByText(/No robot types yet/);
    const form = await fillNew(user);
    await user.click(within(form).getByLabelText('GPS'));
    await user.click(within(form).getByRole('button', { name: /Add a consumable/ }));
    await user.type(within(form).getByLabelText('Key of consumable 1'), 'filter');
    await user.type(within(form).getByLabelText('Lifespan of consumable 1'), '500');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, createRobotTypeRoute)).toHaveLength(1));
    expect(lastBody(calls, createRobotTypeRoute)).toEqual({
      code: 30,
      model: 'X5',
      nameZh: 'X5 型',
      nameEn: 'Model X5',
      nameJa: 'X5型',
      capabilities: ['gps'],
      consumables: [{ key: 'filter', lifespanHours: 500 }],
      pictureId: null,
    });
    expect(await screen.findByText('Robot type "Model X5" created')).toBeTruthy();
  });

  it('refuses a consumable key twice before sending', async () => {
    const calls = stubApi([answer(findRobotTypesRoute, pageOf([])), answer(createRobotTypeRoute, { code: 30 })]);
    const { user } = await renderPage();
    await screen.findByText(/No robot types yet/);
    const form = await fillNew(user);
    for (const n of [1, 2]) {
      await user.click(within(form).getByRole('button', { name: /Add a consumable/ }));
      await user.type(within(form).getByLabelText(`Key of consumable ${n}`), 'mop');
      await user.type(within(form).getByLabelText(`Lifespan of consumable ${n}`), '100');
    }
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('This key is already in the list')).length).toBeGreaterThan(0);
    expect(callsTo(calls, createRobotTypeRoute)).toHaveLength(0);
  });

  it('shows ROBOT_TYPE_MODEL_TAKEN under the model number without closing', async () => {
    const fields = { fields: [{ path: 'model', code: 'errors.ROBOT_TYPE_MODEL_TAKEN' }] };
    stubApi([answer(findRobotTypesRoute, pageOf([])), refuse(createRobotTypeRoute, 'ROBOT_TYPE_MODEL_TAKEN', undefined, fields)]);
    const { user } = await renderPage();
    await screen.findByText(/No robot types yet/);
    const form = await fillNew(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const message = await within(form).findByText(/Another robot type already has this model number/);
    expect(message.closest('.ant-form-item')?.contains(within(form).getByLabelText('Model number'))).toBe(true);
    expect(screen.getByRole('form', FORM)).toBe(form);
  });

  it('edits with the code and a used model number locked, sending only what changed', async () => {
    const calls = stubApi([answer(findRobotTypesRoute, pageOf([type(13, { robots: 2 })])), answer(updateRobotTypeRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('Model 130')).getByRole('button', { name: 'Edit Model 130' }));
    const form = await screen.findByRole('form', { name: 'Edit robot type' });
    expect(within(form).getByLabelText('Type code')).toHaveProperty('disabled', true);
    expect(within(form).getByLabelText('Model number')).toHaveProperty('disabled', true);
    expect(within(form).getByText(/their device numbers carry this model number/)).toBeTruthy();
    const english = within(form).getByLabelText('English name');
    await user.clear(english);
    await user.type(english, 'Model 130 Pro');
    await user.click(within(form).getByLabelText('Camera'));
    await user.click(within(form).getByRole('button', { name: 'Remove consumable 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, updateRobotTypeRoute)).toHaveLength(1));
    expect(lastBody(calls, updateRobotTypeRoute)).toEqual({
      code: 13,
      nameEn: 'Model 130 Pro',
      capabilities: ['elevator'],
      consumables: [{ key: 'mainBrush', lifespanHours: 300 }],
    });
  });

  it('deletes only after a confirmation naming the type, and shows the refusal ROBOT_TYPE_IN_USE', async () => {
    const calls = stubApi([answer(findRobotTypesRoute, pageOf([type(4)])), refuse(deleteRobotTypeRoute, 'ROBOT_TYPE_IN_USE')]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('Model 40')).getByRole('button', { name: 'Delete Model 40' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText('Delete the robot type "Model 40" (model number 40)?')).toBeTruthy();
    expect(callsTo(calls, deleteRobotTypeRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deleteRobotTypeRoute, { code: 4 })).toHaveLength(1));
    expect(await screen.findByText(/registered with this type, so it cannot be deleted/)).toBeTruthy();
    expect(screen.getByText('Model 40')).toBeTruthy();
  });
});
