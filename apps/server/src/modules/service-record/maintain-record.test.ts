import { ErrorCode, type TComponent, type TMaintainRecord } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { pngBytes, uploadFile } from '../../../test/multipart';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let battery: number;
let m130: number;
let m40: number;
/** A robot of A hosted to A's child organisation, whose service staff (`partner`) record their visits. */
let hosted: number;
let partner: string;
/** A user of A's sibling organisation: neither the robot's owner subtree nor the writer's. */
let outsider: string;
let picture: number;

let seq = 700;
const robot = async (robotType: number, model: number, orgId?: number) =>
  (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/robot/register', {
      deviceNumber: `YJ-${model}-${String((seq += 1)).padStart(5, '0')}`,
      alias: 'Maint',
      robotType,
      simulated: false,
      ...(orgId ? { orgId } : {}),
    })
  ).id;
const component = async () =>
  (await must(t.app, a.adminToken, 'POST', 'robotinfo/component/resource/save', { componentModelId: battery, serialNo: uniq('MB-') })).id;
const install = (id: number, robotId: number) =>
  must(t.app, a.adminToken, 'POST', 'robotinfo/component/resource/action', { id, action: 'install', robotId });

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'MA');
  b = await buildBusiness(t.app, platform, 'MB');
  battery = (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/component/model/save', { model: uniq('MBAT-'), kind: 'battery', robotTypes: [1] })
  ).id;
  m130 = await robot(1, 130);
  m40 = await robot(20, 40);
  hosted = await robot(1, 130);
  const hour = 3600_000;
  await must(t.app, a.adminToken, 'POST', 'robotinfo/trusteeship/host', {
    robotIds: [hosted],
    orgId: a.childId,
    type: 2,
    startAt: new Date(Date.now() - hour).toISOString(),
    endAt: new Date(Date.now() + 24 * hour).toISOString(),
  });
  partner = await userInOrg(t.app, a.adminToken, a.childId, ['maintainRecord:view', 'maintainRecord:create', 'maintainRecord:edit']);
  outsider = await userInOrg(t.app, a.adminToken, a.siblingId, ['maintainRecord:view']);
  picture = (await uploadFile<{ id: number }>(t.app, 'user-service/file/upload', a.adminToken, 'pack.png', pngBytes())).body.data.id;
}, 120_000);
afterAll(() => t.close());

const visit = (robotId: number, extra: Record<string, unknown> = {}) => ({
  robotId,
  maintainer: 'Li Wei',
  maintainedAt: '2026-11-20T09:30:00.000Z',
  address: 'Hall 2, Pudong Airport',
  cause: 'Battery no longer holds a charge',
  problem: 'Runs 20 minutes per charge',
  phone: '13800138000',
  category: 'replacement',
  ...extra,
});
const save = (body: Record<string, unknown>, token = a.adminToken) =>
  call<{ id: number }>(t.app, 'POST', 'robotinfo/maintain/save', { token, body });
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await call<{ list: TMaintainRecord[]; total: number }>(t.app, 'POST', 'robotinfo/maintain/list', {
      token,
      body: { pageSize: 100, ...body },
    })
  ).body.data;
const componentOf = async (id: number) =>
  (
    await call<{ list: TComponent[] }>(t.app, 'POST', 'robotinfo/component/resource/list', { token: a.adminToken, body: { pageSize: 100 } })
  ).body.data.list.find((c) => c.id === id)!;
