import {
  createWorkOrderRoute,
  findOwnTicketsRoute,
  findWorkOrderRobotsRoute,
  getOwnDetailRoute,
  getTicketRoute,
  transitionWorkOrderRoute,
  type TTicket,
  type TTicketDetail,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, stubApi, type Answer } from '../../../test/api';
import { pickOption } from '../../../test/antd';
import { ownDetailFixture, pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { WorkOrderRecordPage } from './work-order-record-page';

const ticket = (over: Partial<TTicket> = {}): TTicket => ({
  id: 41,
  kind: 'work_order',
  state: 'awaiting_acceptance',
  userStatus: 'awaiting_acceptance',
  adminStatus: 'awaiting_acceptance',
  orgId: 2,
  orgName: 'Acme Tower',
  submitterId: 5,
  submitterAccount: 'li',
  contactName: 'Li Lei',
  phone: '13800138000',
  company: null,
  robotId: null,
  deviceNumber: 'OTHER-1',
  level: 1,
  address: '1 Harbour Road',
  title: null,
  description: 'The main brush grinds',
  pictures: [],
  analysis: 'Worn bearing',
  solution: 'Replaced the bearing',
  handlerId: 9,
  handlerName: 'Wang',
  acceptorName: null,
  acceptanceResult: null,
  acceptanceComment: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  ...over,
});
const detail = (over: Partial<TTicketDetail> = {}): TTicketDetail => ({
  ...ticket(),
  actions: ['accept'],
  timeline: [
    {
      id: 1,
      action: 'submit',
      actorName: 'Li Lei',
      at: '2026-11-25T08:00:00.000Z',
      fromState: null,
      toState: 'submitted',
      comment: null,
      pictures: [],
      analysis: null,
      solution: null,
      handlerName: null,
      result: null,
    },
  ],
  ...over,
});
const question = ticket({ id: 42, kind: 'question', state: 'answered', userStatus: null, adminStatus: null, level: null, title: 'Tank' });
const me = ownDetailFixture();
const api = (...over: Answer[]) => [
  answer(getOwnDetailRoute, me),
  answer(findWorkOrderRobotsRoute, [{ id: 7, deviceNumber: 'SIM-7', alias: 'Lobby' }]),
  answer(findOwnTicketsRoute, pageOf([ticket(), question])),
  answer(getTicketRoute, detail(), { id: 41 }),
  answer(transitionWorkOrderRoute, detail({ state: 'accepted', userStatus: 'finished', actions: [] })),
  answer(createWorkOrderRoute, { id: 50 }),
  ...over,
];

/** My tickets with the new-ticket form open, as a submitter. */
const openNewWorkOrder = async () => {
  const calls = stubApi(api());
  const { user } = await renderWithApp(
    <MemoryRouter>
      <WorkOrderRecordPage />
    </MemoryRouter>,
    ['workOrderRecord:create'],
  );
  await user.click(await screen.findByRole('button', { name: /Submit/ }));
  return { calls, user, modal: await screen.findByRole('dialog') };
};

describe('WorkOrderRecordPage', () => {
  it('lists both kinds with the submitter view of their state', async () => {
    stubApi(api());
    await renderWithApp(
      <MemoryRouter>
        <WorkOrderRecordPage />
      </MemoryRouter>,
      ['workOrderRecord:create'],
    );
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Awaiting acceptance')).toBeTruthy();
    expect(within(rows[2]!).getByText('Question')).toBeTruthy();
    expect(within(rows[2]!).getByText('Answered')).toBeTruthy();
  });

  it('opens the timeline and offers only the allowed step, then checks the order', async () => {
    const calls = stubApi(api());
    const { user } = await renderWithApp(
      <MemoryRouter>
        <WorkOrderRecordPage />
      </MemoryRouter>,
    );
    await user.click((await screen.findAllByRole('button', { name: 'Details' }))[0]!);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Replaced the bearing')).toBeTruthy();
    // Only "accept" is allowed now: no reply, and no (danger) close step beside the drawer's own close icon.
    expect(within(drawer).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(drawer.querySelector('.ant-btn-dangerous')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Check the work order' }));
    const modal = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(modal).getByLabelText('Passed'));
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(lastBody(calls, transitionWorkOrderRoute)).toEqual({ id: 41, action: 'accept', result: 'pass' }));
  });

  it('submits a work order for a robot picked by number, the contact prefilled from the own detail', async () => {
    const { calls, user, modal } = await openNewWorkOrder();
    expect(await within(modal).findByLabelText('Contact')).toHaveProperty('value', 'Li Lei');
    expect(within(modal).getByLabelText('Company')).toHaveProperty('value', 'Acme Cleaning');
    await pickOption(user, within(modal).getByLabelText('Robot'), 'SIM-7 · Lobby');
    // A picked robot is the device: no number to type.
    await waitFor(() => expect(within(modal).queryByLabelText('Device number of an unregistered robot')).toBeNull());
    await pickOption(user, within(modal).getByLabelText('Level'), 'Very urgent');
    await user.type(within(modal).getByLabelText('Address'), '1 Harbour Road');
    await user.type(within(modal).getByLabelText('Problem description'), 'Stops at the lift');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(lastBody(calls, createWorkOrderRoute)).toEqual({
        contactName: 'Li Lei',
        phone: '13800138000',
        company: 'Acme Cleaning',
        robotId: 7,
        level: 2,
        address: '1 Harbour Road',
        description: 'Stops at the lift',
        pictures: [],
      }),
    );
  });

  it('says a device is needed, then submits the number of an unregistered robot', async () => {
    const { calls, user, modal } = await openNewWorkOrder();
    await within(modal).findByLabelText('Contact');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    // Neither a robot nor a number: the number field says what is missing.
    await waitFor(() => expect(modal.querySelector('#new-work_order_deviceNumber_help')?.textContent).toBe('This field is required'));
    await user.type(within(modal).getByLabelText('Device number of an unregistered robot'), 'OTHER-1');
    await pickOption(user, within(modal).getByLabelText('Level'), 'Urgent');
    await user.type(within(modal).getByLabelText('Address'), '1 Harbour Road');
    await user.type(within(modal).getByLabelText('Problem description'), 'Grinding noise');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(lastBody(calls, createWorkOrderRoute)).toMatchObject({
        contactName: 'Li Lei',
        deviceNumber: 'OTHER-1',
        level: 1,
        description: 'Grinding noise',
      }),
    );
    expect(callsTo(calls, createWorkOrderRoute)).toHaveLength(1);
  });

  it('opens the new work order form filled from the address (a fault), and sends what the user completed', async () => {
    const calls = stubApi(api());
    const at = '/?new=work_order&deviceNumber=SIM-3&level=2&description=Side+brush+stuck';
    const { user } = await renderWithApp(
      <MemoryRouter initialEntries={[at]}>
        <WorkOrderRecordPage />
      </MemoryRouter>,
      ['workOrderRecord:create'],
    );
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByLabelText('Device number of an unregistered robot')).toHaveProperty('value', 'SIM-3');
    expect(within(modal).getByText('Very urgent')).toBeTruthy();
    await user.type(within(modal).getByLabelText('Address'), '1 Harbour Road');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(lastBody(calls, createWorkOrderRoute)).toMatchObject({ deviceNumber: 'SIM-3', level: 2, description: 'Side brush stuck' }),
    );
  });
});
