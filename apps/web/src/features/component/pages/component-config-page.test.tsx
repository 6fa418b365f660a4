import {
  createComponentModelRoute,
  deleteComponentModelRoute,
  findComponentModelsRoute,
  getOrgTreeRoute,
  updateComponentModelRoute,
  type TComponentModel,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ComponentConfigPage } from './component-config-page';

const model = (id: number, over: Partial<TComponentModel> = {}): TComponentModel => ({
  id,
  model: `BR-${id}`,
  kind: 'brush',
  vendor: 'Acme',
  consumable: true,
  lifespanHours: 500,
  robotTypes: [1, 10],
  description: '',
  orgId: 1,
  orgName: 'Platform',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  ...over,
});
/** What the server sends beside its refusal: the model field, named with its message. */
const TAKEN_FIELDS = { fields: [{ path: 'model', code: 'errors.COMPONENT_MODEL_TAKEN' }] };
const CODES = ['componentConfig', 'componentConfig:view', 'componentConfig:create', 'componentConfig:edit', 'componentConfig:delete'];
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <ComponentConfigPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

/** Opens the drawer and fills what every model needs; the lifespan only when it is a consumable. */
const fillNew = async (user: Awaited<ReturnType<typeof renderPage>>['user'], name: string, lifespan?: string) => {
  await user.click(screen.getByRole('button', { name: /New component model/ }));
  const form = await screen.findByRole('form', { name: 'Edit component model' });
  await user.type(within(form).getByLabelText('Model'), name);
  await user.click(within(form).getByLabelText('Kind'));
  await user.click(await screen.findByTitle(lifespan ? 'Brush' : 'Lidar'));
  await user.click(within(form).getByLabelText('Robot types'));
  await user.click(await screen.findByTitle('Model 130'));
  if (lifespan) {
    await user.click(within(form).getByRole('switch'));
    await user.type(await within(form).findByLabelText('Lifespan (hours)'), lifespan);
  }
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  return form;
};

describe('component catalogue', () => {
  it('lists a consumable with its lifespan and robot types, a plain part with a dash', async () => {
    stubApi([answer(findComponentModelsRoute, pageOf([model(1), model(2, { kind: 'lidar', consumable: false, lifespanHours: null })]))]);
    await renderPage();
    const row = await rowOf('BR-1');
    expect(within(row).getByText('Yes · 500 h')).toBeTruthy();
    expect(within(row).getByText('Model 130')).toBeTruthy();
    expect(within(row).getByText('Model 90')).toBeTruthy();
    expect(within(await rowOf('BR-2')).getByText('—')).toBeTruthy();
  });

  it('shows a viewer without create no New button and an empty list says what to do', async () => {
    stubApi([answer(findComponentModelsRoute, pageOf([]))]);
    await renderPage(['componentConfig', 'componentConfig:view']);
    expect(await screen.findByText(/No component models yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New component model/ })).toBeNull();
  });

  it('sends the lifespan for a consumable and none for a plain part', async () => {
    const calls = stubApi([
      answer(findComponentModelsRoute, pageOf([])),
      answer(createComponentModelRoute, { id: 5 }),
      answer(getOrgTreeRoute, []),
    ]);
    const { user } = await renderPage();
    await screen.findByText(/No component models yet/);
    await fillNew(user, 'BR-500', '500');
    await waitFor(() => expect(callsTo(calls, createComponentModelRoute)).toHaveLength(1));
    expect(lastBody(calls, createComponentModelRoute)).toMatchObject({
      model: 'BR-500',
      kind: 'brush',
      consumable: true,
      lifespanHours: 500,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit component model' })).toBeNull());
    await fillNew(user, 'LD-7');
    await waitFor(() => expect(callsTo(calls, createComponentModelRoute)).toHaveLength(2));
    const body = lastBody(calls, createComponentModelRoute) as Record<string, unknown>;
    expect(body).toMatchObject({ model: 'LD-7', kind: 'lidar', consumable: false, robotTypes: [1] });
    expect(body).not.toHaveProperty('lifespanHours');
  });

  it('shows COMPONENT_MODEL_TAKEN under the model field without closing', async () => {
    stubApi([
      answer(findComponentModelsRoute, pageOf([])),
      refuse(createComponentModelRoute, 'COMPONENT_MODEL_TAKEN', undefined, TAKEN_FIELDS),
      answer(getOrgTreeRoute, []),
    ]);
    const { user } = await renderPage();
    await screen.findByText(/No component models yet/);
    const form = await fillNew(user, 'LD-7');
    expect(await within(form).findByText(/already in the catalogue of that organization/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit component model' })).toBe(form);
  });

  it('clears the lifespan when a part stops being a consumable, sending only what changed', async () => {
    const calls = stubApi([answer(findComponentModelsRoute, pageOf([model(3)])), answer(updateComponentModelRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('BR-3')).getByRole('button', { name: 'Edit BR-3' }));
    const form = await screen.findByRole('form', { name: 'Edit component model' });
    await user.click(within(form).getByRole('switch'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, updateComponentModelRoute)).toHaveLength(1));
    expect(lastBody(calls, updateComponentModelRoute)).toEqual({ id: 3, consumable: false, lifespanHours: null });
  });

  it('deletes only after a confirmation naming the model', async () => {
    const calls = stubApi([answer(findComponentModelsRoute, pageOf([model(4)])), answer(deleteComponentModelRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('BR-4')).getByRole('button', { name: 'Delete BR-4' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText('Delete the component model "BR-4"?')).toBeTruthy();
    expect(callsTo(calls, deleteComponentModelRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deleteComponentModelRoute, { id: 4 })).toHaveLength(1));
  });
});
