import { AreaKind, RobotType, type TArea, type TListResult, type TRobot } from '@fleet/contracts';
import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../test/helpers';
import { organizations, robotConfig, robots, robotState, robotTypes } from '../db/schema';
import { deviceSecretMatches } from '../lib/device-secret';
import { demoCredentialsFile, readDemoSecrets } from './demo-credentials';
import { startDemoFleet, type DemoFleetOptions } from './demo-fleet';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleet-demo-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const logs: string[] = [];
const options = (count: number): DemoFleetOptions => ({
  db: t.database.db,
  dataDir,
  count,
  mqttUrl: t.mqttUrl!,
  log: (m) => logs.push(m),
  gateway: t.app.gateway,
  fleet: { incidents: 'calm', telemetryMs: 100, timeScale: 10 },
});
const demoRows = () =>
  t.database.db
    .select()
    .from(robots)
    .where(inArray(robots.deviceNumber, ['SIMULATION-130-00001', 'SIMULATION-130-00002', 'SIMULATION-130-00003']));
const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('startDemoFleet', () => {
  it('creates the three demo sites and their robots once, keeps their secrets, and brings them online through the broker', async () => {
    // The robots leave the factory with the catalogue's consumables for their type (here changed from the seed).
    const parts = [
      { key: 'mainBrush', lifespanHours: 280 },
      { key: 'uvLamp', lifespanHours: 2000 },
    ];
    await t.database.db.update(robotTypes).set({ consumables: parts }).where(eq(robotTypes.code, RobotType.M130));
    const demo = await startDemoFleet(options(3));
    const site = async (code: string) => (await t.database.db.select().from(organizations).where(eq(organizations.code, code)))[0]!;
    const [org, tokyo, berlin] = [await site('DEMO'), await site('DEMOTYO'), await site('DEMOBER')];
    const [platform] = await t.database.db.select().from(organizations).where(eq(organizations.code, 'PLATFORM'));
    expect(org).toMatchObject({ name: 'Demo site', level: 4, parentId: platform!.id, path: `${platform!.path}${org.id}/` });
    expect(org).toMatchObject({ longitude: 121.4737, latitude: 31.2304 });
    expect(tokyo).toMatchObject({ name: 'Demo site Tokyo', level: 4, longitude: 139.6917, latitude: 35.6895 });
    expect(berlin).toMatchObject({ name: 'Demo site Berlin', level: 4, longitude: 13.405, latitude: 52.52 });

    const rows = await demoRows();
    expect(rows.map((r) => r.deviceNumber).sort()).toEqual(['SIMULATION-130-00001', 'SIMULATION-130-00002', 'SIMULATION-130-00003']);
    const orgOf = Object.fromEntries(rows.map((r) => [r.deviceNumber, r.orgId]));
    expect(orgOf).toEqual({ 'SIMULATION-130-00001': org.id, 'SIMULATION-130-00002': tokyo.id, 'SIMULATION-130-00003': berlin.id });
    expect(rows.every((r) => r.robotType === 1 && r.model === '130' && r.simulated)).toBe(true);
    const file = demoCredentialsFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secrets = await readDemoSecrets(file, () => undefined);
    expect(rows.every((r) => deviceSecretMatches(secrets[r.deviceNumber]!, r.secretHash))).toBe(true);

    await until(async () => {
      await t.app.gateway.flush();
      const states = await t.database.db
        .select()
        .from(robotState)
        .where(
          inArray(
            robotState.robotId,
            rows.map((r) => r.id),
          ),
        );
      // The Berlin site is outdoor: its robot reports GPS near the site, the others none.
      return states.length === 3 && states.every((s) => s.online && s.battery !== null) && states.some((s) => s.geoLat !== null);
    });
    const states = await t.database.db
      .select()
      .from(robotState)
      .where(
        inArray(
          robotState.robotId,
          rows.map((r) => r.id),
        ),
      );
    const configs = () =>
      t.database.db
        .select()
        .from(robotConfig)
        .where(
          inArray(
            robotConfig.robotId,
            rows.map((r) => r.id),
          ),
        );
    await until(async () => (await configs()).length === 3);
    for (const c of await configs()) {
      expect(c.consumables.map((p) => [p.key, p.lifespanHours])).toEqual(parts.map((p) => [p.key, p.lifespanHours]));
    }
    const berlinState = states.find((s) => s.robotId === rows.find((r) => r.orgId === berlin.id)!.id)!;
    expect(Math.abs(berlinState.geoLat! - 52.52)).toBeLessThan(0.01);
    expect(Math.abs(berlinState.geoLng! - 13.405)).toBeLessThan(0.01);
    expect(states.filter((s) => s.geoLat !== null)).toHaveLength(1);
    // As the console shows them.
    const token = await login(t.app);
    const list = await call<TListResult<TRobot>>(t.app, 'POST', 'robotinfo/robot/list', {
      token,
      body: { page: 1, pageSize: 15, keyword: 'SIMULATION-130' },
    });
    expect(list.body.code).toBe(0);
    const listed = list.body.data.list.filter((r) => r.live.online && r.orgName.startsWith('Demo site'));
    expect(listed).toHaveLength(3);
    expect(listed.find((r) => r.orgName === 'Demo site Berlin')!.live.geo).toMatchObject({
      lat: expect.any(Number),
      lng: expect.any(Number),
    });

    await demo.stop();
    await until(async () => {
      await t.app.gateway.flush();
      const states = await t.database.db
        .select()
        .from(robotState)
        .where(
          inArray(
            robotState.robotId,
            rows.map((r) => r.id),
          ),
        );
      return states.every((s) => !s.online);
    });
  });

  it('on a later start adds only what is missing and rotates only secrets it lost', async () => {
    const file = demoCredentialsFile(dataDir);
    const before = await readDemoSecrets(file, () => undefined);
    const { ['SIMULATION-130-00002']: _lost, ...kept } = before;
    writeFileSync(file, JSON.stringify({ robots: kept }), { mode: 0o600 });
    // An installation from before coordinates: the site gets them; a site a user placed keeps its place.
    await t.database.db.update(organizations).set({ longitude: null, latitude: null }).where(eq(organizations.code, 'DEMO'));
    await t.database.db.update(organizations).set({ longitude: 2.35, latitude: 48.85 }).where(eq(organizations.code, 'DEMOTYO'));

    const demo = await startDemoFleet(options(4));
    await demo.stop();
    const after = await readDemoSecrets(file, () => undefined);
    expect(Object.keys(after).sort()).toEqual([
      'SIMULATION-130-00001',
      'SIMULATION-130-00002',
      'SIMULATION-130-00003',
      'SIMULATION-130-00004',
    ]);
    expect(after['SIMULATION-130-00001']).toBe(before['SIMULATION-130-00001']);
    expect(after['SIMULATION-130-00003']).toBe(before['SIMULATION-130-00003']);
    expect(after['SIMULATION-130-00002']).not.toBe(before['SIMULATION-130-00002']);
    const rows = await demoRows();
    expect(rows.every((r) => deviceSecretMatches(after[r.deviceNumber]!, r.secretHash))).toBe(true);
    const sites = await t.database.db
      .select()
      .from(organizations)
      .where(inArray(organizations.code, ['DEMO', 'DEMOTYO', 'DEMOBER']));
    expect(sites.map((s) => [s.code, s.longitude, s.latitude]).sort()).toEqual([
      ['DEMO', 121.4737, 31.2304],
      ['DEMOBER', 13.405, 52.52],
      ['DEMOTYO', 2.35, 48.85],
    ]);
  });

  it('gives each site one area its robots clean, once: a later start adds none and no robot', async () => {
    const token = await login(t.app);
    const areas = async () =>
      (
        await call<TListResult<TArea>>(t.app, 'POST', 'user-service/user/area/list', {
          token,
          body: { pageSize: 50, sortField: 'number', sortOrder: 'asc' },
        })
      ).body.data.list;
    const first = await areas();
    expect(first.map((a) => [a.orgName, a.name, a.kind, a.liftControl, a.floors, a.robots.map((r) => r.deviceNumber)])).toEqual([
      ['Demo site', 'Pudong Tower lobby', AreaKind.BUILDING, true, 3, ['SIMULATION-130-00001']],
      ['Demo site Tokyo', 'Shinjuku office tower', AreaKind.BUILDING, true, 12, ['SIMULATION-130-00002']],
      ['Demo site Berlin', 'Tiergarten park paths', AreaKind.PARK, false, null, ['SIMULATION-130-00003']],
    ]);
    expect(first.every((a) => a.workArea! > 0 && a.frequency! >= 1 && a.longitude !== null && a.enabled)).toBe(true);
    const demo = await startDemoFleet(options(4));
    await demo.stop();
    const shape = (list: TArea[]) => list.map((a) => [a.id, a.number, a.name, a.robots.map((r) => r.id)]);
    expect(shape(await areas())).toEqual(shape(first));
  });

  it('leaves a robot a user disabled alone', async () => {
    await t.database.db.update(robots).set({ enabled: false }).where(eq(robots.deviceNumber, 'SIMULATION-130-00001'));
    const demo = await startDemoFleet(options(2));
    await demo.stop();
    expect(demo.robots.map((r) => r.deviceNumber)).toEqual(['SIMULATION-130-00002']);
    expect(logs.some((m) => m.includes('SIMULATION-130-00001 is disabled'))).toBe(true);
  });

  it('never takes over a robot a user registered, even with a SIMULATION-130 number', async () => {
    const token = await login(t.app);
    const mine = await call<{ id: number }>(t.app, 'POST', 'robotinfo/robot/register', {
      token,
      body: { deviceNumber: 'SIMULATION-130-00010', alias: 'Mine', robotType: 1, simulated: true },
    });
    expect(mine.body.code).toBe(0);
    const [before] = await t.database.db.select().from(robots).where(eq(robots.id, mine.body.data.id));
    const demo = await startDemoFleet(options(5));
    await demo.stop();
    expect(demo.robots.map((r) => r.deviceNumber)).toEqual([
      'SIMULATION-130-00002',
      'SIMULATION-130-00003',
      'SIMULATION-130-00004',
      'SIMULATION-130-00011',
    ]);
    const [after] = await t.database.db.select().from(robots).where(eq(robots.id, mine.body.data.id));
    expect(after).toEqual(before);
  });
});
