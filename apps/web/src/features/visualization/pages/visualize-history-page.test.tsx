import { getVisHistoryRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, lastBody, refuse, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { visHistory } from './test-history';
import { VisualizeHistoryPage } from './visualize-history-page';
import { VisualizeHomePage } from './visualize-home-page';

afterEach(() => vi.unstubAllGlobals());

const page = (ui: React.ReactNode) => renderWithApp(<MemoryRouter>{ui}</MemoryRouter>, ['visualization:view']);

describe('visualizeHistory screen', () => {
  it('asks for the past 7 days and shows each breakdown as a chart with its figures in a table, units named', async () => {
    const calls = stubApi([answer(getVisHistoryRoute, visHistory())]);
    await page(<VisualizeHistoryPage />);
    await screen.findByText('Figures per day');
    expect(lastBody(calls, getVisHistoryRoute)).toEqual({ range: 'last7' });
    expect(screen.getByRole('img', { name: 'Area (m²) per day' })).toBeTruthy();
    const days = screen.getByText('Figures per day').closest('.ant-table-wrapper') as HTMLElement;
    expect(within(days).getByText('1234.56')).toBeTruthy();
    const sites = screen.getByText('Figures per site').closest('.ant-table-wrapper') as HTMLElement;
    expect(within(sites).getByText('1000.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open robot: YJ-130-00001' }).getAttribute('href')).toBe(
      '/visualization/visualizeRobot?robotId=1',
    );
    expect(screen.getByText(/2026-11-24 to 2026-11-25/)).toBeTruthy();
  });

  it('switches the figure, the range, and drills down into a site and back', async () => {
    const calls = stubApi([answer(getVisHistoryRoute, visHistory())]);
    const { user } = await page(<VisualizeHistoryPage />);
    await screen.findByText('Figures per day');
    await user.click(screen.getByText('Past 30 days'));
    await waitFor(() => expect(lastBody(calls, getVisHistoryRoute)).toEqual({ range: 'last30' }));
    await user.click(screen.getByRole('button', { name: 'Show the robots of Garage site' }));
    await waitFor(() => expect(lastBody(calls, getVisHistoryRoute)).toEqual({ range: 'last30', orgId: 12 }));
    expect(screen.getByText('Site: Garage site')).toBeTruthy();
    expect(screen.queryByText('Figures per site')).toBeNull();
    await user.click(screen.getByLabelText('All sites'));
    await waitFor(() => expect(lastBody(calls, getVisHistoryRoute)).toEqual({ range: 'last30' }));
    await user.click(screen.getByText('Date range'));
    expect(screen.getByText('Choose a start and an end date.')).toBeTruthy();
  });

  it('says so when the range holds no robots, and offers a retry when loading fails', async () => {
    stubApi([answer(getVisHistoryRoute, visHistory({ robots: 0, bySite: [], byType: [], byRobot: [] }))]);
    await page(<VisualizeHistoryPage />);
    expect(await screen.findByText('No robots in this range.')).toBeTruthy();
    vi.unstubAllGlobals();
    stubApi([refuse(getVisHistoryRoute, 'INTERNAL')]);
    await page(<VisualizeHistoryPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('visualizeHome screen', () => {
  it('shows the past 30 days: utilisation, area, trends per site and robot type with their tables', async () => {
    const calls = stubApi([answer(getVisHistoryRoute, visHistory())]);
    await page(<VisualizeHomePage />);
    await screen.findByText('Utilisation and area per site');
    expect(lastBody(calls, getVisHistoryRoute)).toEqual({ range: 'last30' });
    const tile = screen.getByText('Utilisation').closest('.ant-statistic') as HTMLElement;
    expect(tile.textContent).toBe('Utilisation2.1%');
    const sites = screen.getByText('Utilisation and area per site').closest('.ant-table-wrapper') as HTMLElement;
    expect(within(sites).getByText('Lobby site')).toBeTruthy();
    expect(within(sites).getByText('3.1')).toBeTruthy();
    const types = screen.getByText('Utilisation and area per robot type').closest('.ant-table-wrapper') as HTMLElement;
    expect(within(types).getByText('Model 130')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Trends per site: Utilisation trend (%)' })).toBeTruthy();
  });
});
