/*
 * Over 300 lines on purpose: one app, two businesses and a fleet of robots on the test broker are built
 * once (seconds each) for every campaign scenario; the robots' behaviour lives in ota.fixtures.ts.
 */
import {
  CampaignState,
  ErrorCode,
  OtaExclusion,
  OtaWaitReason,
  TargetState,
  WorkStatus,
  type TCampaignCreateBody,
  type TCampaignDetail,
  type TCampaignPreview,
  type TCampaignTargetEvent,
  type TCampaignTargetRow,
  type TLiveServerMessage,
} from '@fleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, packageReleaseOrgs, robots, versionPackages, versions } from '../../db/schema';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { insertVersion, placePackage, uploadPackage } from '../../../test/package-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';
import { openLive } from '../../../test/robot-fixtures';
import { otaFleet } from './ota.fixtures';

/** Campaigns end to end on the test broker: robots that ack, report progress and their new version. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let fleet: ReturnType<typeof otaFleet>;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'OA');
  b = await buildBusiness(t.app, platform, 'OB');
  viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['ota:view']);
  fleet = otaFleet(t, () => a.adminToken);
}, 120_000);
afterAll(async () => {
  await fleet.close();
  await t.close();
});

let minor = 0;
/** A released package of a new mainUnit version `major.minor` of A, for robot type 1. */
const releasedPackage = async (opts: { text?: string; packageType?: string; orgId?: number } = {}) => {
  const [major, m] = (opts.text ?? `7.${(minor += 1)}`).split('.');
  const [v] = await t.database.db
    .insert(versions)
    .values({ softwareType: 'mainUnit', major: Number(major), minor: m!, description: 'Test build.', robotTypes: [1], orgId: a.businessId })
    .returning({ id: versions.id });
  const [p] = await t.database.db
    .insert(versionPackages)
    .values({
      versionId: v!.id,
      packageType: (opts.packageType ?? 'official') as 'official',
      source: 'url',
      url: 'https://builds.example.com/main.bin',
      md5: 'c'.repeat(32),
      size: 4096,
      state: 'released',
      releasedAt: new Date(),
    })
    .returning({ id: versionPackages.id });
  await t.database.db.insert(packageReleaseOrgs).values({ packageId: p!.id, orgId: opts.orgId ?? a.businessId });
  return { id: p!.id, text: `${major}.${m}` };
};

const create = (body: Partial<TCampaignCreateBody> & { packageId: number }, token = a.adminToken) =>
  call<{ id: number }>(t.app, 'POST', 'robotinfo/ota/campaign/create', {
    token,
    body: { name: 'Spring rollout', timeZone: 'Asia/Shanghai', target: {}, ...body },
  });
const detail = async (id: number, token = a.adminToken) =>
  (await call<TCampaignDetail>(t.app, 'GET', `robotinfo/ota/campaign/detail/${id}`, { token })).body.data;
const targets = async (id: number) =>
  (
    await call<{ list: TCampaignTargetRow[] }>(t.app, 'POST', 'robotinfo/ota/campaign/targets', {
      token: a.adminToken,
      body: { campaignId: id, pageSize: 100 },
    })
  ).body.data.list;
const move = (id: number, m: 'pause' | 'resume' | 'cancel', token = a.adminToken) =>
  call(t.app, 'POST', `robotinfo/ota/campaign/${m}/${id}`, { token });
let listening: string | undefined;
/** The app's address, listening from the first call (the live hub is a WebSocket). */
const httpUrl = async () => (listening ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });
const stateIs = (id: number, state: string) =>
  until(async () => {
    expect((await detail(id)).state).toBe(state);
  });

