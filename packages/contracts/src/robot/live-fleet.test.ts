import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLEET_STATES } from '../home/home.enums';
import { decodeFleetRow, fleetRow, readFleetMessage, ZFleetMessage, ZFleetRow } from './live-fleet';

const base = {
  id: 12,
  online: true,
  battery: 48.5,
  workStatus: 1,
  deviceState: 1,
  chargeStatus: 0,
  lastSeenAt: '2026-11-26T08:00:01.900Z',
  updatedAt: '2026-11-26T08:00:00.100Z',
} as const;

describe('compact fleet rows', () => {
  it('carry the one fleet state (lock first), the battery, the last message in seconds and the GPS position', () => {
    expect(fleetRow({ ...base, geo: { lat: 31.23, lng: 121.47 } })).toEqual([
      12,
      FLEET_STATES.indexOf('working'),
      48.5,
      1795680001,
      1795680000,
      31.23,
      121.47,
    ]);
    expect(fleetRow({ ...base, locked: true })[1]).toBe(FLEET_STATES.indexOf('locked'));
    expect(fleetRow({ ...base, online: false, battery: undefined, lastSeenAt: null, updatedAt: null })).toEqual([
      12,
      FLEET_STATES.indexOf('offline'),
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('read back as the robot they describe, and a row of another shape is refused', () => {
    const row = fleetRow({ ...base, geo: { lat: 52.52, lng: 13.4 } });
    expect(ZFleetRow.parse(row)).toEqual(row);
    expect(decodeFleetRow(row)).toEqual({
      id: 12,
      state: 'working',
      battery: 48.5,
      seenAt: 1795680001000,
      reportedAt: 1795680000000,
      geo: { lat: 52.52, lng: 13.4 },
    });
    expect(ZFleetRow.safeParse([12, FLEET_STATES.length, 1, 1, 1, null, null]).success).toBe(false);
  });
});

describe("readFleetMessage (the browser's hand-written check)", () => {
  // Valid ticks, then one value of one of them replaced by a value near or across a rule's edge.
  const edge = fc.constantFrom(
    null,
    -1,
    0,
    1.5,
    FLEET_STATES.length - 1,
    FLEET_STATES.length,
    2 ** 53,
    -(2 ** 53),
    Infinity,
    NaN,
    '1',
    true,
    undefined,
  );
  const validRow = fc.tuple(
    fc.integer(),
    fc.integer({ min: 0, max: FLEET_STATES.length - 1 }),
    ...Array.from({ length: 5 }, () => fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }))),
  );
  const valid = fc.record({
    type: fc.constant('fleet'),
    reset: fc.boolean(),
    rows: fc.array(validRow, { minLength: 1, maxLength: 4 }),
    removed: fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  });
  interface Msg {
    rows: unknown[][];
    removed: unknown[];
    top: Record<string, unknown>;
  }
  const mutated = fc
    .tuple(valid, fc.nat(), fc.nat(), fc.constantFrom('row', 'removed', 'type', 'reset', 'length', 'rows'), edge)
    .map(([m, i, j, where, value]) => {
      const top = structuredClone(m) as Record<string, unknown>;
      const v = { rows: top.rows, removed: top.removed, top } as Msg;
      if (where === 'row') v.rows[i % v.rows.length]![j % 7] = value;
      else if (where === 'length') v.rows[i % v.rows.length]!.length = j % 9;
      else if (where === 'removed') v.removed[i % v.removed.length] = value;
      else top[where] = value;
      return top;
    });

  it('accepts exactly what ZFleetMessage accepts, and hands back the message itself', () => {
    fc.assert(
      fc.property(fc.oneof(valid, mutated, fc.anything()), (v) => {
        const read = readFleetMessage(v);
        expect(read !== null).toBe(ZFleetMessage.safeParse(v).success);
        if (read) expect(read).toBe(v);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts a tick of real rows and refuses one bad cell among them', () => {
    const rows = [fleetRow({ ...base, geo: { lat: 1, lng: 2 } }), fleetRow({ ...base, id: 13 })];
    expect(readFleetMessage({ type: 'fleet', reset: false, rows, removed: [7] })).not.toBeNull();
    expect(readFleetMessage({ type: 'fleet', reset: false, rows: [...rows, [14, 1, 50, 1, 1, 'x', null]], removed: [] })).toBeNull();
    expect(readFleetMessage({ type: 'fleet', reset: false, rows, removed: [1.5] })).toBeNull();
  });
});
