import {
  createProductRoute,
  deleteProductRoute,
  findComponentModelsRoute,
  findProductsRoute,
  getOrgTreeRoute,
  type TComponentModel,
  type TProduct,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ProductPage } from './product-page';

const componentModel = (id: number, over: Partial<TComponentModel> = {}): TComponentModel => ({
  id,
  model: `BR-${id}`,
  kind: 'brush',
  vendor: 'Acme',
  consumable: true,
  lifespanHours: 500,
  robotTypes: [1],
  description: '',
  orgId: 1,
  orgName: 'Platform',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  ...over,
});
/** BR-1 fits the Model 130 only, LD-2 the Model 90 only: the bill editor must tell them apart. */
const CATALOGUE = answer(
  findComponentModelsRoute,
  pageOf([
    componentModel(1),
    componentModel(2, { model: 'LD-2', kind: 'lidar', consumable: false, lifespanHours: null, robotTypes: [10] }),
  ]),
);
const product = (id: number, over: Partial<TProduct> = {}): TProduct => ({
  id,
  name: `Cleaner ${id}`,
  model: `CR-${id}`,
  robotType: 1,
  components: [],
  description: '',
  orgId: 1,
  orgName: 'Platform',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  ...over,
});
const line = (componentModelId: number, count: number) => ({
  componentModelId,
  count,
  model: `BR-SIDE-${componentModelId}`,
  kind: 'brush' as const,
});
const CODES = ['product', 'product:view', 'product:create', 'product:edit', 'product:delete'];
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <ProductPage />
    </MemoryRouter>,
    codes,
  );
type User = Awaited<ReturnType<typeof renderPage>>['user'];
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

/** Opens the drawer, names the product and chooses the Model 130. */
const openNew = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: /New product/ }));
  const form = await screen.findByRole('form', { name: 'Edit product' });
  await user.type(within(form).getByLabelText('Name'), 'Cleaner');
  await user.type(within(form).getByLabelText('Model'), 'CR-130');
  expect(within(form).getByText('Choose the robot type first')).toBeTruthy();
  await user.click(within(form).getByLabelText('Robot type'));
  await user.click(await screen.findByTitle('Model 130'));
  return form;
};
/** Adds a bill line and chooses its model. */
const addLine = async (user: User, form: HTMLElement, n: number, title: string) => {
  await user.click(within(form).getByRole('button', { name: /Add a component/ }));
  await user.click(await within(form).findByLabelText(`Component model of line ${n}`));
  await user.click(await screen.findByTitle(title));
};

describe('products', () => {
  it('lists a product with its robot type and at most three component tags', async () => {
    const bill = [line(1, 2), line(2, 1), line(3, 4), line(4, 1)];
    stubApi([answer(findProductsRoute, pageOf([product(1, { components: bill })])), CATALOGUE]);
    await renderPage();
    const row = await rowOf('Cleaner 1');
    expect(within(row).getByText('Model 130')).toBeTruthy();
    expect(within(row).getByText('2 × BR-SIDE-1')).toBeTruthy();
    expect(within(row).getByText('4 × BR-SIDE-3')).toBeTruthy();
    expect(within(row).queryByText('1 × BR-SIDE-4')).toBeNull();
    expect(within(row).getByText('+1')).toBeTruthy();
  });

  it('says what to do when there is no product yet', async () => {
    stubApi([answer(findProductsRoute, pageOf([])), CATALOGUE]);
    await renderPage();
    expect(await screen.findByText(/No products yet/)).toBeTruthy();
  });

  it('creates a product with its bill lines', async () => {
    const calls = stubApi([
      answer(findProductsRoute, pageOf([])),
      CATALOGUE,
      answer(createProductRoute, { id: 9 }),
      answer(getOrgTreeRoute, []),
    ]);
    const { user } = await renderPage();
    const form = await openNew(user);
    await addLine(user, form, 1, 'BR-1 · Brush');
    const count = within(form).getByLabelText('Count of line 1');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, createProductRoute)).toHaveLength(1));
    expect(lastBody(calls, createProductRoute)).toMatchObject({
      name: 'Cleaner',
      model: 'CR-130',
      robotType: 1,
      components: [{ componentModelId: 1, count: 2 }],
    });
  });

  it('offers only the component models of the chosen robot type, and refuses one twice', async () => {
    const calls = stubApi([
      answer(findProductsRoute, pageOf([])),
      CATALOGUE,
      answer(createProductRoute, { id: 9 }),
      answer(getOrgTreeRoute, []),
    ]);
    const { user } = await renderPage();
    const form = await openNew(user);
    expect(within(form).getByText(/Only component models made for the Model 130/)).toBeTruthy();
    await addLine(user, form, 1, 'BR-1 · Brush');
    await user.click(within(form).getByRole('button', { name: /Add a component/ }));
    await user.click(await within(form).findByLabelText('Component model of line 2'));
    expect(screen.queryByTitle('LD-2 · Lidar')).toBeNull();
    const offered = await screen.findAllByTitle('BR-1 · Brush');
    await user.click(offered[offered.length - 1]!);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText(/already in the bill/)).length).toBeGreaterThan(0);
    expect(callsTo(calls, createProductRoute)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Remove line 2' }));
  });

  it('shows COMPONENT_NOT_FOR_TYPE under the line it names', async () => {
    const fields = { fields: [{ path: 'components.0.componentModelId', code: 'errors.COMPONENT_NOT_FOR_TYPE', vars: { model: 'BR-1' } }] };
    stubApi([
      answer(findProductsRoute, pageOf([])),
      CATALOGUE,
      refuse(createProductRoute, 'COMPONENT_NOT_FOR_TYPE', undefined, fields),
      answer(getOrgTreeRoute, []),
    ]);
    const { user } = await renderPage();
    const form = await openNew(user);
    await addLine(user, form, 1, 'BR-1 · Brush');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const message = await within(form).findByText(/The component BR-1 does not fit this robot type/);
    const lineSelect = within(form).getByLabelText('Component model of line 1');
    expect(message.closest('.ant-form-item')?.contains(lineSelect)).toBe(true);
  });

  it('deletes only after a confirmation naming the product', async () => {
    const calls = stubApi([answer(findProductsRoute, pageOf([product(4)])), CATALOGUE, answer(deleteProductRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('Cleaner 4')).getByRole('button', { name: 'Delete Cleaner 4' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText('Delete the product "Cleaner 4"?')).toBeTruthy();
    expect(callsTo(calls, deleteProductRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deleteProductRoute, { id: 4 })).toHaveLength(1));
  });
});
