import { ErrorCode, NotificationKind, type TLiveServerMessage, type TNotification } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { call, createSecondInstance, createTestApp, login, type TestApp } from '../../../test/helpers';
import { openLive, type LiveClient } from '../../../test/robot-fixtures';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';
import { notifyUsers } from './notification.service';

/** The notification center: own rows only, counts, marking read, and the live count on the hub of any instance. */
let t: TestApp;
let httpUrl: string;
let other: Awaited<ReturnType<typeof createSecondInstance>> & { url: string };
const LIST = 'user-service/notifications';
const COUNT = 'user-service/notifications/unread-count';
type Person = { id: number; token: string };
let alice: Person;
let bob: Person;
let carol: Person;

/** A signed-in user with no permission at all beyond their session (the bell needs none). */
const person = async (adminToken: string, orgId: number): Promise<Person> => {
  const role = await must(t.app, adminToken, 'POST', 'user-service/role/save', {
    name: uniq('Plain'),
    orgId,
    permissions: ['user', 'user:view'],
  });
  const account = uniq('ntf');
  await must(t.app, adminToken, 'POST', 'user-service/user/userinfo/save', {
    account,
    userName: 'Reader',
    password: 'First#Pass2026',
    orgId,
    roleId: role.id,
  });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return { id: row!.id, token: await activate(t.app, account, 'First#Pass2026') };
};
const notify = (ids: number[], number = 'WO-1') =>
  t.database.db.transaction((tx) =>
    notifyUsers(tx, ids, {
      kind: NotificationKind.WORK_ORDER,
      key: 'notifications.workOrder.assigned',
      params: { number },
      link: '/workOrder?id=1',
    }),
  );
const unread = async (p: Person) => (await call<{ unread: number }>(t.app, 'GET', COUNT, { token: p.token })).body.data.unread;
const list = (p: Person, query = '') => call<{ list: TNotification[]; total: number }>(t.app, 'GET', `${LIST}${query}`, { token: p.token });
const isCount =
  (n: number) =>
  (m: TLiveServerMessage): m is TLiveServerMessage =>
    m.type === 'notification' && m.unread === n;

beforeAll(async () => {
  t = await createTestApp();
  httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const platform = await login(t.app);
  const a = await buildBusiness(t.app, platform, 'NtfA');
  const b = await buildBusiness(t.app, platform, 'NtfB');
  alice = await person(a.adminToken, a.childId);
  bob = await person(a.adminToken, a.childId);
  carol = await person(b.adminToken, b.businessId);
  // A second instance on the same database, as in production behind a load balancer.
  const second = await createSecondInstance(t);
  other = { ...second, url: await second.app.listen({ port: 0, host: '127.0.0.1' }) };
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('GET user-service/notifications/unread-count and GET user-service/notifications', () => {
  it("counts and lists only the caller's own notifications, message as a key with its parameters", async () => {
    await notify([alice.id], 'WO-7');
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(0);
    const r = await list(alice);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data.total).toBe(1);
    expect(r.body.data.list[0]).toMatchObject({
      kind: 'workOrder',
      key: 'notifications.workOrder.assigned',
      params: { number: 'WO-7' },
      link: '/workOrder?id=1',
      readAt: null,
    });
    expect((await list(bob)).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('puts unread first by default, newest first with order=time, and pages', async () => {
    const [first] = await notify([carol.id], 'C-1').then(() => list(carol).then((r) => r.body.data.list));
    await notify([carol.id], 'C-2');
    await call(t.app, 'PUT', `${LIST}/${first!.id}/read`, { token: carol.token });
    // C-1 read, C-2 unread: both orders put C-2 first; a third, read, newest one separates them.
    await notify([carol.id], 'C-3');
    const newest = (await list(carol, '?order=time')).body.data.list[0]!;
    await call(t.app, 'PUT', `${LIST}/${newest.id}/read`, { token: carol.token });
    expect((await list(carol)).body.data.list.map((n) => n.params.number)).toEqual(['C-2', 'C-3', 'C-1']);
    expect((await list(carol, '?order=time')).body.data.list.map((n) => n.params.number)).toEqual(['C-3', 'C-2', 'C-1']);
    const page2 = (await list(carol, '?order=time&page=2&pageSize=2')).body.data;
    expect(page2).toMatchObject({ total: 3, list: [{ params: { number: 'C-1' } }] });
  });

  it('refuses an unknown order with VALIDATION naming the field', async () => {
    const r = await list(alice, '?order=sideways');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'order' }] } });
  });

  it('answers without a session with UNAUTHENTICATED', async () => {
    const r = await call(t.app, 'GET', COUNT);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(ErrorCode.UNAUTHENTICATED);
  });
});

