import { ErrorCode, SEEDED_ROBOT_TYPES, type TRobotTypeOption, type TRobotTypeRow } from '@fleet/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let platform: string;
let a: Awaited<ReturnType<typeof buildBusiness>>;
/** A business user to whom the platform handed the catalogue's write codes: the rule still refuses them. */
let businessEditor: string;
/** A business user with no catalogue permission at all: still reads the options every screen names types from. */
let plainUser: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'RT');
  businessEditor = await userInOrg(t.app, platform, a.businessId, [
    'robottypeConfig:view',
    'robottypeConfig:create',
    'robottypeConfig:edit',
  ]);
  plainUser = await userInOrg(t.app, a.adminToken, a.childId, []);
}, 120_000);
afterAll(() => t.close());

let nextCode = 100;
const typeBody = (extra: Record<string, unknown> = {}) => {
  nextCode += 1;
  return {
    code: nextCode,
    model: `T${nextCode}`,
    nameZh: `${nextCode} 型`,
    nameEn: `Model ${nextCode}`,
    nameJa: `${nextCode}型`,
    capabilities: ['camera', 'gps', 'camera'],
    consumables: [{ key: 'mainBrush', lifespanHours: 250 }],
    ...extra,
  };
};
const save = (body: Record<string, unknown>, token = platform) => call(t.app, 'POST', 'robotinfo/robotType/save', { token, body });
const update = (body: Record<string, unknown>, token = platform) => call(t.app, 'PUT', 'robotinfo/robotType/update', { token, body });
const remove = (code: number, token = platform, lang = 'en') =>
  call(t.app, 'DELETE', `robotinfo/robotType/delete/${code}`, { token, lang });
const options = async (token: string) => (await call<TRobotTypeOption[]>(t.app, 'GET', 'robotinfo/robotType/options', { token })).body.data;
const rowOf = async (code: number) =>
  (
    await call<{ list: TRobotTypeRow[] }>(t.app, 'POST', 'robotinfo/robotType/list', { token: platform, body: { pageSize: 100 } })
  ).body.data.list.find((r) => r.code === code);
const register = (robotType: number, deviceNumber: string) =>
  call(t.app, 'POST', 'robotinfo/robot/register', {
    token: a.adminToken,
    body: { deviceNumber, alias: 'Typed', robotType, simulated: deviceNumber.startsWith('SIMULATION') },
  });
const fieldPaths = (body: { data?: unknown }) => (body.data as { fields: { path: string }[] }).fields.map((f) => f.path);

describe('GET robotinfo/robotType/options', () => {
  it('gives every signed-in user the seeded types of spec §4 in code order', async () => {
    const list = await options(plainUser);
    expect(list.slice(0, 4)).toEqual(SEEDED_ROBOT_TYPES.map((s) => expect.objectContaining(s)));
    expect(list[0]!.capabilities).toContain('camera');
  });
});

describe('POST robotinfo/robotType/save', () => {
  it('adds a type with its capabilities once, shown in the options and the list with no robots, logged', async () => {
    const body = typeBody();
    expect((await save(body)).body).toMatchObject({ code: 0, data: { code: body.code } });
    expect((await options(plainUser)).find((o) => o.code === body.code)).toMatchObject({
      model: body.model,
      capabilities: ['camera', 'gps'],
    });
    expect(await rowOf(body.code)).toMatchObject({
      robots: 0,
      consumables: body.consumables,
      pictureId: null,
      updatedBy: expect.any(String),
    });
    const [log] = await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1);
    expect(log).toMatchObject({ action: 'robotType.create', target: `robotType:${body.code} ${body.model}` });
  });

  it('refuses a code or a model (letter case aside) that exists, naming the field', async () => {
    const first = typeBody();
    await save(first);
    const sameCode = await save({ ...typeBody(), code: first.code });
    expect(sameCode.status).toBe(409);
    expect(sameCode.body).toMatchObject({ code: ErrorCode.ROBOT_TYPE_CODE_TAKEN, data: { fields: [{ path: 'code' }] } });
    const sameModel = await save(typeBody({ model: first.model.toLowerCase() }));
    expect(sameModel.body).toMatchObject({ code: ErrorCode.ROBOT_TYPE_MODEL_TAKEN, data: { fields: [{ path: 'model' }] } });
    expect((await save(typeBody({ model: '130' }))).body.code).toBe(ErrorCode.ROBOT_TYPE_MODEL_TAKEN);
  });

  it('refuses a consumable listed twice, a bad model and names with edge spaces, naming each field', async () => {
    const r = await save(
      typeBody({
        model: 'T-1',
        nameEn: ' Model ',
        consumables: [
          { key: 'filter', lifespanHours: 100 },
          { key: 'filter', lifespanHours: 90 },
        ],
      }),
    );
    expect(r.status).toBe(400);
    expect(fieldPaths(r.body).sort()).toEqual(['consumables.1.key', 'model', 'nameEn']);
  });

  it('refuses a picture that is not a file of the caller, naming pictureId', async () => {
    const r = await save(typeBody({ pictureId: 999_999 }));
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'pictureId' }] } });
  });

  it('is platform staff only: a business user holding the write codes is refused and nothing is written', async () => {
    const body = typeBody();
    const r = await save(body, businessEditor);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await update({ code: 1, nameEn: 'Hijacked' }, businessEditor)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await options(plainUser)).map((o) => o.code)).not.toContain(body.code);
    expect((await save(typeBody(), a.adminToken)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('registration reads the catalogue', () => {
  it("registers a robot of a new type whose number carries the type's model; another model or an unknown type is refused", async () => {
    const body = typeBody({ model: 'Z9' });
    await save(body);
    expect((await register(body.code, 'SIMULATION-Z9-00001')).body.code).toBe(0);
    const wrongModel = await register(body.code, 'SIMULATION-130-07001');
    expect(wrongModel.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: [{ path: 'deviceNumber', code: 'validation.deviceModel' }] },
    });
    const unknown = await register(9999, 'SIMULATION-Z9-00002');
    expect(unknown.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'robotType' }] } });
    expect(unknown.body.msg).toContain('not in the catalogue');
    const batch = await call(t.app, 'POST', 'robotinfo/robot/registerBatch', {
      token: a.adminToken,
      body: { model: '90', robotType: body.code, simulated: true, count: 1 },
    });
    expect(batch.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'model' }] } });
    expect(await rowOf(body.code)).toMatchObject({ robots: 1 });
  });
});

