import {
  dispatchWorkOrdersRoute,
  findTicketsRoute,
  getTicketRoute,
  listUserOptionsRoute,
  transitionWorkOrderRoute,
  type TTicket,
  type TTicketDetail,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pickOption } from '../../../test/antd';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { WorkOrderListPage } from './work-order-list-page';

const ticket = (over: Partial<TTicket> = {}): TTicket => ({
  id: 41,
  kind: 'work_order',
  state: 'submitted',
  userStatus: 'submitted',
  adminStatus: 'pending',
  orgId: 2,
  orgName: 'Acme Tower',
  submitterId: 5,
  submitterAccount: 'li',
  contactName: 'Li Lei',
  phone: '13800138000',
  company: null,
  robotId: null,
  deviceNumber: 'OTHER-1',
  level: 2,
  address: '1 Harbour Road',
  title: null,
  description: 'Stops at the lift',
  pictures: [],
  analysis: null,
  solution: null,
  handlerId: null,
  handlerName: null,
  acceptorName: null,
  acceptanceResult: null,
  acceptanceComment: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...over,
});
const detail: TTicketDetail = { ...ticket(), actions: ['distribute', 'process', 'close'], timeline: [] };
const api = () => [
  answer(findTicketsRoute, pageOf([ticket(), ticket({ id: 42, state: 'accepted', userStatus: 'finished', adminStatus: 'to_confirm' })])),
  answer(getTicketRoute, detail, { id: 41 }),
  answer(listUserOptionsRoute, [{ id: 9, account: 'wang', userName: 'Wang' }]),
  answer(dispatchWorkOrdersRoute, { dispatched: [41, 42] }),
  answer(transitionWorkOrderRoute, detail),
];
const STAFF = ['workOrderList:distribute', 'workOrderList:export'];

describe('WorkOrderListPage', () => {
  it('shows the staff view of each state and filters by the tab kind on the server', async () => {
    const calls = stubApi(api());
    const { user } = await renderWithApp(
      <MemoryRouter>
        <WorkOrderListPage />
      </MemoryRouter>,
      STAFF,
    );
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[2]!).getByText('To be confirmed')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    await waitFor(() => expect(lastBody(calls, findTicketsRoute)).toMatchObject({ kind: 'question', page: 1 }));
  });

  it('dispatches the selected work orders to the chosen handler in one call', async () => {
    const calls = stubApi(api());
    const { user } = await renderWithApp(
      <MemoryRouter>
        <WorkOrderListPage />
      </MemoryRouter>,
      STAFF,
    );
    await screen.findAllByRole('row');
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: /Dispatch selected/ }));
    const modal = await screen.findByRole('dialog');
    await pickOption(user, within(modal).getByLabelText('Handler'), 'Wang (wang)');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(lastBody(calls, dispatchWorkOrdersRoute)).toEqual({ ids: [41, 42], handlerId: 9 }));
    expect(callsTo(calls, dispatchWorkOrdersRoute)).toHaveLength(1);
  });

  it('offers in the drawer only the allowed steps this screen takes', async () => {
    stubApi(api());
    const { user } = await renderWithApp(
      <MemoryRouter>
        <WorkOrderListPage />
      </MemoryRouter>,
      STAFF,
    );
    await user.click((await screen.findAllByRole('button', { name: 'Details' }))[0]!);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('button', { name: 'Dispatch' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Process' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Check the work order' })).toBeNull();
    expect(drawer.querySelector('.ant-btn-dangerous')).not.toBeNull();
  });

  it('will not process an order without a picture: the form says one is required and sends nothing', async () => {
    const calls = stubApi(api());
    const { user } = await renderWithApp(
      <MemoryRouter initialEntries={['/workOrderList?id=41']}>
        <WorkOrderListPage />
      </MemoryRouter>,
      STAFF,
    );
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Process' }));
    const modal = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByLabelText('Analysis'))!;
    await user.type(within(modal).getByLabelText('Analysis'), 'Worn bearing');
    await user.type(within(modal).getByLabelText('Solution'), 'Replaced the bearing');
    expect(within(modal).getByLabelText('Pictures')).toHaveProperty('tagName', 'BUTTON');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(await within(modal).findByText(/required/i)).toBeTruthy();
    expect(callsTo(calls, transitionWorkOrderRoute)).toHaveLength(0);
  });

  it('opens the ticket named in the address (a notification link), and closing it drops the id', async () => {
    stubApi(api());
    const { user } = await renderWithApp(
      <MemoryRouter initialEntries={['/workOrderList?id=41']}>
        <WorkOrderListPage />
      </MemoryRouter>,
      STAFF,
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Stops at the lift')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
