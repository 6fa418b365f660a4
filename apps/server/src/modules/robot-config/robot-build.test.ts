import { ErrorCode, type TComponent, type TRobotBuild } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';
import { upsertRobotConfig } from './robot-config.repository';
import { configReport } from './robot-config.fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let battery: number;
let lidar40: number;
let product: number;
let m130: { id: number; deviceNumber: string };
let plain: { id: number; deviceNumber: string };

let seq = 300;
const robot = async (token: string) => {
  const deviceNumber = `YJ-130-${String((seq += 1)).padStart(5, '0')}`;
  const { id } = await must(t.app, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber,
    alias: `Build ${seq}`,
    robotType: 1,
    simulated: false,
  });
  return { id, deviceNumber };
};
const component = async (componentModelId = battery) =>
  (await must(t.app, a.adminToken, 'POST', 'robotinfo/component/resource/save', { componentModelId, serialNo: uniq('RB-') })).id;
const action = (id: number, act: string, robotId?: number) =>
  must(t.app, a.adminToken, 'POST', 'robotinfo/component/resource/action', { id, action: act, ...(robotId ? { robotId } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'BA');
  b = await buildBusiness(t.app, platform, 'BB');
  battery = (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/component/model/save', { model: uniq('RBB-'), kind: 'battery', robotTypes: [1] })
  ).id;
  lidar40 = (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/component/model/save', { model: uniq('L40-'), kind: 'lidar', robotTypes: [20] })
  ).id;
  product = (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/product/save', {
      name: 'Mall scrubber',
      model: uniq('MS-'),
      robotType: 1,
      components: [],
    })
  ).id;
  m130 = await robot(a.adminToken);
  plain = await robot(a.adminToken);
  // Two shipments: the later one's product and hardware version are the robot's.
  for (const [shippedAt, hardwareVersion] of [
    ['2026-01-10T00:00:00.000Z', 'HW 1.0'],
    ['2026-06-10T00:00:00.000Z', 'HW 2.0'],
  ] as const) {
    await must(t.app, a.adminToken, 'POST', 'robotinfo/out/save', {
      principal: 'Ops',
      shippedAt,
      destination: 'Mall',
      hardwareVersion,
      productId: product,
      deviceNumbers: [m130.deviceNumber],
    });
  }
  await upsertRobotConfig(t.database.db, m130.id, configReport());
}, 120_000);
afterAll(() => t.close());

const list = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await call<{ list: TRobotBuild[]; total: number }>(t.app, 'POST', 'robotinfo/robotConfig/list', {
      token,
      body: { pageSize: 100, ...body },
    })
  ).body.data;
const info = (id: number, token = a.adminToken) => call<TRobotBuild>(t.app, 'GET', `robotinfo/robotConfig/info/${id}`, { token });
const swap = (body: Record<string, unknown>, token = a.adminToken) => call(t.app, 'POST', 'robotinfo/robotConfig/swap', { token, body });
const stateOf = async (id: number) =>
  (
    await call<{ list: TComponent[] }>(t.app, 'POST', 'robotinfo/component/resource/list', { token: a.adminToken, body: { pageSize: 100 } })
  ).body.data.list.find((c) => c.id === id)!;

describe('POST robotinfo/robotConfig/list', () => {
  it("shows the latest shipment's product and hardware version, the installed parts and the consumables' life", async () => {
    const pack = await component();
    await action(pack, 'install', m130.id);
    const row = (await list(a.adminToken, { keyword: m130.deviceNumber })).list[0]!;
    expect(row).toMatchObject({
      id: m130.id,
      product: { id: product, name: 'Mall scrubber' },
      hardwareVersion: 'HW 2.0',
      shippedAt: '2026-06-10T00:00:00.000Z',
      warnings: 1,
    });
    expect(row.components.map((c) => c.id)).toEqual([pack]);
    expect(row.consumables).toEqual([
      { key: 'mainBrush', lifespanHours: 300, usedHours: 75, remainingHours: 225, remainingPercent: 75 },
      { key: 'filter', lifespanHours: 100, usedHours: 95, remainingHours: 5, remainingPercent: 5 },
    ]);
    const other = (await list(a.adminToken, { keyword: plain.deviceNumber })).list[0]!;
    expect(other).toMatchObject({
      product: null,
      hardwareVersion: null,
      components: [],
      consumables: [],
      consumablesAt: null,
      warnings: 0,
    });
  });

  it('filters the robots with a consumable below 10 % of its life', async () => {
    const ids = (await list(a.adminToken, { warning: true })).list.map((r) => r.id);
    expect(ids).toContain(m130.id);
    expect(ids).not.toContain(plain.id);
  });

  it("another business's robots do not exist for the caller", async () => {
    expect((await list(b.adminToken)).list.map((r) => r.id)).not.toContain(m130.id);
    expect((await info(m130.id, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await info(m130.id)).body.data.deviceNumber).toBe(m130.deviceNumber);
  });
});

describe('POST robotinfo/robotConfig/swap', () => {
  it('takes the old part out (to repair) and puts the new one in, in one go', async () => {
    const old = await component();
    await action(old, 'install', plain.id);
    const fresh = await component();
    expect((await swap({ robotId: plain.id, removeId: old, removedTo: 'repair', installId: fresh, note: 'Swelled cells' })).body.code).toBe(
      0,
    );
    expect(await stateOf(old)).toMatchObject({ state: 'underRepair', robotId: null });
    expect(await stateOf(fresh)).toMatchObject({ state: 'inUse', robotId: plain.id });
    expect((await info(plain.id)).body.data.components.map((c) => c.id)).toEqual([fresh]);
  });

  it('refuses a part that is not in this robot (COMPONENT_NOT_IN_ROBOT), and undoes the removal when the new part does not fit', async () => {
    const old = await component();
    await action(old, 'install', plain.id);
    const loose = await component();
    const r = await swap({ robotId: plain.id, removeId: loose, installId: await component() });
    expect(r.body).toMatchObject({ code: ErrorCode.COMPONENT_NOT_IN_ROBOT, data: { fields: [{ path: 'removeId' }] } });
    const wrong = await component(lidar40);
    expect((await swap({ robotId: plain.id, removeId: old, installId: wrong })).body).toMatchObject({
      code: ErrorCode.COMPONENT_NOT_FOR_TYPE,
      data: { fields: [{ path: 'installId' }] },
    });
    expect(await stateOf(old)).toMatchObject({ state: 'inUse', robotId: plain.id });
    expect(await stateOf(wrong)).toMatchObject({ state: 'idle' });
  });

  it("another business cannot swap in the caller's robot", async () => {
    expect((await swap({ robotId: plain.id, removeId: 1, installId: 2 }, b.adminToken)).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'robotId' }] },
    });
  });
});
