import { SimStatus, ZConfigReport, ZSimStatus, ZTelemetry, type TCommandType } from '@fleet/contracts';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel, type RobotModelOptions } from '../robot-model';
import { telemetryOf } from '../robot-status';
import { CommandInbox } from './commands';
import { CONSUMABLE_LIFESPANS, DEFAULT_CONFIG_VALUES } from './config';

const map = generateFloorMap(3);
const clock = 1_700_000_000_000;
let inbox: CommandInbox;
beforeEach(() => {
  inbox = new CommandInbox();
});

const make = (o: Partial<RobotModelOptions> = {}) => new RobotModel({ map, seed: 3, now: () => clock, ...o });
const send = (m: RobotModel, type: TCommandType, args: Record<string, unknown> = {}) =>
  inbox.answer(m, { commandId: randomUUID(), type, args, expiresAt: clock + 30_000 });
/** The configuration reports queued since the last call, parsed as the server would. */
const reports = (m: RobotModel) =>
  m
    .takeOutbox()
    .filter((u) => u.kind === 'config')
    .map((u) => ZConfigReport.parse(u.payload));

describe('configuration report', () => {
  it('is sent on connect with factory values, worn consumables, a SIM and versions', () => {
    const m = make();
    m.connected();
    const [r] = reports(m);
    expect(r).toMatchObject({
      ts: clock,
      values: DEFAULT_CONFIG_VALUES,
      scheduleVersion: null,
      versions: { mainUnit: expect.any(String) },
    });
    expect(r!.consumables.map((c) => [c.key, c.lifespanHours])).toEqual(Object.entries(CONSUMABLE_LIFESPANS));
    for (const c of r!.consumables) expect(c.usedHours).toBeLessThan(c.lifespanHours);
    expect(ZSimStatus.safeParse(r!.sim!.status).success).toBe(true);
    expect(r!.sim!.iccid).toMatch(/^\d{20}$/);
  });
  it("reports the factory parts it was given (its type's catalogue entry) instead of the simulator's table", () => {
    const m = make({
      consumables: [
        { key: 'mop', lifespanHours: 80 },
        { key: 'uvLamp', lifespanHours: 2000 },
      ],
    });
    m.connected();
    const [r] = reports(m);
    expect(r!.consumables.map((c) => [c.key, c.lifespanHours])).toEqual([
      ['mop', 80],
      ['uvLamp', 2000],
    ]);
  });
  it('differs per robot, is the same for the same seed, and most SIM cards are normal', () => {
    const used = (seed: number) => make({ seed }).config.consumables.map((c) => c.usedHours);
    expect(used(5)).toEqual(used(5));
    expect(used(5)).not.toEqual(used(6));
    const normal = Array.from({ length: 40 }, (_, i) => make({ seed: i + 1 }).config.sim.status).filter((s) => s === SimStatus.NORMAL);
    expect(normal.length).toBeGreaterThanOrEqual(28);
  });
  it('carries the version of the schedule the robot holds', () => {
    const m = make();
    m.schedule = { version: 'v9', tasks: [], reservations: [] } as unknown as RobotModel['schedule'];
    expect(send(m, 'getConfig')?.result).toBe('success');
    expect(reports(m)[0]!.scheduleVersion).toBe('v9');
  });
  it('is repeated every simulated hour; consumables wear only while cleaning, SIM traffic grows', () => {
    const m = make();
    const before = m.config.consumables.map((c) => c.usedHours);
    const traffic = m.config.sim.trafficMb;
    m.step(3599);
    expect(reports(m)).toHaveLength(0);
    m.step(2);
    expect(reports(m)).toHaveLength(1);
    expect(m.config.consumables.map((c) => c.usedHours)).toEqual(before);
    expect(m.config.sim.trafficMb).toBeGreaterThan(traffic);
    expect(send(m, 'startTask', { taskId: 'T-1' })?.result).toBe('success');
    m.step(360);
    for (const [i, c] of m.config.consumables.entries()) expect(c.usedHours - before[i]!).toBeCloseTo(0.1, 2);
  });
});

describe('setConfig', () => {
  it('applies a partial change and answers with a new report', () => {
    const m = make();
    expect(send(m, 'setConfig', { values: { volume: 30, junkEventMode: 'off' } })?.result).toBe('success');
    expect(reports(m)[0]!.values).toEqual({ ...DEFAULT_CONFIG_VALUES, volume: 30, junkEventMode: 'off' });
  });
  it('refuses a bad value, and a replace (import) that lacks values, changing nothing', () => {
    const m = make();
    expect(send(m, 'setConfig', { values: { volume: 101 } })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    expect(send(m, 'setConfig', { values: { streamingVersion: 3 } })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    expect(send(m, 'setConfig', { values: { volume: 10 }, replace: true })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    expect(m.config.values).toEqual(DEFAULT_CONFIG_VALUES);
    expect(reports(m)).toHaveLength(0);
    const all = { ...DEFAULT_CONFIG_VALUES, volume: 10, streamingVersion: 1 };
    expect(send(m, 'setConfig', { values: all, replace: true })?.result).toBe('success');
    expect(m.config.values).toEqual(all);
  });
  it('maxSpeed limits the cleaning speed', () => {
    const m = make();
    send(m, 'startTask', { taskId: 'T-1' });
    const top = (n: number) => Math.max(...Array.from({ length: n }, () => (m.step(1), m.speed)));
    expect(top(60)).toBeCloseTo(0.5, 2);
    expect(send(m, 'setConfig', { values: { maxSpeed: 0.3 } })?.result).toBe('success');
    expect(top(60)).toBeCloseTo(0.3, 2);
    expect(m.activity).toBe('cleaning');
  });
  it('returnBattery is where a working robot heads home', () => {
    const working = (returnBattery?: number) => {
      const m = make({ battery: 42 });
      if (returnBattery) send(m, 'setConfig', { values: { returnBattery } });
      send(m, 'startTask', { taskId: 'T-1' });
      while (m.activity === 'cleaning' && m.battery > 35) m.step(1);
      return { activity: m.activity, battery: Math.round(m.battery) };
    };
    expect(working()).toEqual({ activity: 'cleaning', battery: 35 });
    expect(working(40)).toEqual({ activity: 'toDock', battery: 40 });
  });
});

describe('resetConsumable', () => {
  it('starts a replaced part from zero hours and reports it; an unknown part is invalidArgs', () => {
    const m = make();
    const before = m.config.consumables.find((c) => c.key === 'filter')!.usedHours;
    expect(before).toBeGreaterThan(0);
    expect(send(m, 'resetConsumable', { key: 'filter' })?.result).toBe('success');
    expect(reports(m)[0]!.consumables.find((c) => c.key === 'filter')!.usedHours).toBe(0);
    expect(send(m, 'resetConsumable', { key: 'rotor' })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
  });
});

describe('signal', () => {
  it('is a percentage in telemetry, weaker far from the dock', () => {
    const m = make();
    const atDock = ZTelemetry.parse(telemetryOf(m)).signal!;
    m.pose = { x: m.map.dock.x + 30, y: m.map.dock.y + 20, angle: 0 };
    const far = telemetryOf(m).signal!;
    expect(atDock).toBeGreaterThan(85);
    expect(far).toBeLessThan(atDock - 20);
    expect(far).toBeGreaterThanOrEqual(0);
  });
});
