import type { TMonitorSeries, TRobot } from '@fleet/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLiveStates } from '../../../lib/live-cache';
import { robotKeys } from '../../../lib/robot-api';
import { renderWithApp, stubApi } from '../../../test/render';
import { BotMonitorPage } from './bot-monitor-page';

const to = new Date(Date.now() - 1000).toISOString();
const point = (minAgo: number, battery: number, samples = 6) => ({
  t: new Date(Date.now() - minAgo * 60_000).toISOString(), samples, battery, batteryMin: battery - 1, batteryMax: battery + 1,
  speed: 0.4, speedMax: 0.5, signal: 70, working: 1, charging: 0, fault: 0,
});
const series = (window: string, points: ReturnType<typeof point>[]): TMonitorSeries =>
  ({ window, from: new Date(Date.now() - 3_600_000).toISOString(), to, bucketSeconds: 30, points }) as TMonitorSeries;
const robot = { id: 5, deviceNumber: 'SIMULATION-130-00005', alias: 'R5', locked: false, live: { online: true, lastSeenAt: to, updatedAt: to, upgrading: false, firmware: null, battery: 50 } } as unknown as TRobot;

afterEach(() => vi.unstubAllGlobals());

const renderPage = async (answers: Record<string, unknown>) => {
  const calls = stubApi({ 'robotinfo/robot/info/5': robot, ...answers });
  const r = await renderWithApp(
    <MemoryRouter initialEntries={['/operateContent/botMonitor?robotId=5']}>
      <BotMonitorPage />
    </MemoryRouter>,
  );
  return { ...r, calls };
};

describe('botMonitor page', () => {
  it('shows the window summary weighted by samples, and asks for the week when that window is chosen', async () => {
    const { calls } = await renderPage({ 'robotinfo/monitor/5': series('current', [point(10, 80, 6), point(5, 40, 2)]) });
    // (80 × 6 + 40 × 2) / 8 = 70
    expect(await screen.findByText('Average battery')).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).toContain('70.0'));
    expect(document.body.textContent).toContain('39.0');
    expect(screen.getByRole('img', { name: /Chart of battery/ })).toBeTruthy();
    fireEvent.click(screen.getByText('Within a week'));
    await waitFor(() => expect(calls.some((c) => c.path === 'robotinfo/monitor/5' && (c.body as { window: string }).window === 'week')).toBe(true));
  });

  it('grows the current window with the live state, without asking the server again', async () => {
    const { calls, client } = await renderPage({ 'robotinfo/monitor/5': series('current', [point(10, 80, 6)]) });
    await waitFor(() => expect(document.body.textContent).toContain('79.0'));
    await waitFor(() => expect(client.getQueryData(robotKeys.detail(5))).toBeTruthy());
    const before = calls.length;
    act(() => writeLiveStates(client, [{ id: 5, online: true, lastSeenAt: new Date().toISOString(), updatedAt: new Date().toISOString(), upgrading: false, firmware: null, battery: 12, speed: 0.3, workStatus: 1, deviceState: 1, chargeStatus: 0 }]));
    await waitFor(() => expect(document.body.textContent).toContain('12.0'));
    expect(calls.length).toBe(before);
  });

  it('says why the chart is empty when the robot reported nothing in the window', async () => {
    await renderPage({ 'robotinfo/monitor/5': series('current', []) });
    expect(await screen.findByText(/the robot did not report during it/)).toBeTruthy();
  });
});
