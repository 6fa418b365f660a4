import { FLEET_STATES, type TGeography, type TGeoRobotRow } from '@fleet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { LIVE_GEO_REFRESH_MS, LIVE_GEO_WRITE_MS, useLiveGeoRows } from './live-geo-rows';
import { signIn } from './session';

const EMPTY: TGeography = { robots: [], sites: [], staleMinutes: 5 };
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

const geoRow = (id: number): TGeoRobotRow => [id, `SIM-${id}`, `Robot ${id}`, 1, 2, 'idle', 50, true, null, null, 121.4, 31.2, false];
const fleetRow = (id: number, state: (typeof FLEET_STATES)[number], battery: number) =>
  [id, FLEET_STATES.indexOf(state), battery, 1_700_000_000, 1_700_000_000, 31.2, 121.4] as const;

describe('useLiveGeoRows', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes the first tick at once, then merges the ticks of the next LIVE_GEO_WRITE_MS into one write', async () => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    signIn('tok-geo-rows');
    const read = vi.fn(() => Promise.resolve<TGeography>({ ...EMPTY, robots: [geoRow(1), geoRow(2), geoRow(3)] }));
    const { result } = renderHook(() => useLiveGeoRows(['geo', 'c'], read), { wrapper });
    await waitFor(() => expect(result.current.data?.robots).toHaveLength(3));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribeFleet', filter: {} }));
    vi.useFakeTimers();
    // A tick, the write when due (a task of its own), then what the query's observers are told in the
    // task after that (react-query's notify).
    const tick = async (rows: ReturnType<typeof fleetRow>[], removed: number[] = []) => {
      act(() => socket.push({ type: 'fleet', reset: false, rows, removed }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      await act(() => vi.advanceTimersByTimeAsync(1));
    };
    const states = () => result.current.data!.robots.map((r) => `${r[0]}:${r[5]}:${r[6]}`);

    await tick([fleetRow(1, 'working', 40)]);
    expect(states()).toEqual(['1:working:40', '2:idle:50', '3:idle:50']);
    // Within the second: robot 1 twice (the newest wins), robot 2 leaves, robot 3 charges. Not written yet.
    await tick([fleetRow(1, 'working', 39), fleetRow(3, 'charging', 51)]);
    await tick([fleetRow(1, 'fault', 38)], [2]);
    expect(states()).toEqual(['1:working:40', '2:idle:50', '3:idle:50']);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_GEO_WRITE_MS + 1));
    expect(states()).toEqual(['1:fault:38', '3:charging:51']);
  });

  it('reads the rows again every LIVE_GEO_REFRESH_MS (robots registered since reach an open map)', async () => {
    vi.useFakeTimers();
    const read = vi.fn(() => Promise.resolve(EMPTY));
    renderHook(() => useLiveGeoRows(['geo', 'a'], read), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_GEO_REFRESH_MS - 1_000));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('stops reading after an error its caller calls final (an ended display link)', async () => {
    vi.useFakeTimers();
    const ended = new Error('ended');
    const read = vi.fn(() => Promise.reject(ended));
    renderHook(() => useLiveGeoRows(['geo', 'b'], read, (e) => e === ended), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(3 * LIVE_GEO_REFRESH_MS));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
