import {
  createMaintainRecordRoute,
  findComponentsRoute,
  findMaintainRecordsRoute,
  findRobotsRoute,
  getFileThumbnailRoute,
  type TComponent,
  type TMaintainRecord,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, answerFile, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { MaintainRecordMobilePage } from './maintain-record-mobile-page';
import { MaintainRecordPage } from './maintain-record-page';

type User = ReturnType<typeof userEvent.setup>;

const part = (id: number, serialNo: string) => ({ id, serialNo, model: 'BT-48V', kind: 'battery' as const });
const record = (id: number, over: Partial<TMaintainRecord> = {}): TMaintainRecord => ({
  id,
  robotId: 1,
  deviceNumber: 'SIMULATION-130-00001',
  robotAlias: 'Robot 1',
  maintainer: 'Ann Lee',
  maintainedAt: '2030-03-04T05:06:00Z',
  address: 'Building A, lobby',
  cause: 'Scheduled service',
  problem: 'The battery no longer held a charge for a full shift',
  phone: '13800000000',
  category: 'replacement',
  pictures: [11, 12],
  replacements: [{ removed: part(1, 'SN-1'), removedTo: 'repair', installed: part(2, 'SN-2') }],
  orgId: 1,
  orgName: 'Demo',
  createdBy: 'admin',
  createdAt: '2030-03-04T06:00:00Z',
  updatedAt: '2030-03-04T06:00:00Z',
  ...over,
});
const idle = (id: number): TComponent => ({
  id,
  componentModelId: 1,
  model: 'BT-48V',
  kind: 'battery',
  consumable: false,
  lifespanHours: null,
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
  orgName: 'Demo',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
});
const CODES = ['maintainRecord', 'maintainRecord:view', 'maintainRecord:create', 'maintainRecord:edit', 'maintainRecord:delete'];
const API = [
  answer(findMaintainRecordsRoute, pageOf([record(1)])),
  answer(findRobotsRoute, pageOf([robotFixture()])),
  // One stub serves both selects of a line: the robot's installed parts and the idle stock.
  answer(findComponentsRoute, pageOf([idle(7)])),
];
const renderPage = () =>
  renderWithApp(
    <MemoryRouter>
      <MaintainRecordPage />
    </MemoryRouter>,
    CODES,
  );
const openNew = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: /New maintenance record/ }));
  return screen.findByRole('form', { name: 'New maintenance record' });
};

describe('maintenance records', () => {
  it("lists a record with its category's label and its replacement summary", async () => {
    stubApi(API);
    await renderPage();
    const row = (await screen.findByRole('button', { name: 'SIMULATION-130-00001' })).closest('tr')!;
    expect(within(row).getByText('Part replacement')).toBeTruthy();
    expect(within(row).getByText('Battery SN-1 → SN-2')).toBeTruthy();
    expect(within(row).getByText('2 pictures')).toBeTruthy();
  });

  it('opens a clicked row read-only, with its pictures as thumbnails and each replacement in full', async () => {
    const png = { body: new Blob([new Uint8Array([137, 80, 78, 71])]), type: 'image/png', filename: 'p.png', inline: true };
    stubApi([...API, answerFile(getFileThumbnailRoute, png)]);
    const { user } = await renderPage();
    await user.click(await screen.findByText('Building A, lobby'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Maintenance record of SIMULATION-130-00001')).toBeTruthy();
    expect(within(drawer).getByText('Took out Battery BT-48V · SN-1')).toBeTruthy();
    expect(within(drawer).getByText('To repair')).toBeTruthy();
    expect(within(drawer).getByText('Put in Battery BT-48V · SN-2')).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'Maintenance picture 2' })).toBeTruthy();
  });

  it('refuses a record without a maintainer in the form and sends nothing', async () => {
    const calls = stubApi([...API, answer(createMaintainRecordRoute, { id: 5 })]);
    const { user } = await renderPage();
    const form = await openNew(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const maintainer = within(form).getByLabelText('Maintainer');
    await waitFor(() => expect(maintainer.closest('.ant-form-item')?.textContent).toContain('This field is required'));
    expect(callsTo(calls, createMaintainRecordRoute)).toHaveLength(0);
  });

  it("shows the server's refusal of a component put in under its line", async () => {
    const fields = { fields: [{ path: 'replacements.0.installId', code: 'errors.COMPONENT_NOT_FOR_TYPE', vars: { model: 'BT-48V' } }] };
    const calls = stubApi([...API, refuse(createMaintainRecordRoute, 'COMPONENT_NOT_FOR_TYPE', undefined, fields)]);
    const { user } = await renderPage();
    const form = await openNew(user);
    await user.click(within(form).getByLabelText('Robot'));
    await user.click(await screen.findByTitle('SIMULATION-130-00001 · Robot 1'));
    await user.type(within(form).getByLabelText('Maintainer'), 'Ann Lee');
    await user.click(within(form).getByLabelText('Category'));
    await user.click(await screen.findByTitle('Repair'));
    await user.type(within(form).getByLabelText('Address'), 'Building A');
    await user.type(within(form).getByLabelText('Cause'), 'Customer call');
    await user.type(within(form).getByLabelText('Problem'), 'Does not charge');
    await user.type(within(form).getByLabelText('Phone'), '13800000000');
    await user.click(within(form).getByRole('button', { name: /Add a replacement/ }));
    const install = await within(form).findByLabelText('Component put in in replacement 1');
    await user.click(install);
    const offered = await screen.findAllByTitle('BT-48V · SN-7');
    await user.click(offered[offered.length - 1]!);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const message = await within(form).findByText(/The component BT-48V does not fit this robot type/);
    expect(message.closest('.ant-form-item')?.contains(install)).toBe(true);
    expect(lastBody(calls, createMaintainRecordRoute)).toMatchObject({
      robotId: 1,
      maintainer: 'Ann Lee',
      replacements: [{ installId: 7 }],
    });
  });
});

describe('maintenance records on a phone', () => {
  it('shows the records as cards and opens the full-screen form from "New record"', async () => {
    stubApi(API);
    const { user } = await renderWithApp(<MaintainRecordMobilePage />, CODES);
    expect(await screen.findByRole('button', { name: /SIMULATION-130-00001 · Robot 1/ })).toBeTruthy();
    expect(screen.getByText('The battery no longer held a charge for a full shift')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /New record/ }));
    const form = await screen.findByRole('form', { name: 'New maintenance record' });
    expect(within(form).getByLabelText('Maintainer')).toBeTruthy();
  });
});
