import { findStatisticsRoute, getOrgTreeRoute, type TStatisticsList, type TStatisticsRow } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, lastBody, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { StatisticsPage } from './statistics-page';
import { waitForTablesIdle } from '../../../test/antd';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, over: Partial<TStatisticsRow> = {}): TStatisticsRow => ({
  id,
  name: `Robot ${id}`,
  deviceNumber: `YJ-130-0000${id}`,
  robotType: 1,
  orgName: 'Lobby site',
  robots: 1,
  runs: 3,
  areaM2: 120.5,
  runTimeMin: 42.5,
  distanceKm: 1.25,
  waterL: 15.5,
  energyKwh: 0.42,
  faults: 1,
  ...over,
});
const result = (list: TStatisticsRow[], over: Partial<TStatisticsList> = {}): TStatisticsList => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 15,
  start: '2026-11-19',
  end: '2026-11-25',
  totals: { robots: 2, runs: 5, areaM2: 9876.54, runTimeMin: 61, distanceKm: 2.5, waterL: 20, energyKwh: 0.8, faults: 1 },
  ...over,
});
const api = [answer(getOrgTreeRoute, []), answer(findStatisticsRoute, result([row(1), row(2, { runs: 2, areaM2: 9756.04, faults: 0 })]))];

describe('statistics screen', () => {
  it('asks for the past 7 days per robot, shows the figures with their units and the totals of the whole filter', async () => {
    const calls = stubApi(api);
    await renderWithApp(<StatisticsPage />, ['statisticList:view']);
    const first = (await screen.findByText('YJ-130-00001')).closest('tr')!;
    expect(lastBody(calls, findStatisticsRoute)).toEqual({ range: 'last7', group: 'robot', page: 1, pageSize: 15 });
    for (const h of ['Area (m²)', 'Run time (min)', 'Distance (km)', 'Water (L)', 'Energy (kWh)'])
      expect(screen.getAllByText(h).length).toBeGreaterThan(0);
    expect(within(first).getByText('120.50')).toBeTruthy();
    expect(within(first).getByText('Model 130')).toBeTruthy();
    const totals = screen.getByText('Total').closest('tr')!;
    expect(within(totals).getByText(/2 robots/)).toBeTruthy();
    expect(within(totals).getByText('9876.54')).toBeTruthy();
    expect(screen.getByText('2026-11-19 to 2026-11-25')).toBeTruthy();
    // Without the export permission there is no export button.
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('sends the chosen range, grouping and server sort, from page 1', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<StatisticsPage />, ['statisticList:view', 'statisticList:export']);
    await screen.findByText('YJ-130-00001');
    await user.click(screen.getByText('Past 30 days'));
    await waitFor(() => expect(lastBody(calls, findStatisticsRoute)).toMatchObject({ range: 'last30', page: 1 }));
    await waitForTablesIdle();
    await user.click(screen.getByRole('columnheader', { name: 'Area (m²)' }));
    await waitFor(() =>
      expect(lastBody(calls, findStatisticsRoute)).toEqual({
        range: 'last30',
        group: 'robot',
        page: 1,
        pageSize: 15,
        sortField: 'area',
        sortOrder: 'asc',
      }),
    );
    await waitForTablesIdle();
    await user.click(screen.getByRole('columnheader', { name: 'Area (m²)' }));
    await waitFor(() => expect(lastBody(calls, findStatisticsRoute)).toMatchObject({ sortField: 'area', sortOrder: 'desc' }));
    await user.click(screen.getByText('Per organization'));
    await waitFor(() =>
      expect(lastBody(calls, findStatisticsRoute)).toEqual({ range: 'last30', group: 'organization', page: 1, pageSize: 15 }),
    );
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
  });

  it('asks nothing for a date range until both days are chosen', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<StatisticsPage />, ['statisticList:view']);
    await screen.findByText('YJ-130-00001');
    const before = calls.length;
    await user.click(screen.getByText('Date range'));
    expect(await screen.findByText('Choose a start and an end date.')).toBeTruthy();
    expect(calls.slice(before).filter((c) => c.route === findStatisticsRoute)).toEqual([]);
  });

  it('says what to do when no robot matches', async () => {
    stubApi([
      ...api,
      answer(
        findStatisticsRoute,
        result([], { totals: { robots: 0, runs: 0, areaM2: 0, runTimeMin: 0, distanceKm: 0, waterL: 0, energyKwh: 0, faults: 0 } }),
      ),
    ]);
    await renderWithApp(<StatisticsPage />, ['statisticList:view']);
    expect(await screen.findByText('No robots match these filters. Change the filters or choose another range.')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
  });
});
