import { createReservationRoute, deleteReservationRoute, findReservationsRoute, findRobotMapsRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotReservePage } from './robot-reserve-page';
import { map, reservation } from './test-data';
import { waitForTablesIdle } from '../../../test/antd';

afterEach(() => vi.unstubAllGlobals());

const api = [
  answer(
    findReservationsRoute,
    pageOf([
      reservation(1, { name: 'Morning', lastResult: 3, lastRunAt: '2030-01-02T07:30:00Z' }),
      reservation(2, { name: 'Evening', execMode: 0, date: '2030-02-01', lastResult: 0, lastRunAt: '2030-01-02T18:00:00Z' }),
      reservation(3, { name: 'Fresh' }),
    ]),
  ),
  answer(findRobotMapsRoute, [map], { id: 1 }),
  answer(deleteReservationRoute, null),
];
const renderPage = (codes: string[]) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/robotOperate/operateContent/robotReserve?robotId=1']}>
      <RobotReservePage />
    </MemoryRouter>,
    codes,
  );
const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('robot reservations tab', () => {
  it('shows each reservation with its times, landmark, task time and the result the robot reported', async () => {
    stubApi(api);
    await renderPage(['robotOperate:task']);
    const morning = await row('Morning');
    expect(within(morning).getByText('07:30, 18:00')).toBeTruthy();
    expect(within(morning).getByText('Floor 1 · Point A')).toBeTruthy();
    expect(within(morning).getByText('45 min')).toBeTruthy();
    expect(within(morning).getByText('Every day')).toBeTruthy();
    expect(within(morning).getByText('Map failed to load').closest('.ant-tag')!.className).toContain('ant-tag-red');
    expect(within(await row('Evening')).getByText('Succeeded')).toBeTruthy();
    expect(within(await row('Fresh')).getByText('Not run yet')).toBeTruthy();
  });

  it('asks the server for the order of a sortable column', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage(['robotOperate:task']);
    await row('Morning');
    await waitForTablesIdle();
    await user.click(screen.getByRole('columnheader', { name: /^Result/ }));
    await waitFor(() => expect(lastBody(calls, findReservationsRoute)).toMatchObject({ sortField: 'lastResult', sortOrder: 'asc' }));
  });

  it('asks before deleting a reservation', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage(['robotOperate:task']);
    await user.click(within(await row('Morning')).getByRole('button', { name: 'Delete Morning' }));
    expect(await screen.findByText('Delete reservation "Morning"?')).toBeTruthy();
    expect(callsTo(calls, deleteReservationRoute)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(callsTo(calls, deleteReservationRoute, { id: 1 })).toHaveLength(1));
  });

  it('validates a new reservation: name, times and landmark required, the date for a one-off', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage(['robotOperate:task']);
    await user.click(await screen.findByRole('button', { name: 'New reservation' }));
    const form = await screen.findByRole('form', { name: 'New reservation' });
    await user.click(within(form).getByLabelText('Once'));
    expect(await within(form).findByLabelText('Date')).toBeTruthy();
    await user.click(within(form).getByLabelText('Reservation name'));
    await user.paste('x'.repeat(31));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Too long')).toBeTruthy();
    await waitFor(() => expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(4));
    expect(within(form).getByLabelText('Date').closest('.ant-form-item')!.className).toContain('has-error');
    expect(callsTo(calls, createReservationRoute)).toHaveLength(0);
  });

  it('is read-only without robotOperate:task', async () => {
    stubApi(api);
    await renderPage([]);
    await row('Morning');
    expect(screen.queryByRole('button', { name: 'New reservation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Morning' })).toBeNull();
  });
});
