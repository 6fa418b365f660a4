// One file over 300 lines on purpose: the inventory's routes share one setup (two businesses, a catalogue
// model, robots of a fitting and a non-fitting type) that takes seconds to build, and the refused model
// delete counts the stock the earlier tests left. Split by route (import/export apart) when it grows.
import {
  COMPONENT_MOVES,
  ComponentAction,
  ComponentState,
  ErrorCode,
  nextComponentState,
  type TComponent,
  type TComponentAction,
  type TComponentHistoryItem,
  type TComponentState,
} from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, operationLog } from '../../db/schema';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** A's battery model, fitting the M130 (robot type 1) only; B's own model. */
let battery: { id: number; model: string };
let bModel: number;
/** A's robots: an M130 the battery fits, an M40 it does not; B's M130. */
let m130: number;
let m40: number;
let bRobot: number;
let viewer: string;

let seq = 500;
const robot = async (token: string, robotType: number, model: number) =>
  (
    await must(t.app, token, 'POST', 'robotinfo/robot/register', {
      deviceNumber: `YJ-${model}-${String((seq += 1)).padStart(5, '0')}`,
      alias: 'Comp',
      robotType,
      simulated: false,
    })
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'RA');
  b = await buildBusiness(t.app, platform, 'RB');
  const model = uniq('BAT-');
  const { id } = await must(t.app, a.adminToken, 'POST', 'robotinfo/component/model/save', { model, kind: 'battery', robotTypes: [1] });
  battery = { id, model };
  bModel = (
    await must(t.app, b.adminToken, 'POST', 'robotinfo/component/model/save', { model: uniq('BB-'), kind: 'lidar', robotTypes: [1] })
  ).id;
  m130 = await robot(a.adminToken, 1, 130);
  m40 = await robot(a.adminToken, 20, 40);
  bRobot = await robot(b.adminToken, 1, 130);
  viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['componentResource:view']);
}, 120_000);
afterAll(() => t.close());

const create = (token: string, extra: Record<string, unknown> = {}) =>
  call<{ id: number }>(t.app, 'POST', 'robotinfo/component/resource/save', {
    token,
    body: { componentModelId: battery.id, serialNo: uniq('SN-'), ...extra },
  });
const newComponent = async (extra: Record<string, unknown> = {}) =>
  must(t.app, a.adminToken, 'POST', 'robotinfo/component/resource/save', {
    componentModelId: battery.id,
    serialNo: uniq('SN-'),
    ...extra,
  });
const act = (id: number, action: TComponentAction, extra: Record<string, unknown> = {}, token = a.adminToken) =>
  call(t.app, 'POST', 'robotinfo/component/resource/action', {
    token,
    body: { id, action, ...(action === 'install' ? { robotId: m130 } : {}), ...extra },
  });
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await call<{ list: TComponent[]; total: number }>(t.app, 'POST', 'robotinfo/component/resource/list', {
      token,
      body: { pageSize: 100, ...body },
    })
  ).body.data;
const one = async (id: number) => (await list(a.adminToken)).list.find((c) => c.id === id);
const history = (id: number, token = a.adminToken) =>
  call<TComponentHistoryItem[]>(t.app, 'GET', `robotinfo/component/resource/history/${id}`, { token });
const importCsv = (csv: string, dryRun: boolean, token = a.adminToken, lang = 'en') =>
  call<{
    committed: boolean;
    total: number;
    invalid: number;
    fileErrors: { code: string; vars?: Record<string, unknown> }[];
    rows: { line: number; serialNo: string; errors: { field: string; code: string; vars?: Record<string, unknown> }[] }[];
  }>(t.app, 'POST', 'robotinfo/component/resource/import', { token, lang, body: { csv, dryRun } });
const countOfModel = async () => (await t.database.db.select().from(components).where(eq(components.componentModelId, battery.id))).length;