const records = async () => (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from maintain_records`)).rows[0]!.n;

describe('POST robotinfo/maintain/save', () => {
  it('records a visit with a picture that replaces the battery: old one to repair, new one in, both in one go', async () => {
    const old = await component();
    await install(old, m130);
    const fresh = await component();
    const r = await save(visit(m130, { pictures: [picture], replacements: [{ removeId: old, removedTo: 'repair', installId: fresh }] }));
    expect(r.body.code).toBe(0);
    expect(await componentOf(old)).toMatchObject({ state: 'underRepair', robotId: null });
    expect(await componentOf(fresh)).toMatchObject({ state: 'inUse', robotId: m130 });
    const rec = (await list(a.adminToken, { robotId: m130 })).list.find((x) => x.id === r.body.data.id);
    expect(rec).toMatchObject({ maintainer: 'Li Wei', category: 'replacement', pictures: [picture], orgId: a.businessId });
    expect(rec?.replacements).toEqual([
      {
        removed: expect.objectContaining({ id: old, kind: 'battery' }),
        removedTo: 'repair',
        installed: expect.objectContaining({ id: fresh, kind: 'battery' }),
      },
    ]);
    const events = await t.database.db.execute<{ event: string; maintain_record_id: number }>(
      sql`select event, maintain_record_id from component_events where component_id in (${old}, ${fresh}) and maintain_record_id is not null order by id`,
    );
    expect(events.rows).toEqual([
      { event: 'repair', maintain_record_id: r.body.data.id },
      { event: 'install', maintain_record_id: r.body.data.id },
    ]);
  });

  it('refuses to take out a component that is not in this robot, naming the line, and writes nothing', async () => {
    const elsewhere = await component();
    const fresh = await component();
    const before = await records();
    const r = await save(visit(m130, { replacements: [{ installId: fresh }, { removeId: elsewhere }] }));
    expect(r.body).toMatchObject({ code: ErrorCode.COMPONENT_NOT_IN_ROBOT, data: { fields: [{ path: 'replacements.1.removeId' }] } });
    expect(await records()).toBe(before);
    // The first line's install was undone with the rest.
    expect(await componentOf(fresh)).toMatchObject({ state: 'idle', robotId: null });
  });

  it('refuses to put in a component whose model does not fit the robot (COMPONENT_NOT_FOR_TYPE on the line)', async () => {
    const fresh = await component();
    const r = await save(visit(m40, { replacements: [{ installId: fresh }] }));
    expect(r.body).toMatchObject({ code: ErrorCode.COMPONENT_NOT_FOR_TYPE, data: { fields: [{ path: 'replacements.0.installId' }] } });
  });

  it('checks the fields with the rules of spec §5, naming each', async () => {
    const r = await save(visit(m130, { phone: '12ab', maintainer: 'x'.repeat(31), address: ' Hall' }));
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    const fields = (r.body.data as unknown as { fields: { path: string; code: string }[] }).fields;
    expect(fields.map((f) => `${f.path}:${f.code}`).sort()).toEqual([
      'address:validation.spaces',
      'maintainer:validation.tooLong',
      'phone:validation.phone',
    ]);
  });

  it("another business's robot and pictures do not exist for the caller", async () => {
    expect((await save(visit(m130), b.adminToken)).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'robotId' }] },
    });
    const bRobot = (
      await must(t.app, b.adminToken, 'POST', 'robotinfo/robot/register', {
        deviceNumber: `YJ-130-${String(seq + 50).padStart(5, '0')}`,
        alias: 'B',
        robotType: 1,
        simulated: false,
      })
    ).id;
    expect((await save(visit(bRobot, { pictures: [picture] }), b.adminToken)).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'pictures' }] },
    });
    expect((await list(b.adminToken)).list.map((x) => x.robotId)).not.toContain(m130);
  });
});

describe('who records and who sees maintenance of a hosted robot', () => {
  it("the host's service staff record on the robot they host; they and the owner see it, a sibling does not", async () => {
    const r = await save(visit(hosted, { maintainer: 'Partner' }), partner);
    expect(r.body.code).toBe(0);
    expect((await list(partner)).list.map((x) => x.id)).toContain(r.body.data.id);
    expect((await list(a.adminToken, { robotId: hosted })).list.map((x) => x.id)).toContain(r.body.data.id);
    expect((await list(outsider)).list.map((x) => x.id)).not.toContain(r.body.data.id);
    // A robot they do not host is not theirs to record on.
    expect((await save(visit(m130), partner)).body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('PUT robotinfo/maintain/update and DELETE robotinfo/maintain/delete/:id', () => {
  it('edits the given fields, refuses an unchanged edit, deletes; another business finds nothing', async () => {
    const { id } = (await save(visit(m130))).body.data;
    const up = (body: Record<string, unknown>, token = a.adminToken) =>
      call(t.app, 'PUT', 'robotinfo/maintain/update', { token, body: { id, ...body } });
    expect((await up({ problem: 'Fixed after the swap' })).body.code).toBe(0);
    expect((await up({ problem: 'Fixed after the swap' })).body.code).toBe(ErrorCode.NO_CHANGES);
    expect((await up({ problem: 'x' }, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t.app, 'DELETE', `robotinfo/maintain/delete/${id}`, { token: b.adminToken })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t.app, 'DELETE', `robotinfo/maintain/delete/${id}`, { token: a.adminToken })).body.code).toBe(0);
    expect((await list(a.adminToken)).list.map((x) => x.id)).not.toContain(id);
  });
});

describe('POST robotinfo/maintain/export', () => {
  it('writes the filtered records as CSV in the caller language', async () => {
    await save(visit(m40, { maintainer: 'Export Me' }));
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/robotinfo/maintain/export`,
      headers: { authorization: a.adminToken, 'accept-language': 'en' },
      payload: { keyword: 'Export Me' },
    });
    expect(res.statusCode).toBe(200);
    const [header, row, extra] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Device number,Alias,Maintainer,Maintenance time,Category,Address,Cause,Problem,Phone,Components replaced,Organization',
    );
    expect(row).toContain('Export Me,2026-11-20T09:30:00.000Z,Part replacement,');
    expect(extra).toBeUndefined();
  });
});
