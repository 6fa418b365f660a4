import { DeviceState, ErrorCode, WorkStatus, type THomeSummary } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';
import { raiseEventFault } from '../robot-fault/fault.repository';

/** The home dashboard's summary: counts by state, figures, attention, latest faults, tenancy. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
const r: Record<string, TestRobot> = {};
const PATH = 'robotinfo/home/summary';
const MIN = 60_000;

const summary = (token: string) => call<THomeSummary>(t.app, 'GET', PATH, { token });
const ago = (ms: number) => new Date(Date.now() - ms);
/** Writes the robot's newest state as the gateway would flush it. */
const state = (
  robot: TestRobot,
  s: { online: boolean; battery?: number; work?: number; device?: number; charge?: number; updatedAgo?: number },
) =>
  t.database.db
    .execute(sql`insert into robot_state (robot_id, online, last_seen_at, updated_at, battery, work_status, device_state, charge_status)
    values (${robot.id}, ${s.online}, ${s.online ? new Date() : ago(60 * MIN)}, ${ago(s.updatedAgo ?? 0)}, ${s.battery ?? 80},
      ${s.work ?? WorkStatus.IDLE}, ${s.device ?? DeviceState.NORMAL}, ${s.charge ?? 0})`);
const rollup = (robot: TestRobot, back: number, area: number, secs: number) =>
  t.database.db.execute(sql`insert into robot_daily (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
    values (${robot.id}, (now() at time zone current_setting('TimeZone'))::date - ${back}::int, 1, ${area}, ${secs}, ${area / 100}, ${area / 10}, 0, 0)`);

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'HA');
  b = await buildBusiness(t.app, platform, 'HB');
  for (const name of ['working', 'idle', 'charging', 'paused', 'fault', 'offline', 'locked', 'stale', 'silent']) {
    r[name] = await createTestRobot(t.database.db, { orgId: name === 'idle' ? a.childId : a.businessId });
  }
  r.foreign = await createTestRobot(t.database.db, { orgId: b.businessId });
  await state(r.working!, { online: true, work: WorkStatus.EXECUTING });
  await state(r.idle!, { online: true, battery: 15 });
  await state(r.charging!, { online: true, battery: 5, charge: 2 });
  await state(r.paused!, { online: true, work: WorkStatus.PAUSED });
  await state(r.fault!, { online: true, battery: 8, device: DeviceState.ABNORMAL });
  await state(r.offline!, { online: false });
  await state(r.locked!, { online: true, work: WorkStatus.EXECUTING });
  await t.database.db.execute(sql`update robots set locked = true where id = ${r.locked!.id}`);
  await state(r.stale!, { online: true, updatedAgo: 10 * MIN });
  // r.silent never reported: offline, but not "offline for long" (it was never seen).
  await state(r.foreign!, { online: true, work: WorkStatus.EXECUTING });
  await raiseEventFault(t.database.db, { robotId: r.fault!.id, code: 'E-BRUSH', level: 'fault', message: 'Brush stuck', at: ago(MIN) });
  await raiseEventFault(t.database.db, { robotId: r.working!.id, code: 'E-SIDE', level: 'warning', message: null, at: ago(2 * MIN) });
  await raiseEventFault(t.database.db, { robotId: r.foreign!.id, code: 'E-FOREIGN', level: 'emergency', message: null, at: new Date() });
  await rollup(r.working!, 0, 120.25, 5400);
  await rollup(r.idle!, 0, 30, 600);
  await rollup(r.working!, 1, 80, 3000);
  await rollup(r.foreign!, 0, 999, 9999);
});
afterAll(() => t.close());

