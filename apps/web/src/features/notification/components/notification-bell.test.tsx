import {
  findNotificationsRoute,
  getUnreadCountRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
  type TNotification,
} from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signIn } from '../../../lib/session';
import { answer, callsTo, stubApi } from '../../../test/api';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const note = (over: Partial<TNotification>): TNotification => ({
  id: 1,
  kind: 'workOrder',
  key: 'notifications.workOrder.assigned',
  params: { number: 'WO-17' },
  link: '/workOrder?id=17',
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  readAt: null,
  ...over,
});
const page = (list: TNotification[]) => ({ list, total: list.length, page: 1, pageSize: 8 });

const renderBell = () =>
  renderWithApp(
    <MemoryRouter initialEntries={['/home']}>
      <NotificationBell />
      <Routes>
        <Route path="/home" element={<p>home page</p>} />
        <Route path="/workOrder" element={<p>work order page</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signIn('tok-bell');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('NotificationBell', () => {
  it('shows the unread count, lists the newest in English with their parameters, and opens one: marked read, link followed', async () => {
    const calls = stubApi([
      answer(getUnreadCountRoute, { unread: 2 }),
      answer(
        findNotificationsRoute,
        page([
          note({}),
          note({ id: 2, kind: 'system', key: 'notifications.system.welcome', params: {}, link: null, readAt: new Date().toISOString() }),
        ]),
      ),
      answer(readNotificationRoute, { unread: 1 }),
    ]);
    const { user } = await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' });
    await user.click(bell);
    const unread = await screen.findByRole('button', { name: 'Unread: Work order WO-17 was assigned to you' });
    expect(unread.textContent).toContain('Work order · 3 minutes ago');
    expect(screen.getByText('Welcome to Fleet Console: new messages will appear here')).toBeTruthy();
    expect(callsTo(calls, findNotificationsRoute)[0]!.query).toMatchObject({ order: 'unread', page: '1', pageSize: '8' });
    await user.click(unread);
    expect(await screen.findByText('work order page')).toBeTruthy();
    expect(callsTo(calls, readNotificationRoute, { id: 1 })).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeTruthy();
  });

  it('takes the count the hub sends, and re-reads the open list', async () => {
    const calls = stubApi([answer(getUnreadCountRoute, { unread: 0 }), answer(findNotificationsRoute, page([]))]);
    const { user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet: new messages will appear here')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', notifications: true });
    const reads = callsTo(calls, findNotificationsRoute).length;
    act(() => socket.push({ type: 'notification', unread: 3 }));
    expect(await screen.findByRole('button', { name: 'Notifications: 3 unread' })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, findNotificationsRoute).length).toBeGreaterThan(reads));
  });

  it('marks all read: the badge empties, and the button is off with nothing unread', async () => {
    const calls = stubApi([
      answer(getUnreadCountRoute, { unread: 4 }),
      answer(findNotificationsRoute, page([note({})])),
      answer(readAllNotificationsRoute, { unread: 0 }),
    ]);
    const { user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications: 4 unread' }));
    const panel = (await screen.findByText('Mark all read')).closest('div')!.parentElement!;
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(callsTo(calls, readAllNotificationsRoute)).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });
});