describe('other bodies naming types', () => {
  it('refuse a code the catalogue lacks, naming the field: component models, requirements and products', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['robotinfo/component/model/save', { model: 'BR-unknown', kind: 'brush', robotTypes: [1, 4242] }, 'robotTypes'],
      ['robotinfo/demand/save', { title: 'Unknown type', priority: 1, robotTypes: [4242] }, 'robotTypes'],
      ['robotinfo/product/save', { name: 'Unknown', model: 'P-unknown', robotType: 4242, components: [] }, 'robotType'],
    ];
    for (const [path, body, path2] of cases) {
      const r = await call(t.app, 'POST', path, { token: a.adminToken, body });
      expect(r.body, path).toMatchObject({
        code: ErrorCode.VALIDATION,
        data: { fields: [{ path: path2, code: 'validation.robotTypeUnknown' }] },
      });
    }
  });
});

describe('PUT robotinfo/robotType/update and DELETE robotinfo/robotType/delete/:code', () => {
  it('renames a type in use, but keeps its model and refuses to delete it, saying how many robots', async () => {
    const body = typeBody({ model: 'Y8' });
    await save(body);
    await register(body.code, 'SIMULATION-Y8-00001');
    await register(body.code, 'SIMULATION-Y8-00002');
    expect((await update({ code: body.code, nameEn: 'Hall sweeper', capabilities: ['elevator'] })).body.code).toBe(0);
    expect((await options(plainUser)).find((o) => o.code === body.code)).toMatchObject({
      nameEn: 'Hall sweeper',
      capabilities: ['elevator'],
    });
    const model = await update({ code: body.code, model: 'Y9' });
    expect(model.body).toMatchObject({ code: ErrorCode.ROBOT_TYPE_IN_USE, data: { fields: [{ path: 'model' }] } });
    const del = await remove(body.code);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe(ErrorCode.ROBOT_TYPE_IN_USE);
    expect(del.body.msg).toMatch(/^2 robots/);
    expect((await remove(body.code, platform, 'zh')).body.msg).toContain('有 2 台机器人');
    expect((await update({ code: body.code, nameEn: 'Hall sweeper' })).body.code).toBe(ErrorCode.NO_CHANGES);
  });

  it('changes the model of an unused type; refuses to delete a type a component model names; deletes an unused one', async () => {
    const body = typeBody();
    await save(body);
    expect((await update({ code: body.code, model: `${body.model}B` })).body.code).toBe(0);
    await must(t.app, a.adminToken, 'POST', 'robotinfo/component/model/save', {
      model: `BR-${body.code}`,
      kind: 'brush',
      consumable: false,
      robotTypes: [body.code],
    });
    const listed = await remove(body.code);
    expect(listed.body.code).toBe(ErrorCode.ROBOT_TYPE_LISTED);
    expect(listed.body.msg).toMatch(/^1 products, component models/);
    const unused = typeBody();
    await save(unused);
    expect((await remove(unused.code)).body.code).toBe(0);
    expect((await options(plainUser)).map((o) => o.code)).not.toContain(unused.code);
    expect((await remove(unused.code)).body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses a seeded type in use by the demo or test robots, and a business admin altogether', async () => {
    expect((await remove(1, a.adminToken)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    await register(1, `YJ-130-${String(nextCode).padStart(5, '0')}`);
    expect((await remove(1)).body.code).toBe(ErrorCode.ROBOT_TYPE_IN_USE);
  });
});