describe('GET robotinfo/home/summary', () => {
  it('counts every robot in scope once, by the state precedence', async () => {
    const res = await summary(a.adminToken);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.robots).toBe(9);
    expect(res.body.data.states).toEqual({ locked: 1, offline: 2, fault: 1, paused: 1, working: 1, charging: 1, idle: 2 });
  });

  it("sums today's and yesterday's rollups of the robots in scope, in the spec's units", async () => {
    const { today, yesterday } = (await summary(a.adminToken)).body.data;
    expect(today).toMatchObject({ runs: 2, areaM2: 150.3, runTimeMin: 100, energyKwh: 1.5, waterL: 15 });
    expect(yesterday).toMatchObject({ runs: 1, areaM2: 80, runTimeMin: 50, energyKwh: 0.8, waterL: 8 });
    expect(Date.parse(today.day) - Date.parse(yesterday.day)).toBe(86_400_000);
  });

  it('lists the robots needing attention, most urgent first, each with every reason', async () => {
    const { attention, attentionTotal } = (await summary(a.adminToken)).body.data;
    expect(attention.map((x) => [x.deviceNumber, x.reasons])).toEqual([
      [r.fault!.deviceNumber, ['openFault', 'batteryCritical']],
      [r.working!.deviceNumber, ['openFault']],
      [r.offline!.deviceNumber, ['offline']],
      [r.idle!.deviceNumber, ['batteryLow']],
      [r.stale!.deviceNumber, ['staleReport']],
    ]);
    expect(attentionTotal).toBe(5);
    expect((await summary(a.adminToken)).body.data.offlineMinutes).toBe(10);
    expect(attention[0]).toMatchObject({ robotId: r.fault!.id, faultLevel: 'fault', battery: 8 });
  });

  it('gives the newest open faults of the scope only', async () => {
    const data = (await summary(a.adminToken)).body.data;
    expect(data.openFaults).toBe(2);
    expect(data.latestFaults.map((f) => f.code)).toEqual(['E-BRUSH', 'E-SIDE']);
    expect(data.latestFaults[0]).toMatchObject({
      robotId: r.fault!.id,
      deviceNumber: r.fault!.deviceNumber,
      kind: 'event',
      level: 'fault',
      state: 'open',
    });
  });

  it('shows another organisation nothing of ours', async () => {
    const data = (await summary(b.adminToken)).body.data;
    expect(data.robots).toBe(1);
    expect(data.states.working).toBe(1);
    expect(data.today.areaM2).toBe(999);
    expect(data.latestFaults.map((f) => f.code)).toEqual(['E-FOREIGN']);
    expect(data.attention.map((x) => x.robotId)).toEqual([r.foreign!.id]);
  });

  it('a sub-organisation sees its own subtree only', async () => {
    const child = await userInOrg(t.app, a.adminToken, a.childId, ['home', 'home:view']);
    const data = (await summary(child)).body.data;
    expect([data.robots, data.states.idle, data.today.areaM2, data.openFaults]).toEqual([1, 1, 30, 0]);
  });

  it('counts a robot hosted to the caller only inside the hosting window', async () => {
    const host = await userInOrg(t.app, b.adminToken, b.childId, ['home', 'home:view']);
    expect((await summary(host)).body.data.robots).toBe(0);
    await t.database.db.execute(sql`insert into robot_hostings (robot_id, from_org_id, org_id, type, start_at)
      values (${r.working!.id}, ${a.businessId}, ${b.childId}, 1, now() - interval '3 days')`);
    const hosted = (await summary(host)).body.data;
    expect([hosted.robots, hosted.states.working, hosted.today.areaM2, hosted.openFaults]).toEqual([1, 1, 120.3, 1]);
    await t.database.db.execute(sql`update robot_hostings set end_at = now() - interval '1 minute' where robot_id = ${r.working!.id}`);
    const ended = (await summary(host)).body.data;
    expect([ended.robots, ended.today.areaM2, ended.openFaults, ended.attention]).toEqual([0, 0, 0, []]);
  });

  it('refuses a signed-in user without home:view with PERMISSION_DENIED (HTTP 400)', async () => {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view']);
    const res = await summary(await login(t.app, u.account, u.password));
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});