/** A new component driven into `state` along the machine's own moves. */
const inState = async (state: TComponentState) => {
  const { id } = await newComponent();
  const path: Record<TComponentState, TComponentAction[]> = {
    idle: [],
    inUse: ['install'],
    underRepair: ['repair'],
    discarded: ['discard'],
  };
  for (const step of path[state]) expect((await act(id, step)).body.code).toBe(0);
  return id;
};

describe('POST robotinfo/component/resource/save', () => {
  it('adds an idle component of a catalogue model, with a "created" history entry, logged', async () => {
    const serialNo = uniq('SN-');
    const r = await create(a.adminToken, { serialNo, expiresAt: '2027-06-30', serialType: 'asset', note: 'Spare' });
    expect(r.body.code).toBe(0);
    expect(await one(r.body.data.id)).toMatchObject({
      state: 'idle',
      serialNo,
      serialType: 'asset',
      expiresAt: '2027-06-30',
      model: battery.model,
      kind: 'battery',
      robotId: null,
      orgId: a.businessId,
    });
    const h = (await history(r.body.data.id)).body.data;
    expect(h.map((e) => [e.event, e.fromState, e.toState])).toEqual([['created', null, 'idle']]);
    const [log] = await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1);
    expect(log).toMatchObject({ action: 'component.create', result: 'success' });
  });

  it('refuses a serial number the model already has (letter case aside) naming serialNo; another model may use it', async () => {
    const serialNo = uniq('dup-');
    await newComponent({ serialNo });
    const again = await create(a.adminToken, { serialNo: serialNo.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ErrorCode.COMPONENT_SERIAL_TAKEN, data: { fields: [{ path: 'serialNo' }] } });
    expect((await create(b.adminToken, { componentModelId: bModel, serialNo })).body.code).toBe(0);
  });

  it('refuses a day that does not exist and a serial with edge spaces, naming the fields', async () => {
    const r = await create(a.adminToken, { serialNo: ' X1', expiresAt: '2027-02-30' });
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect((r.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(['expiresAt', 'serialNo']);
  });

  it("another business's model does not exist for the caller; a viewer may not add (PERMISSION_DENIED)", async () => {
    const r = await create(a.adminToken, { componentModelId: bModel });
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'componentModelId' }] } });
    expect((await create(viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('the component state machine (every state × every action)', () => {
  const states = Object.values(ComponentState);
  const actions = Object.keys(COMPONENT_MOVES) as TComponentAction[];
  it.each(states.flatMap((s) => actions.map((act) => [s, act] as const)))('from %s, %s', async (state, action) => {
    const id = await inState(state);
    const r = await act(id, action);
    const next = nextComponentState(state, action);
    if (next === null) {
      expect(r.body.code).toBe(ErrorCode.COMPONENT_STATE_REFUSED);
      expect((await one(id))?.state).toBe(state);
    } else {
      expect(r.body.code).toBe(0);
      const c = await one(id);
      expect(c?.state).toBe(next);
      // The robot link is kept exactly while in use.
      expect(c?.robotId).toBe(next === 'inUse' ? m130 : null);
    }
  });
  it('discarded is final: no action leaves it', () => {
    expect(actions.filter((x) => nextComponentState('discarded', x) !== null)).toEqual([]);
  });
});

describe('POST robotinfo/component/resource/action', () => {
  it('installs into a robot of a fitting type and says where it went; its history names the robot both ways', async () => {
    const { id } = await newComponent();
    expect((await act(id, 'install', { note: 'New pack' })).body.code).toBe(0);
    const c = await one(id);
    expect(c).toMatchObject({ state: 'inUse', robotId: m130, deviceNumber: expect.stringMatching(/^YJ-130-/) });
    expect(c?.installedAt).not.toBeNull();
    expect((await list(a.adminToken, { robotId: m130 })).list.map((x) => x.id)).toContain(id);
    expect((await act(id, ComponentAction.REPAIR)).body.code).toBe(0);
    const h = (await history(id)).body.data;
    expect(h.map((e) => [e.event, e.deviceNumber])).toEqual([
      ['repair', c?.deviceNumber],
      ['install', c?.deviceNumber],
      ['created', null],
    ]);
    expect(h[1]?.note).toBe('New pack');
  });

  it('refuses a robot type the model does not fit (COMPONENT_NOT_FOR_TYPE with the model), and leaves it idle', async () => {
    const { id } = await newComponent();
    const r = await act(id, 'install', { robotId: m40 });
    expect(r.body).toMatchObject({ code: ErrorCode.COMPONENT_NOT_FOR_TYPE, data: { fields: [{ path: 'robotId' }] } });
    expect(r.body.msg).toContain(battery.model);
    expect((await one(id))?.state).toBe('idle');
  });

  it("another business's robot and components do not exist for the caller", async () => {
    const { id } = await newComponent();
    expect((await act(id, 'install', { robotId: bRobot })).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'robotId' }] },
    });
    expect((await act(id, 'discard', {}, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await history(id, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await list(b.adminToken)).list.map((c) => c.id)).not.toContain(id);
  });

  it('install needs a robot (robotId required); other actions take none', async () => {
    const { id } = await newComponent();
    const r = await call(t.app, 'POST', 'robotinfo/component/resource/action', { token: a.adminToken, body: { id, action: 'install' } });
    expect(r.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'robotId' }] } });
    const extra = await call(t.app, 'POST', 'robotinfo/component/resource/action', {
      token: a.adminToken,
      body: { id, action: 'discard', robotId: m130 },
    });
    expect(extra.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('a viewer may not move a component (PERMISSION_DENIED)', async () => {
    const { id } = await newComponent();
    expect((await act(id, 'discard', {}, viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('PUT robotinfo/component/resource/update', () => {
  const update = (body: Record<string, unknown>) =>
    call(t.app, 'PUT', 'robotinfo/component/resource/update', { token: a.adminToken, body });
  it('changes the given fields, null clears the expiry, and writes an "edited" entry', async () => {
    const { id } = await newComponent({ expiresAt: '2027-01-01' });
    expect((await update({ id, serialNo: uniq('NEW-'), expiresAt: null })).body.code).toBe(0);
    expect((await one(id))?.expiresAt).toBeNull();
    expect((await history(id)).body.data[0]).toMatchObject({ event: 'edited', note: 'serialNo, expiresAt' });
    expect((await update({ id, expiresAt: null })).body.code).toBe(ErrorCode.NO_CHANGES);
  });
  it('a discarded component is history: its data no longer changes', async () => {
    const id = await inState('discarded');
    expect((await update({ id, note: 'late' })).body.code).toBe(ErrorCode.COMPONENT_STATE_REFUSED);
  });
});

describe('deleting a component model with stock', () => {
  it('is refused with the count (COMPONENT_MODEL_IN_STOCK)', async () => {
    const r = await call(t.app, 'DELETE', `robotinfo/component/model/delete/${battery.id}`, { token: a.adminToken });
    expect(r.body.code).toBe(ErrorCode.COMPONENT_MODEL_IN_STOCK);
    expect(r.body.msg).toContain(String(await countOfModel()));
  });
});

describe('POST robotinfo/component/resource/import', () => {
  const file = (rows: string[], header = 'model,serialType,serialNo,expiresAt,note') => [header, ...rows].join('\r\n');

  it('dry run: every row checked, problems per row, nothing written; the fixed file commits all rows at once', async () => {
    const batch = `IMP-${(seq += 1)}-`;
    const s = (n: number) => `${batch}${n}`;
    const taken = (await newComponent()).id;
    const takenSerial = (await one(taken))!.serialNo;
    const rows = [
      `${battery.model},factory,${s(1)},2027-06-30,`,
      `${battery.model.toLowerCase()},Asset tag,${s(2)},2027/6/30,from CSV`,
      `NO-SUCH-MODEL,,${s(3)},,`,
      `${battery.model},,${s(1)},,`,
      `${battery.model},,${takenSerial},2027-13-01,`,
      `${battery.model},robot,${s(5)},,`,
    ];
    const before = await countOfModel();
    const dry = (await importCsv(file(rows), true)).body.data;
    expect(dry).toMatchObject({ committed: false, total: 6, invalid: 4, fileErrors: [] });
    const errs = Object.fromEntries(dry.rows.map((r) => [r.line, r.errors.map((e) => `${e.field}:${e.code}`)]));
    expect(errs).toEqual({
      2: [],
      3: [],
      4: ['model:validation.modelUnknown'],
      5: ['serialNo:validation.duplicateInFile'],
      6: ['expiresAt:validation.ymd', 'serialNo:errors.COMPONENT_SERIAL_TAKEN'],
      7: ['serialType:validation.oneOf'],
    });
    expect(dry.rows.find((r) => r.line === 5)?.errors[0]?.vars).toEqual({ line: 2 });
    // A commit of the same file writes nothing either: all or none.
    expect((await importCsv(file(rows), false)).body.data).toMatchObject({ committed: false, invalid: 4 });
    expect(await countOfModel()).toBe(before);

    const fixed = [rows[0]!, rows[1]!, `${battery.model},,${s(6)},,`];
    const done = (await importCsv(file(fixed), false)).body.data;
    expect(done).toMatchObject({ committed: true, total: 3, invalid: 0 });
    expect(await countOfModel()).toBe(before + 3);
    const imported = (await list(a.adminToken, { keyword: batch })).list;
    expect(imported.map((c) => [c.serialNo, c.serialType, c.expiresAt, c.state]).sort()).toEqual([
      [s(1), 'factory', '2027-06-30', 'idle'],
      [s(2), 'asset', '2027-06-30', 'idle'],
      [s(6), 'factory', null, 'idle'],
    ]);
    expect((await history(imported[0]!.id)).body.data.map((h) => h.event)).toEqual(['imported']);
  });

  it('reads headers in any language, and refuses a file without its required columns or rows', async () => {
    const zh = file([`${battery.model},${uniq('ZH-')}`], '型号,序列号');
    expect((await importCsv(zh, true)).body.data).toMatchObject({ invalid: 0, total: 1 });
    const missing = (await importCsv(file([`${battery.model}`], 'model'), true, a.adminToken, 'ja')).body.data;
    expect(missing.fileErrors).toEqual([{ field: 'serialNo', code: 'validation.csvColumnMissing', vars: { column: 'シリアル番号' } }]);
    expect((await importCsv('model,serialNo\r\n,,\r\n', true)).body.data.fileErrors.map((e) => e.code)).toEqual(['validation.csvNoRows']);
    expect((await importCsv('model,serialNo\r\n"unclosed,1\r\n', true)).body.data.fileErrors.map((e) => e.code)).toEqual([
      'validation.csvUnreadable',
    ]);
  });

  it("another business's model numbers are unknown to the caller; a viewer may not import", async () => {
    const bNumber = (
      await call<{ list: { model: string }[] }>(t.app, 'POST', 'robotinfo/component/model/list', { token: b.adminToken, body: {} })
    ).body.data.list[0]!.model;
    const r = (await importCsv(file([`${bNumber},,${uniq('X-')},,`]), true)).body.data;
    expect(r.rows[0]?.errors.map((e) => e.code)).toEqual(['validation.modelUnknown']);
    expect((await importCsv(file([`${battery.model},,${uniq('X-')},,`]), true, viewer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/component/resource/export', () => {
  it('writes the filtered inventory as CSV in the caller language, which imports again (dry run)', async () => {
    const { id } = await newComponent({ note: '=cmd' });
    const serialNo = (await one(id))!.serialNo;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/robotinfo/component/resource/export`,
      headers: { authorization: a.adminToken, 'accept-language': 'zh' },
      payload: { keyword: serialNo },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, row] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('型号,序列号类型,序列号,到期日期,备注,类型,状态,设备编号,更新时间');
    expect(row).toContain(`${battery.model},厂商序列号,${serialNo},,'=cmd,电池,空闲,,`);
    const again = (await importCsv(res.body, true)).body.data;
    expect(again.rows[0]?.errors.map((e) => e.code)).toEqual(['errors.COMPONENT_SERIAL_TAKEN']);
  });
});
