import { ErrorCode, qrCodeNumberOf, type TQrCode } from '@fleet/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, qrCodes } from '../../db/schema';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** A's robots (an M130 with an alias to search by, and a robot of the sibling organisation) and B's robot. */
let m130: { id: number; deviceNumber: string };
let siblingRobot: { id: number; deviceNumber: string };
let bRobot: { id: number; deviceNumber: string };
/** Users of A's child organisation: one with every QR code operation, one that only views. */
let childToken: string;
let viewer: string;
const QR_CODES = [
  'robotQrcode',
  ...['view', 'create', 'edit', 'delete', 'export', 'bind', 'unbind', 'discard'].map((o) => `robotQrcode:${o}`),
];

let seq = 0;
const robot = async (token: string, orgId: number, alias = 'QR') => {
  const deviceNumber = `YJ-130-${String((seq += 1)).padStart(5, '0')}`;
  const { id } = await must(t.app, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber,
    alias,
    robotType: 1,
    simulated: false,
    orgId,
  });
  return { id, deviceNumber };
};

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'QA');
  b = await buildBusiness(t.app, platform, 'QB');
  m130 = await robot(a.adminToken, a.businessId, uniq('Lobby-'));
  siblingRobot = await robot(a.adminToken, a.siblingId);
  bRobot = await robot(b.adminToken, b.businessId);
  childToken = await userInOrg(t.app, a.adminToken, a.childId, QR_CODES);
  viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['robotQrcode', 'robotQrcode:view']);
}, 120_000);
afterAll(() => t.close());

type Result = { ids: number[]; first: string; last: string };
const post = <T = null>(path: string, body: unknown, token = a.adminToken) =>
  call<T>(t.app, 'POST', `robotinfo/qrcode/${path}`, { token, body });
const create = (count: number, extra: Record<string, unknown> = {}, token = a.adminToken) =>
  post<Result>('create', { count, ...extra }, token);
const newCodes = async (count = 1, token = a.adminToken) => (await create(count, {}, token)).body.data.ids;
const bind = (id: number, deviceNumber: string, token = a.adminToken) => post('bind', { id, deviceNumber }, token);
const list = async (body: Record<string, unknown> = {}, token = a.adminToken) =>
  (await post<{ list: TQrCode[]; total: number }>('list', { pageSize: 100, ...body }, token)).body.data;
const one = async (id: number) => (await list({ sortField: 'createdAt' })).list.find((c) => c.id === id);
const byNumber = (number: string, token = a.adminToken) =>
  call<TQrCode>(t.app, 'GET', `robotinfo/qrcode/byNumber?number=${encodeURIComponent(number)}`, { token });
const lastLog = async (action: string) =>
  (await t.database.db.select().from(operationLog).where(eq(operationLog.action, action)).orderBy(desc(operationLog.id)).limit(1))[0];
const numberOf = async (id: number) => (await t.database.db.select().from(qrCodes).where(eq(qrCodes.id, id)))[0]!.number;
const fieldsOf = (data: unknown) => (data as { fields: { path: string; code: string }[] }).fields;
/** A free code bound to a new robot of A. */
const boundCode = async () => {
  const [id] = await newCodes();
  const r = await robot(a.adminToken, a.businessId);
  expect((await bind(id!, r.deviceNumber)).body.code).toBe(0);
  return { id: id!, robot: r };
};

