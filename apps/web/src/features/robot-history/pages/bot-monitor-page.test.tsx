import { getRobotMonitorRoute, getRobotRoute, type TMonitorPoint, type TMonitorSeries } from '@fleet/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLiveStates } from '../../../lib/live-cache';
import { robotKeys } from '../../../lib/robot-api';
import { answer, callsTo, stubApi } from '../../../test/api';
import { robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BotMonitorPage } from './bot-monitor-page';

const to = new Date(Date.now() - 1000).toISOString();
const point = (minAgo: number, battery: number, samples = 6): TMonitorPoint => ({
  t: new Date(Date.now() - minAgo * 60_000).toISOString(),
  samples,
  battery,
  batteryMin: battery - 1,
  batteryMax: battery + 1,
  speed: 0.4,
  speedMax: 0.5,
  signal: 70,
  working: 1,
  charging: 0,
  fault: 0,
});
const series = (points: TMonitorPoint[]): TMonitorSeries => ({
  window: 'current',
  from: new Date(Date.now() - 3_600_000).toISOString(),
  to,
  bucketSeconds: 30,
  points,
});
const robot = robotFixture({ id: 5, alias: 'R5', live: { lastSeenAt: to, updatedAt: to, battery: 50 } });

afterEach(() => vi.unstubAllGlobals());

const renderPage = async (monitor: TMonitorSeries) => {
  const calls = stubApi([answer(getRobotRoute, robot, { id: 5 }), answer(getRobotMonitorRoute, monitor, { id: 5 })]);
  const r = await renderWithApp(
    <MemoryRouter initialEntries={['/operateContent/botMonitor?robotId=5']}>
      <BotMonitorPage />
    </MemoryRouter>,
  );
  return { ...r, calls };
};

describe('botMonitor page', () => {
  it('shows the window summary weighted by samples, and asks for the week when that window is chosen', async () => {
    const { calls, user } = await renderPage(series([point(10, 80, 6), point(5, 40, 2)]));
    // (80 × 6 + 40 × 2) / 8 = 70
    expect(await screen.findByText('Average battery')).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).toContain('70.0'));
    expect(document.body.textContent).toContain('39.0');
    expect(screen.getByRole('img', { name: /Chart of battery/ })).toBeTruthy();
    await user.click(screen.getByText('Within a week'));
    await waitFor(() => expect(callsTo(calls, getRobotMonitorRoute, { id: 5 }).map((c) => c.body.window)).toContain('week'));
  });

  it('grows the current window with the live state, without asking the server again', async () => {
    const { calls, client } = await renderPage(series([point(10, 80, 6)]));
    await waitFor(() => expect(document.body.textContent).toContain('79.0'));
    await waitFor(() => expect(client.getQueryData(robotKeys.detail(5))).toBeTruthy());
    const before = calls.length;
    act(() =>
      writeLiveStates(client, [
        {
          id: 5,
          online: true,
          lastSeenAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          upgrading: false,
          firmware: null,
          battery: 12,
          speed: 0.3,
          workStatus: 1,
          deviceState: 1,
          chargeStatus: 0,
        },
      ]),
    );
    await waitFor(() => expect(document.body.textContent).toContain('12.0'));
    expect(calls.length).toBe(before);
  });

  it('says why the chart is empty when the robot reported nothing in the window', async () => {
    await renderPage(series([]));
    expect(await screen.findByText(/the robot did not report during it/)).toBeTruthy();
  });
});
