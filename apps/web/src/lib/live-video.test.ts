import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { LiveClient, type LiveFrame } from './live';

let qc: QueryClient;
const make = () => new LiveClient({ qc, token: () => 'tok', createSocket: (u) => new FakeSocket(u), url: () => 'ws://test/live' });

beforeEach(() => {
  FakeSocket.all = [];
  qc = new QueryClient();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live client video', () => {
  it('reference-counts watchers: one watchVideo for two, unwatchVideo when the last leaves, then closes', () => {
    const c = make();
    const a = c.watchVideo(5, { frame: () => undefined });
    const b = c.watchVideo(5, { frame: () => undefined });
    const ws = FakeSocket.all[0]!;
    ws.onopen?.({});
    expect(ws.sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'watchVideo', robotId: 5 },
    ]);
    a();
    expect(ws.sent).toHaveLength(2);
    b();
    expect(ws.sent.at(-1)).toEqual({ type: 'unwatchVideo', robotId: 5 });
    expect(ws.closed).toBe(true);
  });

  it('hands frames to the watchers of that robot only, and nothing to the query cache', () => {
    const c = make();
    const got: LiveFrame[] = [];
    const errors: string[] = [];
    c.watchVideo(5, { frame: (f) => got.push(f), error: (e) => errors.push(e) });
    const ws = FakeSocket.all[0]!;
    ws.onopen?.({});
    ws.push({ type: 'frame', robotId: 5, ts: 10, jpeg: 'AAAA' });
    ws.push({ type: 'frame', robotId: 6, ts: 11, jpeg: 'BBBB' });
    ws.push({ type: 'videoError', robotId: 5, code: 'NOT_FOUND' });
    expect(got).toEqual([{ type: 'frame', robotId: 5, ts: 10, jpeg: 'AAAA' }]);
    expect(errors).toEqual(['NOT_FOUND']);
    expect(qc.getQueryCache().getAll()).toHaveLength(0);
  });

  it('watches again after a reconnect', () => {
    const c = make();
    c.watchVideo(5, { frame: () => undefined });
    FakeSocket.all[0]!.onopen?.({});
    FakeSocket.all[0]!.onclose?.({});
    vi.advanceTimersByTime(1_000);
    const again = FakeSocket.all[1]!;
    again.onopen?.({});
    expect(again.sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'watchVideo', robotId: 5 },
    ]);
  });
});