describe('POST robotinfo/qrcode/create', () => {
  it('issues codes numbered in order from the sequence, free and in use, to the caller organisation, logged', async () => {
    const r = await create(3);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const { ids, first, last } = r.body.data;
    const numbers = await Promise.all(ids.map(numberOf));
    const seqs = numbers.map((n) => Number(n.slice(2)));
    expect(numbers.map((_, i) => qrCodeNumberOf(seqs[0]! + i))).toEqual(numbers);
    expect([first, last]).toEqual([numbers[0], numbers[2]]);
    expect(await one(ids[0]!)).toMatchObject({ number: first, state: 'in_use', robotId: null, downloads: 0, orgId: a.businessId });
    expect(await lastLog('qrCode.create')).toMatchObject({ target: `qrCodes:${first}..${last}`, result: 'success', detail: { count: 3 } });
  });

  it('refuses 0 and 201 codes naming count; another business is not found; a viewer may not create', async () => {
    for (const count of [0, 201]) {
      const r = await create(count);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(ErrorCode.VALIDATION);
      expect(fieldsOf(r.body.data)).toEqual([expect.objectContaining({ path: 'count', code: 'validation.qrCount' })]);
    }
    expect((await create(1, { orgId: b.businessId })).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'orgId' }] },
    });
    expect((await create(1, { orgId: a.childId })).body.code).toBe(0);
    expect((await create(1, {}, viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/qrcode/bind', () => {
  it('binds a free code to a device by its number, which then refuses a second bind and a discard (QR_CODE_BOUND)', async () => {
    const [id] = await newCodes();
    const r = await bind(id!, ` ${m130.deviceNumber} `);
    expect(r.body).toMatchObject({ code: 0, data: null });
    const c = await one(id!);
    expect(c).toMatchObject({ robotId: m130.id, deviceNumber: m130.deviceNumber, robotType: 1, boundBy: 'Admin QA' });
    expect(c?.boundAt).not.toBeNull();
    expect(await lastLog('qrCode.bind')).toMatchObject({
      target: `qrCode:${id} ${c?.number}`,
      detail: { deviceNumber: m130.deviceNumber },
    });
    const again = await bind(id!, siblingRobot.deviceNumber);
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.QR_CODE_BOUND]);
    expect((await post('discard', { id })).body.code).toBe(ErrorCode.QR_CODE_BOUND);
    expect((await one(id!))?.robotId).toBe(m130.id);
  });

  it('a device carries one code: another is refused on deviceNumber (QR_CODE_DEVICE_HAS_CODE), also when both race', async () => {
    const { robot: r } = await boundCode();
    const [other] = await newCodes();
    const refused = await bind(other!, r.deviceNumber);
    expect(refused.body).toMatchObject({ code: ErrorCode.QR_CODE_DEVICE_HAS_CODE, data: { fields: [{ path: 'deviceNumber' }] } });
    const free = await robot(a.adminToken, a.businessId);
    const [x, y] = await newCodes(2);
    const codes = (await Promise.all([bind(x!, free.deviceNumber), bind(y!, free.deviceNumber)])).map((res) => res.body.code);
    expect(codes.sort()).toEqual([0, ErrorCode.QR_CODE_DEVICE_HAS_CODE]);
  });

  it('refuses a device number it does not see as an unknown one, and a robot only lent to it in words, naming deviceNumber', async () => {
    const [id] = await newCodes();
    for (const n of ['YJ-130-99999', bRobot.deviceNumber]) {
      const r = await bind(id!, n);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(ErrorCode.VALIDATION);
      expect(fieldsOf(r.body.data)).toEqual([expect.objectContaining({ path: 'deviceNumber', code: 'validation.devicesUnknown' })]);
    }
    const [childCode] = await newCodes(1, childToken);
    expect((await bind(childCode!, siblingRobot.deviceNumber, childToken)).body.code).toBe(ErrorCode.VALIDATION);
    const hosted = await robot(a.adminToken, a.siblingId);
    const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    const lend = { robotIds: [hosted.id], orgId: a.childId, type: 2, startAt: at(-1), endAt: at(24) };
    await must(t.app, a.adminToken, 'POST', 'robotinfo/trusteeship/host', lend);
    const lent = await bind(childCode!, hosted.deviceNumber, childToken);
    expect(lent.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(lent.body.data)).toEqual([expect.objectContaining({ path: 'deviceNumber', code: 'validation.qrDeviceNotOwned' })]);
    expect((await bind(childCode!, hosted.deviceNumber, a.adminToken)).body.code).toBe(0);
  });
});

