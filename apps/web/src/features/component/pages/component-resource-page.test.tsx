import {
  findComponentModelsRoute,
  findComponentsRoute,
  findRobotsRoute,
  importComponentsRoute,
  moveComponentRoute,
  type TComponent,
  type TComponentModel,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ComponentResourcePage } from './component-resource-page';

const model = (id: number, over: Partial<TComponentModel> = {}): TComponentModel => ({
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
const component = (id: number, over: Partial<TComponent> = {}): TComponent => ({
  id,
  componentModelId: 1,
  model: 'BR-1',
  kind: 'brush',
  consumable: true,
  lifespanHours: 500,
  serialType: 'factory',
  serialNo: `SN-${id}`,
  state: 'idle',
  expiresAt: null,
  robotId: null,
  deviceNumber: null,
  robotAlias: null,
  installedAt: null,
  note: '',
  orgId: 1,
  orgName: 'Platform',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  ...over,
});
const IN_USE = {
  state: 'inUse',
  robotId: 1,
  deviceNumber: 'SIMULATION-130-00001',
  robotAlias: 'Robot 1',
  installedAt: '2030-01-03T00:00:00Z',
} as const;
const CATALOGUE = answer(findComponentModelsRoute, pageOf([model(1)]));
const CODES = [
  'componentResource',
  'componentResource:view',
  'componentResource:create',
  'componentResource:edit',
  'componentResource:export',
];
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <ComponentResourcePage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('component inventory', () => {
  it('lists each component with its state and offers only the moves its state allows', async () => {
    stubApi([
      CATALOGUE,
      answer(
        findComponentsRoute,
        pageOf([component(1), component(2, IN_USE), component(3, { state: 'discarded', expiresAt: '2020-01-01' })]),
      ),
    ]);
    await renderPage();
    const idle = await rowOf('SN-1');
    expect(within(idle).getByText('Idle')).toBeTruthy();
    expect(within(idle).getByRole('button', { name: 'Install SN-1' })).toBeTruthy();

    const inUse = await rowOf('SN-2');
    expect(within(inUse).getByText('In use')).toBeTruthy();
    expect(within(inUse).getByText('SIMULATION-130-00001')).toBeTruthy();
    expect(within(inUse).getByRole('button', { name: 'Remove SN-2' })).toBeTruthy();
    expect(within(inUse).queryByRole('button', { name: 'Install SN-2' })).toBeNull();

    const discarded = await rowOf('SN-3');
    expect(within(discarded).getByText('Discarded')).toBeTruthy();
    expect(within(discarded).getByRole('button', { name: 'History SN-3' })).toBeTruthy();
    for (const name of ['Edit', 'Install', 'Remove', 'Repair', 'Repaired', 'Discard', 'More']) {
      expect(within(discarded).queryByRole('button', { name: `${name} SN-3` })).toBeNull();
    }
  });

  it('shows a viewer the list and the history, but no move, New, Import or Export', async () => {
    stubApi([CATALOGUE, answer(findComponentsRoute, pageOf([component(1)]))]);
    await renderPage(['componentResource', 'componentResource:view']);
    const row = await rowOf('SN-1');
    expect(within(row).queryByRole('button', { name: 'Install SN-1' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'History SN-1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New component$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Import$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export$/ })).toBeNull();
  });

  it('installs into the chosen robot and names the serial number when done', async () => {
    const calls = stubApi([
      CATALOGUE,
      answer(findComponentsRoute, pageOf([component(1)])),
      answer(findRobotsRoute, pageOf([robotFixture()])),
      answer(moveComponentRoute, null),
    ]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('SN-1')).getByRole('button', { name: 'Install SN-1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Install in a robot' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(callsTo(calls, moveComponentRoute)).toHaveLength(0);
    await user.click(within(dialog).getByLabelText('Robot'));
    await user.click(await screen.findByTitle('SIMULATION-130-00001 · Robot 1'));
    await user.click(within(dialog).getByRole('button', { name: 'Install in a robot' }));
    await waitFor(() => expect(callsTo(calls, moveComponentRoute)).toHaveLength(1));
    expect(lastBody(calls, moveComponentRoute)).toEqual({ id: 1, action: 'install', robotId: 1 });
    expect(await screen.findByText('Component SN-1 installed')).toBeTruthy();
  });

  it('says what to do when empty, and previews an import with its row problems named by column, Import disabled', async () => {
    const calls = stubApi([
      CATALOGUE,
      answer(findComponentsRoute, pageOf([])),
      answer(importComponentsRoute, {
        committed: false,
        total: 2,
        invalid: 1,
        fileErrors: [],
        rows: [
          { line: 2, model: 'BR-1', serialType: '', serialNo: 'SN-9', expiresAt: '', note: '', errors: [] },
          {
            line: 3,
            model: 'BR-1',
            serialType: '',
            serialNo: 'SN-1',
            expiresAt: '',
            note: '',
            errors: [{ field: 'serialNo', code: 'errors.COMPONENT_SERIAL_TAKEN' }],
          },
        ],
      }),
    ]);
    const { user } = await renderPage();
    expect(await screen.findByText(/No components yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Import$/ }));
    const dialog = await screen.findByRole('dialog');
    const csv = 'Model,Serial number\r\nBR-1,SN-9\r\nBR-1,SN-1\r\n';
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), new File([csv], 'delivery.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(/^Serial number: A component of this model already has this serial number/)).toBeTruthy();
    expect(within(dialog).getByText('2 rows, 1 with problems.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import 2 components' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(calls, importComponentsRoute)).toHaveLength(1);
    expect(lastBody(calls, importComponentsRoute)).toEqual({ csv, dryRun: true });
  });
});