describe('PUT user-service/notifications/:id/read', () => {
  it('marks the own notification read and answers the new count; reading it again keeps the first time', async () => {
    await notify([bob.id]);
    const [n] = (await list(bob)).body.data.list;
    const r = await call<{ unread: number }>(t.app, 'PUT', `${LIST}/${n!.id}/read`, { token: bob.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ unread: 0 });
    const [readOnce] = await t.database.db.select({ at: notifications.readAt }).from(notifications).where(eq(notifications.id, n!.id));
    await call(t.app, 'PUT', `${LIST}/${n!.id}/read`, { token: bob.token });
    const [readTwice] = await t.database.db.select({ at: notifications.readAt }).from(notifications).where(eq(notifications.id, n!.id));
    expect(readTwice!.at).toEqual(readOnce!.at);
  });

  it("answers another user's notification (same organisation or another business) with NOT_FOUND and changes nothing", async () => {
    await notify([alice.id], 'WO-9');
    const before = await t.database.db.execute(sql`select id, read_at from notifications where user_id = ${alice.id} order by id`);
    const target = (await list(alice)).body.data.list[0]!;
    for (const intruder of [bob, carol]) {
      const r = await call(t.app, 'PUT', `${LIST}/${target.id}/read`, { token: intruder.token });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    const after = await t.database.db.execute(sql`select id, read_at from notifications where user_id = ${alice.id} order by id`);
    expect(after.rows).toEqual(before.rows);
  });
});

describe('PUT user-service/notifications/read-all', () => {
  it("marks every own notification read and no one else's", async () => {
    await notify([alice.id, bob.id]);
    const bobBefore = await unread(bob);
    expect(await unread(alice)).toBeGreaterThan(1);
    const r = await call<{ unread: number }>(t.app, 'PUT', `${LIST}/read-all`, { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ unread: 0 });
    expect(await unread(alice)).toBe(0);
    expect(await unread(bob)).toBe(bobBefore);
  });
});

describe('notifyUsers', () => {
  it('writes nothing when the caller transaction rolls back', async () => {
    const before = await unread(bob);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyUsers(tx, [bob.id], { kind: NotificationKind.SYSTEM, key: 'notifications.system.welcome' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await unread(bob)).toBe(before);
  });

  it('refuses a link that leaves the app', async () => {
    for (const link of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      await expect(
        t.database.db.transaction((tx) =>
          notifyUsers(tx, [bob.id], { kind: NotificationKind.SYSTEM, key: 'notifications.system.welcome', link }),
        ),
      ).rejects.toThrow('in-app path');
    }
  });
});

describe('live hub: {type: notification}', () => {
  let onA: LiveClient;
  let onB: LiveClient;
  let onOther: LiveClient;
  afterAll(() => [onA, onB, onOther].forEach((s) => s?.close()));

  it("sends the new count to the recipient's sockets on every instance, and nothing to another user", async () => {
    await call(t.app, 'PUT', `${LIST}/read-all`, { token: alice.token });
    await call(t.app, 'PUT', `${LIST}/read-all`, { token: bob.token });
    // Alice has no robot permission: the hub lets her in for her notifications alone.
    onA = await openLive(httpUrl, alice.token);
    onOther = await openLive(other.url, alice.token);
    onB = await openLive(httpUrl, bob.token);
    for (const s of [onA, onOther, onB]) {
      expect(s.messages.some((m) => m.type === 'ready')).toBe(true);
      s.send({ type: 'subscribe', notifications: true });
      await s.waitFor(isCount(0));
    }
    await notify([alice.id]);
    await onA.waitFor(isCount(1));
    await onOther.waitFor(isCount(1));
    // Bob's own notice comes after Alice's on the same channel: once he has it, Alice's has been handled.
    await notify([bob.id]);
    await onB.waitFor(isCount(1));
    expect(onB.messages.filter((m) => m.type === 'notification').map((m) => m.type === 'notification' && m.unread)).toEqual([0, 1]);
    expect(onB.messages.some((m) => m.type === 'state' || m.type === 'fault')).toBe(false);
  });

  it('tells the other tabs when a notification is read in one', async () => {
    const [n] = (await list(alice)).body.data.list;
    await call(t.app, 'PUT', `${LIST}/${n!.id}/read`, { token: alice.token });
    await onOther.waitFor(isCount(0));
  });
});
