import { ErrorCode, type TRobot, type TRobotCredential } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { deviceSecretMatches } from '../../lib/device-secret';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { closeRobot, connectRobot, goOnline } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';

let t: TestApp;
/** The gateway is told after every commit that changes who a robot is or who may see it. */
let changed: MockInstance<TestApp['app']['gateway']['robotChanged']>;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
beforeAll(async () => {
  t = await createTestApp();
  changed = vi.spyOn(t.app.gateway, 'robotChanged');
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'RA');
  b = await buildBusiness(t.app, platform, 'RB');
});
afterAll(() => t.close());

let seq = 100;
const num = (prefix = 'YJ', model = 130) => `${prefix}-${model}-${String((seq += 1)).padStart(5, '0')}`;
const register = (body: Record<string, unknown>, token = a.adminToken, lang = 'en') =>
  call<TRobotCredential>(t.app, 'POST', 'robotinfo/robot/register', {
    token,
    lang,
    body: { alias: 'Sweeper', robotType: 1, simulated: false, ...body },
  });
const batch = (body: Record<string, unknown>, token = a.adminToken) =>
  call<{ robots: TRobotCredential[] }>(t.app, 'POST', 'robotinfo/robot/registerBatch', {
    token,
    body: { model: '90', robotType: 10, simulated: true, ...body },
  });
const count = async (where: string) =>
  (await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from robots where ${where}`))).rows[0]!.n;

describe('POST robotinfo/robot/register', () => {
  it('registers in the caller organisation and returns the secret once, stored hashed', async () => {
    const deviceNumber = num();
    const r = await register({ deviceNumber, version: '1.2.0' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { deviceNumber } });
    const { id, deviceSecret } = r.body.data;
    expect(deviceSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = (
      await t.database.db.execute<{ secret_hash: string; org_id: number; model: string }>(
        sql`select secret_hash, org_id, model from robots where id = ${id}`,
      )
    ).rows[0]!;
    expect(row.secret_hash).not.toContain(deviceSecret);
    expect(deviceSecretMatches(deviceSecret, row.secret_hash)).toBe(true);
    expect(row).toMatchObject({ org_id: a.businessId, model: '130' });
    const detail = await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${id}`, { token: a.adminToken });
    expect(detail.body.data).toMatchObject({
      deviceNumber,
      alias: 'Sweeper',
      robotType: 1,
      simulated: false,
      version: '1.2.0',
      access: 'owner',
      creator: 'Admin RA',
      hosting: null,
      live: { online: false },
    });
    expect(JSON.stringify(detail.body.data)).not.toContain(deviceSecret);
  });

  it('refuses a taken number, even one of a deleted robot or another tenant, with "ID already exists"', async () => {
    const deviceNumber = num();
    const first = await register({ deviceNumber }, b.adminToken);
    expect(first.body.code).toBe(0);
    const again = await register({ deviceNumber, orgId: a.childId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: ErrorCode.DEVICE_EXISTS,
      msg: `Device number: ${deviceNumber} is already registered`,
      data: { fields: [{ path: 'deviceNumber', vars: { deviceNumber } }] },
    });
    expect((await call(t.app, 'DELETE', `robotinfo/robot/delete/${first.body.data.id}`, { token: b.adminToken })).body.code).toBe(0);
    expect((await register({ deviceNumber }, b.adminToken)).body.code).toBe(ErrorCode.DEVICE_EXISTS);
  });

  it('refuses a bad format, a 4-digit suffix, a prefix that contradicts simulated, and a model of another type', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ deviceNumber: 'XX-130-00001' }, 'deviceNumber', 'validation.deviceNumber'],
      [{ deviceNumber: 'YJ-130-0001' }, 'deviceNumber', 'validation.deviceSuffix'],
      [{ deviceNumber: 'SIMULATION-130-00001', simulated: false }, 'simulated', 'validation.simulatedPrefix'],
      [{ deviceNumber: 'YJ-130-00001', simulated: true }, 'simulated', 'validation.simulatedPrefix'],
      [{ deviceNumber: 'YJ-90-00001', robotType: 1 }, 'deviceNumber', 'validation.deviceModel'],
      [{ deviceNumber: 'YJ-130-00001', alias: '' }, 'alias', 'validation.required'],
    ];
    for (const [body, path, code] of cases) {
      const r = await register(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path, code }] } });
    }
    expect(await count(`device_number = 'YJ-130-00001'`)).toBe(0);
  });

  it('refuses an organisation outside the subtree, naming orgId, and a caller without the permission', async () => {
    const r = await register({ deviceNumber: num(), orgId: b.childId });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
    const child = await register({ deviceNumber: num(), orgId: a.grandchildId });
    expect(child.body.code).toBe(0);
  });
});

