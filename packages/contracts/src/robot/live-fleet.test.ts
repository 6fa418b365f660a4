import { describe, expect, it } from 'vitest';
import { FLEET_STATES } from '../home/home.enums';
import { decodeFleetRow, fleetRow, ZFleetRow } from './live-fleet';

describe('compact fleet rows', () => {
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