describe('POST robotinfo/qrcode/unbind', () => {
  it('frees a bound code, logged; a free code is refused (QR_CODE_NOT_BOUND); the freed code can then be discarded', async () => {
    const { id, robot: r } = await boundCode();
    expect((await post('unbind', { id })).body.code).toBe(0);
    expect(await one(id)).toMatchObject({ robotId: null, deviceNumber: null, boundAt: null, boundBy: null });
    expect(await lastLog('qrCode.unbind')).toMatchObject({
      target: `qrCode:${id} ${await numberOf(id)}`,
      detail: { deviceNumber: r.deviceNumber },
    });
    const again = await post('unbind', { id });
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.QR_CODE_NOT_BOUND]);
    expect((await post('discard', { id })).body.code).toBe(0);
  });
});

describe('POST robotinfo/qrcode/discard', () => {
  it('discards for good: bind, unbind, discard and download are refused (QR_CODE_DISCARDED), and its number is never issued again', async () => {
    const [id] = await newCodes();
    expect((await post('discard', { id })).body.code).toBe(0);
    expect(await one(id!)).toMatchObject({ state: 'discarded', discardedBy: 'Admin QA' });
    expect(await lastLog('qrCode.discard')).toMatchObject({ target: `qrCode:${id} ${await numberOf(id!)}`, result: 'success' });
    const refusals = [bind(id!, m130.deviceNumber), post('unbind', { id }), post('discard', { id }), post('download', { ids: [id] })];
    for (const r of await Promise.all(refusals)) expect([r.status, r.body.code]).toEqual([409, ErrorCode.QR_CODE_DISCARDED]);
    const discarded = await numberOf(id!);
    const { first } = (await create(2)).body.data;
    expect(first > discarded).toBe(true);
    expect((await t.database.db.select().from(qrCodes).where(eq(qrCodes.number, discarded))).length).toBe(1);
  });
});

