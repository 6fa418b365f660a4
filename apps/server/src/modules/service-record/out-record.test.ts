import { ErrorCode, type TOutRecord } from '@fleet/contracts';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../db/schema';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** Three M130 robots of A and one M40; one robot of B. */
let m130s: { id: number; deviceNumber: string }[];
let m40: { id: number; deviceNumber: string };
let bRobot: { id: number; deviceNumber: string };
let product: number;
let viewer: string;

let seq = 900;
const robot = async (token: string, robotType: number, model: number) => {
  const deviceNumber = `YJ-${model}-${String((seq += 1)).padStart(5, '0')}`;
  const { id } = await must(t.app, token, 'POST', 'robotinfo/robot/register', { deviceNumber, alias: 'Ship', robotType, simulated: false });
  return { id, deviceNumber };
};

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'OA');
  b = await buildBusiness(t.app, platform, 'OB');
  m130s = [await robot(a.adminToken, 1, 130), await robot(a.adminToken, 1, 130), await robot(a.adminToken, 1, 130)];
  m40 = await robot(a.adminToken, 20, 40);
  bRobot = await robot(b.adminToken, 1, 130);
  product = (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/product/save', {
      name: 'Airport sweeper',
      model: uniq('P130-'),
      robotType: 1,
      components: [],
    })
  ).id;
  viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['outRecord:view']);
}, 120_000);
afterAll(() => t.close());

const shipment = (deviceNumbers: string[], extra: Record<string, unknown> = {}) => ({
  principal: 'Zhang Min',
  lidarModel: 'LD-300',
  batterySpec: '24 V 60 Ah',
  flowCard: 'FC-2026-118',
  hardwareVersion: 'HW 3.2',
  shippedAt: '2026-11-26T02:00:00.000Z',
  destination: 'Terminal 2, Shanghai Pudong',
  deviceNumbers,
  ...extra,
});
const save = (body: Record<string, unknown>, token = a.adminToken) =>
  call<{ id: number }>(t.app, 'POST', 'robotinfo/out/save', { token, body });
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await call<{ list: TOutRecord[]; total: number }>(t.app, 'POST', 'robotinfo/out/list', { token, body: { pageSize: 100, ...body } })).body
    .data;
const count = async () => (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from out_records`)).rows[0]!.n;

describe('POST robotinfo/out/save', () => {
  it('records a shipment of three robots of a product; each robot finds it (its shipment tab), logged', async () => {
    const r = await save(
      shipment(
        m130s.map((x) => x.deviceNumber),
        { productId: product, remark: 'Second batch' },
      ),
    );
    expect(r.body.code).toBe(0);
    for (const x of m130s) {
      const rec = (await list(a.adminToken, { robotId: x.id })).list.map((o) => o.id);
      expect(rec).toEqual([r.body.data.id]);
    }
    const rec = (await list(a.adminToken, { keyword: m130s[1]!.deviceNumber })).list[0]!;
    expect(rec).toMatchObject({
      principal: 'Zhang Min',
      productId: product,
      productName: 'Airport sweeper',
      remark: 'Second batch',
      orgId: a.businessId,
    });
    expect(rec.robots.map((x) => x.deviceNumber)).toEqual(m130s.map((x) => x.deviceNumber).sort());
    const [log] = await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1);
    expect(log).toMatchObject({ action: 'outRecord.create', result: 'success', detail: { robots: 3 } });
  });

  it("refuses device numbers that are not the caller's robots, naming them, and writes nothing", async () => {
    const before = await count();
    const r = await save(shipment([m130s[0]!.deviceNumber, bRobot.deviceNumber, 'YJ-130-99999']));
    expect(r.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: [{ path: 'deviceNumbers', code: 'validation.devicesUnknown', vars: { numbers: `${bRobot.deviceNumber}, YJ-130-99999` } }],
      },
    });
    expect(r.body.msg).toContain(bRobot.deviceNumber);
    expect(await count()).toBe(before);
  });

  it("refuses robots that are not of the product's robot type, naming them", async () => {
    const r = await save(shipment([m130s[0]!.deviceNumber, m40.deviceNumber], { productId: product }));
    expect(r.body).toMatchObject({ data: { fields: [{ code: 'validation.productTypeMismatch', vars: { numbers: m40.deviceNumber } }] } });
  });

  it('checks fields: a repeated device number, a bad number, a principal too long', async () => {
    const r = await save(shipment([m40.deviceNumber, m40.deviceNumber], { principal: 'p'.repeat(31) }));
    const paths = (r.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort();
    expect(paths).toEqual(['deviceNumbers', 'principal']);
    expect((await save(shipment(['robot-1']))).body.code).toBe(ErrorCode.VALIDATION);
  });

  it("another business's product does not exist; a viewer may not record", async () => {
    expect((await save(shipment([bRobot.deviceNumber], { productId: product }), b.adminToken)).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'productId' }] },
    });
    expect((await save(shipment([m40.deviceNumber]), viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('PUT robotinfo/out/update, DELETE robotinfo/out/delete/:id, tenancy', () => {
  it('changes the robots shipped and the fields, refuses an unchanged edit, deletes; B sees and changes nothing', async () => {
    const { id } = (await save(shipment([m40.deviceNumber]))).body.data;
    const up = (body: Record<string, unknown>, token = a.adminToken) =>
      call(t.app, 'PUT', 'robotinfo/out/update', { token, body: { id, ...body } });
    expect((await up({ deviceNumbers: [m40.deviceNumber, m130s[2]!.deviceNumber], remark: '' })).body.code).toBe(0);
    expect((await list(a.adminToken, { robotId: m130s[2]!.id })).list.map((o) => o.id)).toContain(id);
    expect((await up({ deviceNumbers: [m130s[2]!.deviceNumber, m40.deviceNumber] })).body.code).toBe(ErrorCode.NO_CHANGES);
    // A product whose type does not fit the robots already listed is refused.
    expect((await up({ productId: product })).body).toMatchObject({ data: { fields: [{ code: 'validation.productTypeMismatch' }] } });
    expect((await up({ principal: 'B' }, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await list(b.adminToken)).list.map((o) => o.id)).not.toContain(id);
    expect((await call(t.app, 'DELETE', `robotinfo/out/delete/${id}`, { token: a.adminToken })).body.code).toBe(0);
    expect((await list(a.adminToken, { robotId: m40.id })).list.map((o) => o.id)).not.toContain(id);
  });
});

describe('POST robotinfo/out/export', () => {
  it('writes one line per shipment with its robots in one cell, in the caller language', async () => {
    const principal = uniq('Exp');
    await save(shipment([m130s[0]!.deviceNumber, m130s[1]!.deviceNumber], { principal }));
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/robotinfo/out/export`,
      headers: { authorization: a.adminToken, 'accept-language': 'ja' },
      payload: { keyword: principal },
    });
    const [header, row, extra] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('出荷日時,責任者,出荷先,出荷したロボット,製品,LiDAR の型番,バッテリー仕様,流通カード,ハードウェアバージョン,備考');
    expect(row).toContain(`${principal},"Terminal 2, Shanghai Pudong",${m130s[0]!.deviceNumber} ${m130s[1]!.deviceNumber},,LD-300`);
    expect(extra).toBeUndefined();
  });
});