describe('POST robotinfo/robot/registerBatch', () => {
  it('numbers consecutively after the highest suffix of the prefix and model, with aliases', async () => {
    const first = await batch({ count: 3, aliasPrefix: 'Hall-' });
    expect(first.body.code).toBe(0);
    expect(first.body.data.robots.map((r) => r.deviceNumber)).toEqual([
      'SIMULATION-90-00001',
      'SIMULATION-90-00002',
      'SIMULATION-90-00003',
    ]);
    expect(new Set(first.body.data.robots.map((r) => r.deviceSecret)).size).toBe(3);
    const next = await batch({ count: 2 });
    expect(next.body.data.robots.map((r) => r.deviceNumber)).toEqual(['SIMULATION-90-00004', 'SIMULATION-90-00005']);
    const list = await call<{ list: TRobot[] }>(t.app, 'POST', 'robotinfo/robot/list', {
      token: a.adminToken,
      body: { keyword: 'SIMULATION-90-0000' },
    });
    expect(list.body.data.list.map((r) => r.alias).sort()).toEqual(['90-00004', '90-00005', 'Hall-00001', 'Hall-00002', 'Hall-00003']);
    expect(list.body.data.list.every((r) => r.simulated && r.robotType === 10)).toBe(true);
  });

  it('starts at startSuffix and is all or nothing: one taken number refuses the batch, naming it', async () => {
    const ok = await batch({ count: 2, startSuffix: 500, model: '40', robotType: 20, simulated: false });
    expect(ok.body.data.robots.map((r) => r.deviceNumber)).toEqual(['YJ-40-00500', 'YJ-40-00501']);
    const before = await count('true');
    const clash = await batch({ count: 5, startSuffix: 498, model: '40', robotType: 20, simulated: false });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: ErrorCode.DEVICE_EXISTS, msg: 'First number: YJ-40-00500 is already registered' });
    expect(await count('true')).toBe(before);
  });

  it('refuses numbers beyond 5 digits and a model that is not the robot type', async () => {
    const range = await batch({ count: 3, startSuffix: 99998 });
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({ code: ErrorCode.SUFFIX_RANGE, data: { fields: [{ path: 'startSuffix' }] } });
    const model = await batch({ count: 1, model: '130' });
    expect(model.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'model', code: 'validation.deviceModel' }] } });
    expect(await count(`device_number like 'SIMULATION-90-999%'`)).toBe(0);
  });
});

describe('PUT robotinfo/robot/rotateSecret/:id', () => {
  it('issues a new secret, the old one stops matching, and the robot is disconnected', async () => {
    const r = await register({ deviceNumber: num() });
    const rotated = await call<TRobotCredential>(t.app, 'PUT', `robotinfo/robot/rotateSecret/${r.body.data.id}`, { token: a.adminToken });
    expect(rotated.body).toMatchObject({ code: 0, data: { id: r.body.data.id } });
    const hash = (await t.database.db.execute<{ h: string }>(sql`select secret_hash as h from robots where id = ${r.body.data.id}`))
      .rows[0]!.h;
    expect(deviceSecretMatches(rotated.body.data.deviceSecret, hash)).toBe(true);
    expect(deviceSecretMatches(r.body.data.deviceSecret, hash)).toBe(false);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: r.body.data.id }), { disconnect: true });
    const foreign = await call(t.app, 'PUT', `robotinfo/robot/rotateSecret/${r.body.data.id}`, { token: b.adminToken });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('a robot that spoke before its registration', () => {
  it('is heard as soon as it is registered, not once the gateway\'s memory of "no such robot" expires', async () => {
    const deviceNumber = `SIMULATION-130-${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    const stranger = { id: 0, deviceNumber, secret: 'not-yet-registered-secret-0000000000000000' };
    const misses = () => {
      const s = t.app.gateway.stats();
      return s.authRefused + s.unknownRobot;
    };
    const before = misses();
    // The embedded broker refuses it (an unknown number); an external one lets it publish, unheard.
    const early = await connectRobot(t.mqttUrl!, stranger).catch(() => null);
    if (early) {
      await goOnline(early, stranger);
      await early.endAsync(true);
    }
    await vi.waitFor(() => expect(misses()).toBeGreaterThan(before));

    const r = await register({ deviceNumber, simulated: true });
    const robot = { id: r.body.data.id, deviceNumber, secret: r.body.data.deviceSecret };
    const client = await connectRobot(t.mqttUrl!, robot);
    await goOnline(client, robot);
    // Well inside the 5 s a miss is remembered.
    await vi.waitFor(
      async () => {
        const info = await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${robot.id}`, { token: a.adminToken });
        expect(info.body.data.live.online).toBe(true);
      },
      { timeout: 2_000, interval: 50 },
    );
    await closeRobot(client, robot);
  });
});