describe('POST robotinfo/qrcode/download', () => {
  it('counts one download per code asked (repeats aside) and answers them in order; all or nothing', async () => {
    const [x, y] = await newCodes(2);
    const r = await post<TQrCode[]>('download', { ids: [y, x, y] });
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((c) => [c.id, c.downloads])).toEqual([
      [y, 1],
      [x, 1],
    ]);
    expect((await post<TQrCode[]>('download', { ids: [x] })).body.data[0]?.downloads).toBe(2);
    const [bCode] = await newCodes(1, b.adminToken);
    expect((await post('download', { ids: [x, bCode] })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await one(x!))?.downloads).toBe(2);
    expect((await post('download', { ids: [x] }, viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('GET robotinfo/qrcode/byNumber', () => {
  it('finds a code of the subtree by its number in any letter case; refuses a malformed one; another business gets not found', async () => {
    const [id] = await newCodes();
    const number = await numberOf(id!);
    const r = await byNumber(` ${number.toLowerCase()} `, viewer);
    expect(r.body).toMatchObject({ code: 0, data: { id, number, state: 'in_use' } });
    const bad = await byNumber('QR123');
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(bad.body.data)).toEqual([expect.objectContaining({ path: 'number', code: 'validation.qrCodeNumber' })]);
    const foreign = await byNumber(number, b.adminToken);
    expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
  });
});

describe('POST robotinfo/qrcode/list', () => {
  it('filters by keyword (number, device number, alias), state, bound or free, and organisation of the subtree; sorts', async () => {
    const { id: bound } = await boundCode();
    const [free] = await newCodes();
    const [childCode] = await newCodes(1, childToken);
    const boundNumber = await numberOf(bound);
    const ids = async (body: Record<string, unknown>) => (await list(body)).list.map((c) => c.id);
    expect(await ids({ keyword: boundNumber.toLowerCase() })).toEqual([bound]);
    expect(await ids({ keyword: m130.deviceNumber })).toHaveLength(1);
    const alias = (await list({ keyword: m130.deviceNumber })).list[0]?.robotAlias;
    expect(await ids({ keyword: alias?.slice(2) })).toEqual(await ids({ keyword: m130.deviceNumber }));
    expect(await ids({ bindState: 1 })).toContain(bound);
    expect(await ids({ bindState: 1 })).not.toContain(free);
    expect(await ids({ bindState: 0 })).toContain(free);
    expect((await list({ state: 'discarded' })).list.every((c) => c.state === 'discarded')).toBe(true);
    const childOnly = (await list({ orgId: a.childId })).list;
    expect(childOnly.map((c) => c.id)).toContain(childCode);
    expect(childOnly.every((c) => c.orgId === a.childId)).toBe(true);
    expect((await post('list', { orgId: b.businessId })).body.code).toBe(ErrorCode.NOT_FOUND);
    const sorted = (await list({ sortField: 'number', sortOrder: 'asc' })).list.map((c) => c.number);
    expect(sorted).toEqual([...sorted].sort());
    // The child's user sees its own subtree only: what the orgId filter gave the administrator.
    expect((await list({}, childToken)).list).toEqual(childOnly);
  });
});

describe('POST robotinfo/qrcode/export', () => {
  const exportCsv = (lang: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/robotinfo/qrcode/export`,
      headers: { authorization: a.adminToken, 'accept-language': lang },
      payload: body,
    });
  it('writes the filtered codes as CSV in the caller language, formula-safe', async () => {
    const { id, robot: r } = await boundCode();
    const number = await numberOf(id);
    const en = await exportCsv('en', { keyword: number });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    const [header, row] = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('QR code number,State,Device number,Robot type,Bound at,Downloads,Organization,Created at');
    expect(row).toMatch(new RegExp(`^${number},In use,${r.deviceNumber},Model 130,\\d{4}-.+Z,0,Business QA,\\d{4}-.+Z$`));
    const zh = (await exportCsv('zh', { keyword: number })).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(zh[0]).toBe('二维码编号,状态,设备编号,机器人类型,绑定时间,下载次数,所属组织,创建时间');
    expect(zh[1]).toContain(`${number},使用中,${r.deviceNumber},130 型,`);
    const org = await must(t.app, a.adminToken, 'POST', 'user-service/user/org/save', { name: '=cmd', level: 2, parentId: a.businessId });
    const { first } = (await create(1, { orgId: org.id })).body.data;
    expect((await exportCsv('en', { keyword: first })).body).toContain(`${first},In use,,,,0,'=cmd,`);
  });
});

describe('tenancy', () => {
  it("another business gets not found on every route naming A's code, and nothing changes", async () => {
    const { id, robot: r } = await boundCode();
    const [free] = await newCodes();
    const before = await t.database.db.select().from(qrCodes).orderBy(asc(qrCodes.id));
    const tries = [
      bind(free!, bRobot.deviceNumber, b.adminToken),
      post('unbind', { id }, b.adminToken),
      post('discard', { id: free }, b.adminToken),
      post('download', { ids: [free] }, b.adminToken),
      byNumber(await numberOf(id), b.adminToken),
    ];
    for (const res of await Promise.all(tries)) expect([res.status, res.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect((await list({ keyword: r.deviceNumber }, b.adminToken)).total).toBe(0);
    expect(await t.database.db.select().from(qrCodes).orderBy(asc(qrCodes.id))).toEqual(before);
  });

  it('deleting a robot lets go of its code, which is free again', async () => {
    const { id, robot: r } = await boundCode();
    expect((await call(t.app, 'DELETE', `robotinfo/robot/delete/${r.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect(await one(id)).toMatchObject({ state: 'in_use', robotId: null, deviceNumber: null });
    const log = await lastLog('robot.delete');
    expect(log?.detail).toEqual({ qrCodes: [await numberOf(id)] });
    expect((await post('discard', { id })).body.code).toBe(0);
    const rows = await t.database.db
      .select()
      .from(qrCodes)
      .where(and(eq(qrCodes.id, id), eq(qrCodes.state, 'discarded')));
    expect(rows).toHaveLength(1);
  });
});
