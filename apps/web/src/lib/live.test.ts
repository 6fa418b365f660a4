import type { TCommand, TListResult, TRobot } from '@fleet/contracts';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { robotFixture } from '../test/fixtures';
import { backoffMs, LiveClient } from './live';
import { robotKeys, seedCommand } from './robot-api';

/** An offline robot R<id>: what the live client changes starts from nothing. */
const robot = (id: number): TRobot => robotFixture({ id, alias: `R${id}`, live: { online: false, lastSeenAt: null } });
const page = (...ids: number[]): TListResult<TRobot> => ({ list: ids.map(robot), total: ids.length, page: 1, pageSize: 15 });

let qc: QueryClient;
const make = (token: string | null = 'tok-1') =>
  new LiveClient({ qc, token: () => token, createSocket: (u) => new FakeSocket(u), url: () => 'ws://test/live' });

beforeEach(() => {
  FakeSocket.all = [];
  qc = new QueryClient();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live client', () => {
  it('opens lazily, authenticates first with the session token, then subscribes', () => {
    const c = make();
    expect(FakeSocket.all).toHaveLength(0);
    c.subscribe([3, 4]);
    c.subscribe('fleet');
    expect(FakeSocket.all).toHaveLength(1);
    const ws = FakeSocket.all[0]!;
    ws.open();
    expect(ws.sent[0]).toEqual({ type: 'auth', token: 'tok-1' });
    expect(ws.sent.slice(1)).toEqual([
      { type: 'subscribe', fleet: true },
      { type: 'subscribe', robotIds: [3, 4] },
    ]);
  });

  it('does not connect without a token', () => {
    make(null).subscribe([1]);
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('counts references: one socket, unsubscribes a robot only when its last holder leaves, closes with none', () => {
    const c = make();
    const a = c.subscribe([1, 2]);
    const b = c.subscribe([2]);
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.sent = [];
    a();
    expect(ws.sent).toEqual([{ type: 'unsubscribe', robotIds: [1] }]);
    expect(ws.closed).toBe(false);
    a(); // a second call is harmless
    b();
    expect(ws.sent.at(-1)).toEqual({ type: 'unsubscribe', robotIds: [2] });
    expect(ws.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('merges states into cached lists, infinite lists and details by id', () => {
    qc.setQueryData(robotKeys.list({ page: 1 }), page(1, 2));
    qc.setQueryData(robotKeys.infinite({}), { pages: [page(2)], pageParams: [1] });
    qc.setQueryData(robotKeys.detail(2), robot(2));
    const untouched = qc.getQueryData(robotKeys.detail(2));
    qc.setQueryData(robotKeys.detail(9), robot(9));
    const nine = qc.getQueryData(robotKeys.detail(9));
    make().subscribe('fleet');
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.push({
      type: 'state',
      robots: [{ id: 2, online: true, battery: 42, lastSeenAt: 'x', updatedAt: 'x', upgrading: false, firmware: 'v1', locked: true }],
    });

    const list = qc.getQueryData<TListResult<TRobot>>(robotKeys.list({ page: 1 }))!;
    expect(list.list[0]!.live.online).toBe(false);
    expect(list.list[1]!.live).toMatchObject({ online: true, battery: 42, firmware: 'v1' });
    expect(list.list[1]!.locked).toBe(true);
    const inf = qc.getQueryData<InfiniteData<TListResult<TRobot>>>(robotKeys.infinite({}))!;
    expect(inf.pages[0]!.list[0]!.live.battery).toBe(42);
    const detail = qc.getQueryData<TRobot>(robotKeys.detail(2))!;
    expect(detail).not.toBe(untouched);
    expect(detail.live.battery).toBe(42);
    expect(qc.getQueryData(robotKeys.detail(9))).toBe(nine);
  });

  it('follows command messages in the cached command, also when the answer beat the HTTP reply', () => {
    const cmd = (commandId: string): TCommand => ({
      commandId,
      robotId: 1,
      type: 'lock',
      operateState: 0,
      reason: null,
      createdAt: 'x',
      expiresAt: 'x',
      answeredAt: null,
    });
    make().subscribe([1]);
    const ws = FakeSocket.all[0]!;
    ws.open();
    seedCommand(qc, cmd('c-1'));
    ws.push({ type: 'command', commandId: 'c-1', robotId: 1, operateState: 3 });
    expect(qc.getQueryData<TCommand>(robotKeys.command('c-1'))!.operateState).toBe(3);
    ws.push({ type: 'command', commandId: 'c-2', robotId: 1, operateState: 1 });
    seedCommand(qc, cmd('c-2'));
    expect(qc.getQueryData<TCommand>(robotKeys.command('c-2'))!.operateState).toBe(1);
  });

  it('reconnects with growing backoff, re-authenticates and re-subscribes, and resets after ready', () => {
    const c = make();
    c.subscribe([5]);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(backoffMs(0));
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(backoffMs(0));
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(backoffMs(1) - backoffMs(0));
    const third = FakeSocket.all[2]!;
    third.open();
    expect(third.sent).toEqual([
      { type: 'auth', token: 'tok-1' },
      { type: 'subscribe', robotIds: [5] },
    ]);
    expect(backoffMs(10)).toBe(30_000);
  });

  it('stops retrying after the hub refuses the token', () => {
    make().subscribe([5]);
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.push({ type: 'error', code: 'UNAUTHENTICATED' });
    ws.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('does not reconnect after the last subscriber left', () => {
    const off = make().subscribe([5]);
    FakeSocket.all[0]!.open();
    off();
    FakeSocket.all[0]!.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('live client: the compact fleet view', () => {
  it('subscribes once per filter after auth, hands each tick to its listeners, re-subscribes after a reconnect, and unsubscribes with the last listener', () => {
    const c = make();
    const ticks: unknown[] = [];
    const stop = c.onFleet({ orgId: 4 }, (t) => ticks.push(t));
    const ws = FakeSocket.all[0]!;
    ws.open();
    expect(ws.sent.slice(1)).toEqual([{ type: 'subscribeFleet', filter: { orgId: 4 } }]);
    const tick = { type: 'fleet', reset: true, rows: [[5, 6, 80, 1764150000, 1764150000, null, null]], removed: [] };
    ws.push(tick);
    expect(ticks).toEqual([tick]);
    const other = c.onFleet({ orgId: 4, states: ['fault'] }, () => undefined);
    expect(ws.sent.at(-1)).toEqual({ type: 'subscribeFleet', filter: { orgId: 4, states: ['fault'] } });
    ws.drop();
    vi.advanceTimersByTime(backoffMs(0));
    const again = FakeSocket.all[1]!;
    again.open();
    expect(again.sent.slice(1)).toEqual([{ type: 'subscribeFleet', filter: { orgId: 4, states: ['fault'] } }]);
    stop();
    expect(again.sent.at(-1)).toEqual({ type: 'subscribeFleet', filter: { orgId: 4, states: ['fault'] } });
    other();
    expect(again.sent.at(-1)).toEqual({ type: 'unsubscribeFleet' });
    expect(again.closed).toBe(true);
  });

  it('ignores a fleet tick whose rows are not the contract shape', () => {
    const c = make();
    const ticks: unknown[] = [];
    c.onFleet({}, (t) => ticks.push(t));
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.push({ type: 'fleet', reset: false, rows: [[5, 99, 80, null, null, null, null]], removed: [] });
    ws.push({ type: 'fleet', reset: false, rows: [{ id: 5 }], removed: [] });
    expect(ticks).toEqual([]);
  });
});
