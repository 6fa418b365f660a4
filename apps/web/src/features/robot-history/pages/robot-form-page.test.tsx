import { getRobotFormRoute, type TRobotForm } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { RobotFormPage } from './robot-form-page';

const zero = { runs: 0, done: 0, failed: 0, stopped: 0, areaM2: 0, durationMin: 0, distanceKm: 0, waterL: 0, energyKwh: 0 };
const report: TRobotForm = {
  start: '2026-03-01',
  end: '2026-03-02',
  tz: 'UTC',
  totals: { runs: 3, done: 2, failed: 1, stopped: 0, areaM2: 1234.5, durationMin: 95, distanceKm: 2.4, waterL: 61.7, energyKwh: 1.2 },
  days: [
    { day: '2026-03-01', ...zero },
    {
      day: '2026-03-02',
      runs: 3,
      done: 2,
      failed: 1,
      stopped: 0,
      areaM2: 1234.5,
      durationMin: 95,
      distanceKm: 2.4,
      waterL: 61.7,
      energyKwh: 1.2,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const renderPage = async (codes: string[] = []) => {
  const calls = stubApi([answer(getRobotFormRoute, report, { id: 7 })]);
  return {
    calls,
    ...(await renderWithApp(
      <MemoryRouter initialEntries={['/x?robotId=7']}>
        <RobotFormPage />
      </MemoryRouter>,
      codes,
    )),
  };
};

describe('robotForm page', () => {
  it('reports the past 7 days in the viewer zone with totals, units and one row per day', async () => {
    const { calls } = await renderPage();
    expect(await screen.findByText('2026-03-01 to 2026-03-02 (time zone UTC)')).toBeTruthy();
    expect(callsTo(calls, getRobotFormRoute, { id: 7 })[0]?.body).toMatchObject({ range: 'last7', tz: expect.any(String) });
    expect(screen.getByText('Area cleaned', { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.textContent).toContain('m²');
    expect(screen.getByText('Water used', { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.textContent).toContain('61.7');
    expect(screen.getByRole('columnheader', { name: 'Energy used (kWh)' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('asks for dates before reporting a date range, and offers CSV only with the export code', async () => {
    const { calls, user } = await renderPage();
    await screen.findByText('2026-03-01 to 2026-03-02 (time zone UTC)');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    const before = calls.length;
    await user.click(screen.getByText('Date range'));
    expect(await screen.findByText('Choose a start and an end date.')).toBeTruthy();
    expect(calls.length).toBe(before);
  });

  it('exports the table as CSV for a user holding robotOperate:export', async () => {
    await renderPage(['robotOperate:export']);
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});
