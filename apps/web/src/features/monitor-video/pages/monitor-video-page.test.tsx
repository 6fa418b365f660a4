import { findRobotsRoute, getOwnDetailRoute, getRobotRoute, type TOwnDetail } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signIn } from '../../../lib/session';
import { answer, callsTo, stubApi } from '../../../test/api';
import { FakeSocket } from '../../../test/fake-socket';
import { pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { wallStorageKey } from '../hooks/wall-state';
import { MonitorVideoPage } from './monitor-video-page';

const JPEG_B64 = Buffer.from([0xff, 0xd8, 0xff, 0xd9]).toString('base64');
const me: TOwnDetail = {
  id: 42,
  account: 'watcher',
  userName: 'Watcher',
  userCode: 'U42',
  email: '',
  phone: '',
  level: 1,
  orgId: 1,
  orgName: 'Demo',
  orgCode: 'D',
  businessCode: 'B',
  businessName: 'Demo',
  roleId: 1,
  roleName: 'Monitor',
  roleLevel: 1,
  language: 'en',
  isFirstLogin: false,
};
const robots = [1, 2, 3, 4, 5, 6].map((id) => robotFixture({ id, live: { online: id !== 3 } }));

/** IntersectionObserver played by hand: `set(el, false)` scrolls a tile away. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(readonly cb: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  static set(el: Element, isIntersecting: boolean) {
    FakeObserver.all.filter((o) => o.targets.includes(el)).forEach((o) => o.cb([{ isIntersecting, target: el }]));
  }
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  FakeSocket.all = [];
  FakeObserver.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  localStorage.clear();
  signIn('tok-wall');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  resetSession();
});

const api = () =>
  stubApi([
    answer(getOwnDetailRoute, me),
    answer(findRobotsRoute, pageOf(robots)),
    ...robots.map((r) => answer(getRobotRoute, r, { id: r.id })),
  ]);
const remember = (layout: number, robotIds: number[]) => localStorage.setItem(wallStorageKey(me.id), JSON.stringify({ layout, robotIds }));
const renderPage = (codes = ['robotMonitor', 'robotMonitor:view', 'robotMonitor:video']) => renderWithApp(<MonitorVideoPage />, codes);

/** The hub socket once it is open, with the video watches it currently holds (watch minus unwatch). */
const hub = async () => {
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const ws = FakeSocket.all[0]!;
  act(() => ws.open());
  const watched = () => {
    const on = new Set<number>();
    for (const m of ws.sent as { type: string; robotId?: number }[]) {
      if (m.type === 'watchVideo') on.add(m.robotId!);
      if (m.type === 'unwatchVideo') on.delete(m.robotId!);
    }
    return [...on].sort();
  };
  return { ws, watched };
};
const tile = (id: number) => document.querySelector<HTMLElement>(`[data-robot-id="${id}"]`)!;

describe('monitorVideo: the video wall', () => {
  it('says what to do when no robot is chosen', async () => {
    api();
    await renderPage();
    expect(await screen.findByText('No robot chosen: pick robots or fill from a filter')).toBeTruthy();
  });

  it("restores the user's wall, watches each online robot, shows its frames with age and rate, and the offline one as offline", async () => {
    api();
    remember(4, [1, 2, 3]);
    await renderPage();
    const { ws, watched } = await hub();
    await waitFor(() => expect(watched()).toEqual([1, 2]));
    expect(await within(tile(3)).findByText('Offline')).toBeTruthy();
    const t0 = Date.now();
    act(() => ws.push({ type: 'frame', robotId: 1, ts: t0, jpeg: JPEG_B64 }));
    act(() => ws.push({ type: 'frame', robotId: 1, ts: t0 + 200, jpeg: JPEG_B64 }));
    const img = (await within(tile(1)).findByRole('img', { name: 'Live picture of robot Robot 1' })) as HTMLImageElement;
    expect(img.src).toBe(`data:image/jpeg;base64,${JPEG_B64}`);
    expect(within(tile(1)).getByTestId('tile-stats').textContent).toMatch(/ago · \d+\.\d fps$/);
    expect(within(tile(2)).queryByRole('img', { name: /Live picture/ })).toBeNull();
    // Four places, three robots: one stays empty.
    expect(screen.getAllByTestId('wall-tile')).toHaveLength(3);
  });

  it('ends every lease while the tab is hidden and watches again when it is shown', async () => {
    api();
    remember(4, [1, 2]);
    await renderPage();
    const { watched } = await hub();
    await waitFor(() => expect(watched()).toEqual([1, 2]));
    act(() => setHidden(true));
    await waitFor(() => expect(watched()).toEqual([]));
    expect(within(tile(1)).getByText('Paused while not visible')).toBeTruthy();
    act(() => setHidden(false));
    await waitFor(() => expect(watched()).toEqual([1, 2]));
  });

  it('stops watching a tile scrolled off screen, and only that one', async () => {
    api();
    remember(4, [1, 2]);
    await renderPage();
    const { watched } = await hub();
    await waitFor(() => expect(watched()).toEqual([1, 2]));
    act(() => FakeObserver.set(tile(2), false));
    await waitFor(() => expect(watched()).toEqual([1]));
    act(() => FakeObserver.set(tile(2), true));
    await waitFor(() => expect(watched()).toEqual([1, 2]));
  });

  it('keeps the robots that fit when the layout shrinks, remembers it, and removes a tile', async () => {
    api();
    remember(9, [1, 2, 4, 5, 6]);
    const { user } = await renderPage();
    const { watched } = await hub();
    await waitFor(() => expect(watched()).toEqual([1, 2, 4, 5, 6]));
    await user.click(screen.getByText('4 tiles'));
    await waitFor(() => expect(watched()).toEqual([1, 2, 4, 5]));
    expect(JSON.parse(localStorage.getItem(wallStorageKey(me.id))!)).toEqual({ layout: 4, robotIds: [1, 2, 4, 5] });
    await user.click(screen.getByRole('button', { name: 'Remove Robot 4 from the wall' }));
    await waitFor(() => expect(watched()).toEqual([1, 2, 5]));
    expect(JSON.parse(localStorage.getItem(wallStorageKey(me.id))!).robotIds).toEqual([1, 2, 5]);
  });

  it('fills the wall from a filter with the first online robots that match', async () => {
    const calls = api();
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fill from filter' }));
    await user.type(await screen.findByRole('textbox', { name: 'Keyword' }), 'Robot');
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(screen.getAllByTestId('wall-tile')).toHaveLength(4));
    expect(callsTo(calls, findRobotsRoute).at(-1)!.body).toEqual({ keyword: 'Robot', online: true, page: 1, pageSize: 4 });
    expect(JSON.parse(localStorage.getItem(wallStorageKey(me.id))!)).toEqual({ layout: 4, robotIds: [1, 2, 3, 4] });
  });

  it('enlarges a tile with the same picture, and Esc closes it', async () => {
    api();
    remember(4, [1]);
    const { user } = await renderPage();
    const { ws, watched } = await hub();
    await waitFor(() => expect(watched()).toEqual([1]));
    act(() => ws.push({ type: 'frame', robotId: 1, ts: Date.now(), jpeg: JPEG_B64 }));
    await user.click(await screen.findByRole('button', { name: 'Enlarge Robot 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Live picture of robot Robot 1' })).toBeTruthy();
    // A browser moves focus into the dialog as it opens; happy-dom does not, so focus it as a click would.
    await user.click(within(dialog).getByTestId('enlarged-tile'));
    await user.keyboard('{Escape}');
    // Closing starts antd's leave animation, which happy-dom never finishes: the leave is the signal.
    await waitFor(() => expect(dialog.className).toMatch(/ant-zoom-leave/));
    // One watch served both pictures.
    expect((ws.sent as { type: string }[]).filter((m) => m.type === 'watchVideo')).toHaveLength(1);
  });

  it('watches nothing without the video permission and says so', async () => {
    api();
    remember(4, [1]);
    await renderPage(['robotMonitor', 'robotMonitor:view']);
    expect(await screen.findByText('You may see the robots but not watch their video')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect((FakeSocket.all[0]!.sent as { type: string }[]).some((m) => m.type === 'watchVideo')).toBe(false);
  });
});
