import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { RobotReservePage } from './robot-reserve-page';
import { map, page, reservation } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const api = {
  'robotinfo/reserve/list': page([
    reservation(1, { name: 'Morning', lastResult: 3, lastRunAt: '2030-01-02T07:30:00Z' }),
    reservation(2, { name: 'Evening', execMode: 0, date: '2030-02-01', lastResult: 0, lastRunAt: '2030-01-02T18:00:00Z' }),
    reservation(3, { name: 'Fresh' }),
  ]),
  'robotinfo/map/list/1': [map],
  'robotinfo/reserve/delete/1': null,
};
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

  it('asks before deleting a reservation', async () => {
    const calls = stubApi(api);
    await renderPage(['robotOperate:task']);
    fireEvent.click(within(await row('Morning')).getByRole('button', { name: 'Delete Morning' }));
    expect(await screen.findByText('Delete reservation "Morning"?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'robotinfo/reserve/delete/1')).toBe(true));
  });

  it('validates a new reservation: name, times and landmark required, the date for a one-off', async () => {
    const calls = stubApi(api);
    await renderPage(['robotOperate:task']);
    fireEvent.click(await screen.findByRole('button', { name: 'New reservation' }));
    const form = await screen.findByRole('form', { name: 'New reservation' });
    fireEvent.click(within(form).getByLabelText('Once'));
    expect(await within(form).findByLabelText('Date')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reservation name'), { target: { value: 'x'.repeat(31) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Too long')).toBeTruthy();
    await waitFor(() => expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(4));
    expect(within(form).getByLabelText('Date').closest('.ant-form-item')!.className).toContain('has-error');
    expect(calls.some((c) => c.path === 'robotinfo/reserve/save')).toBe(false);
  });

  it('is read-only without robotOperate:task', async () => {
    stubApi(api);
    await renderPage([]);
    await row('Morning');
    expect(screen.queryByRole('button', { name: 'New reservation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Morning' })).toBeNull();
  });
});
