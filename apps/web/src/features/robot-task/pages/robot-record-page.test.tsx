import { exportRunsRoute, findRunsRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeDate } from '../../../test/antd';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { RobotRecordPage } from './robot-record-page';
import { run } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const runs = [run(2, { state: 'failed', source: 'reservation', reservationResult: 4, name: 'Lobby', durationMin: 0, areaM2: 0 }), run(1)];
const api = [
  answer(findRunsRoute, {
    list: runs,
    total: 2,
    page: 1,
    pageSize: 15,
    totals: { count: 2, areaM2: 310.4, durationMin: 42, distanceKm: 1.25, waterL: 15.5, energyKwh: 0.42 },
  }),
  answer(exportRunsRoute, runs),
];
const renderPage = (codes: string[]) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/robotOperate/operateContent/robotRecord?robotId=1']}>
      <RobotRecordPage />
    </MemoryRouter>,
    codes,
  );

describe('cleaning records tab', () => {
  it('asks for the last 7 days and shows records with units, results and the range totals', async () => {
    const calls = stubApi(api);
    await renderPage([]);
    const hall = (await screen.findByText('Hall')).closest('tr')!;
    for (const h of ['Duration (min)', 'Area (m²)', 'Distance (km)', 'Water (L)', 'Energy (kWh)', 'Result'])
      expect(screen.getAllByText(h).length).toBeGreaterThan(0);
    expect(within(hall).getByText('310.4')).toBeTruthy();
    expect(within(hall).getByText('Done')).toBeTruthy();
    const lobby = screen.getByText('Lobby').closest('tr')!;
    expect(within(lobby).getByText('Failed')).toBeTruthy();
    expect(within(lobby).getByText('Location failed to load')).toBeTruthy();
    const totals = screen.getByText('Total').closest('tr')!;
    expect(within(totals).getByText(/2 runs/)).toBeTruthy();
    expect(within(totals).getByText('15.5')).toBeTruthy();
    const body = callsTo(calls, findRunsRoute)[0]!.body;
    expect(body.robotId).toBe(1);
    const days = (Date.parse(body.end!) - Date.parse(body.start!)) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("shows a running run's minutes so far, the same minutes the total adds up, and counts one run in the singular", async () => {
    // Started 30 min ago by the clock, last reported at 12.4 min: the row and the total both say 12.4.
    const startedAt = new Date(Date.now() - 30 * 60_000).toISOString();
    stubApi([
      ...api,
      answer(findRunsRoute, {
        list: [run(3, { name: 'Atrium', state: 'running', startedAt, endedAt: null, durationMin: 12.4 })],
        total: 1,
        page: 1,
        pageSize: 15,
        totals: { count: 1, areaM2: 0, durationMin: 12.4, distanceKm: 0, waterL: 0, energyKwh: 0 },
      }),
    ]);
    await renderPage([]);
    const atrium = (await screen.findByText('Atrium')).closest('tr')!;
    expect(within(atrium).getByText('12.4 so far')).toBeTruthy();
    expect(within(atrium).getByText('Running')).toBeTruthy();
    const total = screen.getByText('Total').closest('tr')!;
    expect(within(total).getByText(/· 1 run$/)).toBeTruthy();
    expect(within(total).getByText('12.4')).toBeTruthy();
  });

  it('refuses an end before the start with the spec §5 message', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage([]);
    await screen.findByText('Hall');
    const form = screen.getByRole('search', { name: 'Date range' });
    const [start, end] = within(form).getAllByRole<HTMLInputElement>('textbox');
    await typeDate(user, end!, '2020-01-01');
    await typeDate(user, start!, '2020-01-05');
    const before = calls.length;
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByText('End time cannot be earlier than start time')).toBeTruthy();
    expect(calls.length).toBe(before);
  });

  it('exports the range as CSV with robotOperate:export', async () => {
    const calls = stubApi(api);
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (saved.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    const { user } = await renderPage(['robotOperate:export']);
    await screen.findByText('Hall');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(calls, exportRunsRoute)).toHaveLength(1));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0]!.text();
    expect(text).toContain('Start,End,Task,Source,Duration (min),Area (m²),Distance (km),Water (L),Energy (kWh),Result');
    expect(text).toContain('Reservation');
    expect(text).toContain('Failed / Location failed to load');
  });
});