describe('POST robotinfo/out/import', () => {
  const importCsv = (csv: string, dryRun: boolean, token = a.adminToken, timeZone = 'Asia/Shanghai') =>
    call<{
      committed: boolean;
      total: number;
      invalid: number;
      fileErrors: { code: string }[];
      rows: { line: number; shippedAt: string; errors: { field: string; code: string; vars?: Record<string, unknown> }[] }[];
    }>(t.app, 'POST', 'robotinfo/out/import', { token, body: { csv, dryRun, timeZone } });
  const header = 'shippedAt,principal,destination,deviceNumbers,productId,remark';

  it('checks every row (time, robots, product, rules) and writes nothing; the fixed file writes every shipment', async () => {
    const principal = uniq('Imp');
    const [r1, r2, r3] = m130s.map((x) => x.deviceNumber);
    const modelOf = (await list(a.adminToken, { productId: product })).list[0]?.productModel ?? '';
    const bad = [
      header,
      `2026-11-20 09:30,${principal},Dock 1,"${r1} ${r2}",${modelOf},`,
      `2026-11-31 09:30,${principal},Dock 2,${r3},,`,
      `2026-11-21 10:00,${principal},Dock 3,${bRobot.deviceNumber},,`,
      `2026-11-22 10:00,${principal},Dock 4,${m40.deviceNumber},${modelOf},`,
      `2026-11-23 10:00,,Dock 5,${r3},NO-SUCH-PRODUCT,`,
    ].join('\r\n');
    const before = await count();
    const dry = (await importCsv(bad, true)).body.data;
    expect(dry).toMatchObject({ committed: false, total: 5, invalid: 4, fileErrors: [] });
    expect(Object.fromEntries(dry.rows.map((r) => [r.line, r.errors.map((e) => `${e.field}:${e.code}`)]))).toEqual({
      2: [],
      3: ['shippedAt:validation.datetime'],
      4: ['deviceNumbers:validation.devicesUnknown'],
      5: ['deviceNumbers:validation.productTypeMismatch'],
      6: ['principal:validation.required', 'productId:validation.productUnknown'],
    });
    // Read in the importer's zone: 09:30 in Shanghai is 01:30 UTC.
    expect(dry.rows[0]?.shippedAt).toBe('2026-11-20T01:30:00.000Z');
    expect((await importCsv(bad, false)).body.data.committed).toBe(false);
    expect(await count()).toBe(before);

    const fixed = [
      header,
      `2026-11-20 09:30,${principal},Dock 1,"${r1} ${r2}",${modelOf},`,
      `2026-11-21 09:30,${principal},Dock 2,${r3},,Late`,
    ].join('\r\n');
    expect((await importCsv(fixed, false)).body.data).toMatchObject({ committed: true, total: 2, invalid: 0 });
    expect(await count()).toBe(before + 2);
    const shipped = (await list(a.adminToken, { keyword: principal })).list;
    expect(shipped.map((o) => [o.destination, o.robots.length, o.productId]).sort()).toEqual([
      ['Dock 1', 2, product],
      ['Dock 2', 1, null],
    ]);
  });

  it('takes an exported file back (headers in another language, product as "name (model)"); refuses a file without its columns', async () => {
    const principal = uniq('Round');
    await save(shipment([m130s[0]!.deviceNumber], { principal, productId: product }));
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/robotinfo/out/export`,
      headers: { authorization: a.adminToken, 'accept-language': 'zh' },
      payload: { keyword: principal },
    });
    expect((await importCsv(res.body, true)).body.data).toMatchObject({ total: 1, invalid: 0, fileErrors: [] });
    expect((await importCsv('principal,destination\r\nA,B\r\n', true)).body.data.fileErrors.map((e) => e.code)).toEqual([
      'validation.csvColumnMissing',
      'validation.csvColumnMissing',
    ]);
    expect((await importCsv(res.body, true, viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