describe('POST robotinfo/ota/preview', () => {
  it('takes only robots the campaign can upgrade and says why each other one is left out', async () => {
    const org = a.grandchildId;
    const pkg = await releasedPackage();
    const ready = await fleet.add(org);
    const already = await fleet.add(org, { version: pkg.text });
    const locked = await fleet.add(org);
    await t.database.db.update(robots).set({ locked: true }).where(eq(robots.id, locked.robot.id));
    const otherType = await fleet.add(org);
    await t.database.db.update(robots).set({ robotType: 15 }).where(eq(robots.id, otherType.robot.id));
    const r = await call<TCampaignPreview>(t.app, 'POST', 'robotinfo/ota/preview', {
      token: a.adminToken,
      body: { packageId: pkg.id, target: { orgId: org } },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.included.map((x) => x.robotId)).toEqual([ready.robot.id]);
    const why = Object.fromEntries(r.body.data.excluded.map((x) => [x.robotId, x.exclusion]));
    expect(why).toEqual({
      [already.robot.id]: OtaExclusion.ALREADY_ON_VERSION,
      [locked.robot.id]: OtaExclusion.LOCKED,
      [otherType.robot.id]: OtaExclusion.WRONG_TYPE,
    });
    // A test package goes only to robots marked for testing.
    const test = await releasedPackage({ packageType: 'test' });
    const t2 = await call<TCampaignPreview>(t.app, 'POST', 'robotinfo/ota/preview', {
      token: a.adminToken,
      body: { packageId: test.id, target: { robotIds: [ready.robot.id] } },
    });
    expect(t2.body.data.excluded).toMatchObject([{ robotId: ready.robot.id, exclusion: OtaExclusion.NOT_FOR_TESTING }]);
    await t.database.db.update(robots).set({ testing: true }).where(eq(robots.id, ready.robot.id));
    const t3 = await call<TCampaignPreview>(t.app, 'POST', 'robotinfo/ota/preview', {
      token: a.adminToken,
      body: { packageId: test.id, target: { robotIds: [ready.robot.id] } },
    });
    expect(t3.body.data.included.map((x) => x.robotId)).toEqual([ready.robot.id]);
  });

  it("keeps businesses apart: B neither uses A's package nor names A's robots", async () => {
    const pkg = await releasedPackage();
    const robot = await fleet.add(a.businessId);
    const r = await call(t.app, 'POST', 'robotinfo/ota/preview', { token: b.adminToken, body: { packageId: pkg.id, target: {} } });
    expect(r.status).toBe(404);
    const own = await placePackage(t.database.db, b.businessId, { released: true });
    const r2 = await call(t.app, 'POST', 'robotinfo/ota/preview', {
      token: b.adminToken,
      body: { packageId: own, target: { robotIds: [robot.robot.id] } },
    });
    expect(r2.status).toBe(404);
    expect(r2.body).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('lets only the owner upgrade a hosted robot: the host cannot name it, the owner sees it left out as hosted away', async () => {
    const pkg = await releasedPackage();
    const lent = await fleet.add(a.siblingId);
    const h = await call(t.app, 'POST', 'robotinfo/trusteeship/host', {
      token: a.adminToken,
      body: {
        robotIds: [lent.robot.id],
        orgId: a.childId,
        type: 2,
        startAt: new Date(Date.now() - 3600_000).toISOString(),
        endAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(h.body).toMatchObject({ code: 0 });
    const host = await userInOrg(t.app, a.adminToken, a.childId, ['ota:view', 'ota:upgrade']);
    const r = await call(t.app, 'POST', 'robotinfo/ota/preview', {
      token: host,
      body: { packageId: pkg.id, target: { robotIds: [lent.robot.id] } },
    });
    expect(r.status).toBe(404);
    const c = await create({ packageId: pkg.id, target: { robotIds: [lent.robot.id] } }, host);
    expect(c.status).toBe(404);
    const owner = await call<TCampaignPreview>(t.app, 'POST', 'robotinfo/ota/preview', {
      token: a.adminToken,
      body: { packageId: pkg.id, target: { robotIds: [lent.robot.id] } },
    });
    expect(owner.body.data.excluded).toMatchObject([{ robotId: lent.robot.id, exclusion: OtaExclusion.HOSTED_AWAY }]);
    expect((await create({ packageId: pkg.id, target: { robotIds: [lent.robot.id] } })).body).toMatchObject({
      code: ErrorCode.CAMPAIGN_NO_ROBOTS,
    });
  });

  it('gives a robot of an uploaded package its own download address, which its device credential reads', async () => {
    const version = await insertVersion(t.database.db, a.businessId);
    const bytes = randomBytes(3000);
    const up = await uploadPackage(t.app, a.adminToken, bytes, { versionId: String(version.id), packageType: 'official' });
    await call(t.app, 'POST', 'robotinfo/package/release', {
      token: a.adminToken,
      body: { id: up.body.data.id, orgIds: [a.businessId], packageType: 'official' },
    });
    const robot = await fleet.add(a.businessId);
    const id = (await create({ packageId: up.body.data.id, target: { robotIds: [robot.robot.id] } })).body.data.id;
    await stateIs(id, CampaignState.COMPLETED);
    const args = robot.upgrades[0]!.args as { url: string; auth: string; size: number };
    expect(args).toMatchObject({ auth: 'device', size: 3000 });
    const path = new URL(args.url).pathname;
    expect(path).toMatch(new RegExp(`^${API}/device/package/[A-Za-z0-9_-]{43}$`));
    const basic = `Basic ${Buffer.from(`${robot.robot.deviceNumber}:${robot.robot.secret}`).toString('base64')}`;
    const got = await t.app.inject({ method: 'GET', url: path, headers: { authorization: basic } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a package not released (CAMPAIGN_PACKAGE_REFUSED) and a caller without the OTA upgrade permission', async () => {
    const submitted = await placePackage(t.database.db, a.businessId);
    const r = await call(t.app, 'POST', 'robotinfo/ota/preview', { token: a.adminToken, body: { packageId: submitted, target: {} } });
    expect(r.body).toMatchObject({ code: ErrorCode.CAMPAIGN_PACKAGE_REFUSED });
    const r2 = await call(t.app, 'POST', 'robotinfo/ota/preview', { token: viewer, body: { packageId: submitted, target: {} } });
    expect(r2.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('campaign waves', () => {
  it('runs wave after wave by itself, robots report success and their new version, and the campaign completes', async () => {
    const org = a.childId;
    const pkg = await releasedPackage();
    const list = [await fleet.add(org), await fleet.add(org), await fleet.add(org), await fleet.add(org)];
    const r = await create({ packageId: pkg.id, target: { robotIds: list.map((x) => x.robot.id) }, wavePercents: [25, 50, 100] });
    expect(r.status).toBe(200);
    const id = r.body.data.id;
    await stateIs(id, CampaignState.COMPLETED);
    const d = await detail(id);
    expect(d.wavePlan).toEqual([1, 1, 2]);
    expect(d.waves.map((w) => w.succeeded)).toEqual([1, 1, 2]);
    expect(d.counts).toMatchObject({ total: 4, succeeded: 4, failed: 0 });
    for (const x of list) {
      expect(x.upgrades).toHaveLength(1);
      expect(x.upgrades[0]!.args).toMatchObject({
        campaignId: id,
        unit: 'mainUnit',
        version: pkg.text,
        md5: 'c'.repeat(32),
        size: 4096,
        auth: 'none',
      });
    }
    // The robot's timeline: waiting (or in a later wave), sent, its steps, upgraded.
    const tl = await call<TCampaignTargetEvent[]>(t.app, 'GET', `robotinfo/ota/campaign/timeline/${id}/${list[0]!.robot.id}`, {
      token: viewer,
    });
    expect(tl.body.data.map((e) => e.state).filter(Boolean)).toContain(TargetState.SUCCEEDED);
    expect(tl.body.data.some((e) => e.step === 0)).toBe(true);
    const n = await t.database.db.select().from(notifications).where(eq(notifications.userId, a.adminUserId));
    expect(n.map((x) => x.messageKey)).toContain('notifications.ota.completed');
    // The robots now report the new version: a second campaign would leave them out.
    const p = await call<TCampaignPreview>(t.app, 'POST', 'robotinfo/ota/preview', {
      token: a.adminToken,
      body: { packageId: pkg.id, target: { robotIds: list.map((x) => x.robot.id) } },
    });
    expect(p.body.data.excluded.map((x) => x.exclusion)).toEqual(list.map(() => OtaExclusion.ALREADY_ON_VERSION));
  });

  it('halts when failures reach the limit, tells the owner, and a resume goes on to the next wave', async () => {
    const org = a.siblingId;
    const pkg = await releasedPackage();
    let failing = 2;
    const outcome = () => (failing-- > 0 ? 113 : 'success');
    const list = [];
    for (let i = 0; i < 4; i++) list.push(await fleet.add(org, { outcome }));
    const r = await create({
      packageId: pkg.id,
      target: { robotIds: list.map((x) => x.robot.id) },
      waveSizes: [2],
      retries: 0,
      haltCount: 2,
      haltPercent: 100,
    });
    const id = r.body.data.id;
    await stateIs(id, CampaignState.HALTED);
    const failed = (await targets(id)).filter((x) => x.state === TargetState.FAILED);
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ wave: 0, result: 113, attempts: 1 });
    const n = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.adminUserId), eq(notifications.messageKey, 'notifications.ota.halted')));
    expect(n.at(-1)?.params).toMatchObject({ wave: 1, failed: 2 });
    // The second wave never started while halted.
    expect((await targets(id)).filter((x) => x.wave === 1).map((x) => x.state)).toEqual([TargetState.PENDING, TargetState.PENDING]);
    expect((await move(id, 'pause')).body).toMatchObject({ code: ErrorCode.CAMPAIGN_STATE_REFUSED });
    expect((await move(id, 'resume')).status).toBe(200);
    await stateIs(id, CampaignState.COMPLETED);
    expect((await detail(id)).counts).toMatchObject({ succeeded: 2, failed: 2 });
  });

  it('retries a failed robot after its back-off, then counts it failed when no retry is left', async () => {
    const pkg = await releasedPackage();
    const robot = await fleet.add(a.childId, { outcome: () => 105 });
    const r = await create({
      packageId: pkg.id,
      target: { robotIds: [robot.robot.id] },
      retries: 1,
      retryBackoffSeconds: 10,
      haltCount: 5,
    });
    const id = r.body.data.id;
    await until(async () => {
      expect((await targets(id))[0]).toMatchObject({ state: TargetState.WAITING, reason: OtaWaitReason.RETRY_LATER, attempts: 1 });
    });
    // The back-off is the robot's own: bring it forward rather than wait ten seconds.
    await t.database.db.execute(sql`update ota_targets set next_attempt_at = now() where campaign_id = ${id}`);
    await call(t.app, 'POST', `robotinfo/ota/campaign/pause/${id}`, { token: a.adminToken });
    await move(id, 'resume');
    await stateIs(id, CampaignState.HALTED);
    expect((await targets(id))[0]).toMatchObject({ state: TargetState.FAILED, attempts: 2, result: 105 });
    expect(robot.upgrades).toHaveLength(2);
  });
});

describe('guards', () => {
  it('never sends the command to a working robot: it waits with the reason, and goes once it is back at rest', async () => {
    const pkg = await releasedPackage();
    const robot = await fleet.add(a.grandchildId);
    await robot.state({ workStatus: WorkStatus.EXECUTING, chargeStatus: 0, speed: 0.5 });
    const id = (await create({ packageId: pkg.id, target: { robotIds: [robot.robot.id] } })).body.data.id;
    await until(async () => {
      expect((await targets(id))[0]).toMatchObject({ state: TargetState.WAITING, reason: OtaWaitReason.WORKING });
    });
    expect(robot.upgrades).toHaveLength(0);
    await robot.state({ battery: 20 });
    await move(id, 'pause');
    await move(id, 'resume');
    await until(async () => {
      expect((await targets(id))[0]).toMatchObject({ state: TargetState.WAITING, reason: OtaWaitReason.LOW_BATTERY });
    });
    await robot.state({ battery: 95 });
    await move(id, 'pause');
    await move(id, 'resume');
    await stateIs(id, CampaignState.COMPLETED);
    expect(robot.upgrades).toHaveLength(1);
  });

  it('holds a wave for confirmation when asked to, and a cancel ends the robots not yet sent', async () => {
    const pkg = await releasedPackage();
    const list = [await fleet.add(a.childId), await fleet.add(a.childId), await fleet.add(a.childId)];
    const id = (await create({ packageId: pkg.id, target: { robotIds: list.map((x) => x.robot.id) }, waveSizes: [1], advance: 'confirm' }))
      .body.data.id;
    await stateIs(id, CampaignState.AWAITING_CONFIRMATION);
    const n = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.adminUserId), eq(notifications.messageKey, 'notifications.ota.awaitingConfirmation')));
    expect(n.length).toBeGreaterThan(0);
    // A campaign still sending commands is not rolled back: it would fight its own rollback.
    const early = await call(t.app, 'POST', 'robotinfo/ota/campaign/rollback', { token: a.adminToken, body: { id } });
    expect(early.body).toMatchObject({ code: ErrorCode.CAMPAIGN_STATE_REFUSED });
    expect((await move(id, 'cancel', viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await move(id, 'cancel')).status).toBe(200);
    const d = await detail(id);
    expect(d).toMatchObject({ state: CampaignState.CANCELLED, counts: { succeeded: 1, cancelled: 2 } });
    expect((await move(id, 'resume')).body).toMatchObject({ code: ErrorCode.CAMPAIGN_STATE_REFUSED });
  });
});

describe('rollback, tenancy and export', () => {
  it('rolls the robots chosen back to the version they came from as a linked campaign, once per campaign', async () => {
    const previous = await releasedPackage({ text: '0.9' });
    const pkg = await releasedPackage();
    const robot = await fleet.add(a.businessId, { version: previous.text });
    const kept = await fleet.add(a.businessId, { version: previous.text });
    const id = (await create({ packageId: pkg.id, target: { robotIds: [robot.robot.id, kept.robot.id] } })).body.data.id;
    await stateIs(id, CampaignState.COMPLETED);
    // A robot that is not one of its upgraded robots cannot be named.
    const stranger = await call(t.app, 'POST', 'robotinfo/ota/campaign/rollback', {
      token: a.adminToken,
      body: { id, robotIds: [999_999] },
    });
    expect(stranger.body).toMatchObject({ code: ErrorCode.CAMPAIGN_ROLLBACK_REFUSED });
    const r = await call<{ id: number }>(t.app, 'POST', 'robotinfo/ota/campaign/rollback', {
      token: a.adminToken,
      body: { id, robotIds: [robot.robot.id] },
    });
    expect(r.status).toBe(200);
    await stateIs(r.body.data.id, CampaignState.COMPLETED);
    const back = await detail(r.body.data.id);
    expect(back).toMatchObject({ rollbackOf: id, version: '0.9', packageId: previous.id, counts: { total: 1, succeeded: 1 } });
    expect((await detail(id)).rolledBackBy).toBe(r.body.data.id);
    expect(robot.upgrades.at(-1)!.args).toMatchObject({ version: '0.9' });
    expect(kept.upgrades).toHaveLength(1);
    // One rollback per campaign: the robot left on the new version is not sent back by a second one.
    const again = await call(t.app, 'POST', 'robotinfo/ota/campaign/rollback', {
      token: a.adminToken,
      body: { id, robotIds: [kept.robot.id] },
    });
    expect(again.body).toMatchObject({ code: ErrorCode.CAMPAIGN_ROLLBACK_REFUSED });
  });

  it("hides A's campaigns from B and exports the robots as CSV in the caller's language", async () => {
    const pkg = await releasedPackage();
    const robot = await fleet.add(a.businessId);
    const id = (await create({ packageId: pkg.id, target: { robotIds: [robot.robot.id] } })).body.data.id;
    await stateIs(id, CampaignState.COMPLETED);
    expect((await call(t.app, 'GET', `robotinfo/ota/campaign/detail/${id}`, { token: b.adminToken })).status).toBe(404);
    expect((await move(id, 'cancel', b.adminToken)).status).toBe(404);
    const list = await call<{ list: { id: number }[] }>(t.app, 'POST', 'robotinfo/ota/campaign/list', { token: b.adminToken, body: {} });
    expect(list.body.data.list.map((c) => c.id)).not.toContain(id);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${API}/robotinfo/ota/campaign/export/${id}`,
      headers: { authorization: a.adminToken, 'accept-language': 'en' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Device number');
    expect(lines[1]).toContain(robot.robot.deviceNumber);
    expect(lines[1]).toContain('Upgraded');
  });
});

describe('campaigns on the live hub', () => {
  const isCampaign =
    (id: number, state?: string) =>
    (m: TLiveServerMessage): m is Extract<TLiveServerMessage, { type: 'campaign' }> =>
      m.type === 'campaign' && m.id === id && (state === undefined || m.state === state);

  it("tells the subscribed sockets of the campaign's subtree with ota:view how it moves, and nobody else", async () => {
    await vi.waitFor(() => expect(t.app.gateway.signalsListening()).toBe(true));
    const url = await httpUrl();
    const owner = await openLive(url, a.adminToken);
    const other = await openLive(url, b.adminToken);
    const blind = await openLive(url, await userInOrg(t.app, a.adminToken, a.businessId, ['user']));
    const quiet = await openLive(url, viewer);
    try {
      for (const s of [owner, other, blind]) s.send({ type: 'subscribe', campaigns: true });
      // The hub handles a socket's messages in order: a pong means the subscription is in place.
      for (const s of [owner, other, blind]) {
        s.send({ type: 'ping' });
        await s.waitFor((m): m is TLiveServerMessage => m.type === 'pong');
      }
      const pkg = await releasedPackage();
      const robot = await fleet.add(a.childId);
      const id = (await create({ packageId: pkg.id, target: { robotIds: [robot.robot.id] } })).body.data.id;
      const done = await owner.waitFor(isCampaign(id, CampaignState.COMPLETED), 15_000);
      expect(done).toMatchObject({ currentWave: 0, counts: { total: 1, succeeded: 1, failed: 0, waiting: 0 } });
      // Sent to every socket in one pass: what the others would have had is before their pong.
      for (const s of [other, blind, quiet]) {
        s.messages.length = 0;
        s.send({ type: 'ping' });
        await s.waitFor((m): m is TLiveServerMessage => m.type === 'pong');
        expect(s.messages.filter((m) => m.type === 'campaign')).toEqual([]);
      }
    } finally {
      for (const s of [owner, other, blind, quiet]) s.close();
    }
  });
});
