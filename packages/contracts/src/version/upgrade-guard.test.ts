import { describe, expect, it } from 'vitest';
import { ChargeStatus, DeviceState, WorkStatus } from '../enums/robot.enums';
import { inWindow, nextReservationAt, upgradeWaitReason, type GuardCampaign, type GuardRobot } from './upgrade-guard';

/** A robot resting on its dock, full, with nothing planned: it may upgrade. */
const ready: GuardRobot = {
  online: true,
  locked: false,
  upgrading: false,
  battery: 90,
  workStatus: WorkStatus.IDLE,
  deviceState: DeviceState.NORMAL,
  chargeStatus: ChargeStatus.AUTOMATIC,
  speed: 0,
  nextReservationAt: null,
};
const campaign: GuardCampaign = { minBattery: 40, window: null };
const now = new Date('2026-11-27T14:30:00Z'); // 22:30 in Shanghai

describe('upgradeWaitReason', () => {
  it('lets a robot charging on its dock, or idle and still, upgrade now', () => {
    expect(upgradeWaitReason(ready, campaign, now)).toBeNull();
    expect(upgradeWaitReason({ ...ready, chargeStatus: ChargeStatus.NONE }, campaign, now)).toBeNull();
  });

  it('names the first reason that holds, in the order a site fixes them', () => {
    const cases: [Partial<GuardRobot>, string][] = [
      [{ online: false, locked: true }, 'offline'],
      [{ locked: true, workStatus: WorkStatus.EXECUTING }, 'locked'],
      [{ deviceState: DeviceState.LOCKED }, 'locked'],
      [{ upgrading: true }, 'upgrading'],
      [{ workStatus: WorkStatus.EXECUTING, battery: 5 }, 'working'],
      [{ workStatus: WorkStatus.PAUSED }, 'working'],
      [{ chargeStatus: ChargeStatus.NONE, speed: 0.4 }, 'notAtRest'],
      [{ chargeStatus: ChargeStatus.NONE, workStatus: WorkStatus.TRANSFER }, 'notAtRest'],
      [{ battery: 39.9 }, 'lowBattery'],
      [{ battery: null }, 'lowBattery'],
      [{ nextReservationAt: now.getTime() + 29 * 60_000 }, 'reservationSoon'],
    ];
    for (const [over, reason] of cases) expect(upgradeWaitReason({ ...ready, ...over }, campaign, now), reason).toBe(reason);
    expect(upgradeWaitReason({ ...ready, battery: 40 }, campaign, now)).toBeNull();
    expect(upgradeWaitReason({ ...ready, nextReservationAt: now.getTime() + 31 * 60_000 }, campaign, now)).toBeNull();
  });

  it('waits outside the maintenance window of the campaign time zone', () => {
    const night = { ...campaign, window: { start: '22:00', end: '05:00', timeZone: 'Asia/Shanghai' } };
    expect(upgradeWaitReason(ready, night, now)).toBeNull();
    expect(upgradeWaitReason(ready, night, new Date('2026-11-27T06:00:00Z'))).toBe('outsideWindow'); // 14:00 there
  });
});

describe('inWindow', () => {
  const at = (iso: string) => new Date(iso);
  it('includes the start and excludes the end, also across midnight and in another zone', () => {
    const day = { start: '09:00', end: '17:00', timeZone: 'UTC' };
    expect(inWindow(at('2026-01-01T09:00:00Z'), day)).toBe(true);
    expect(inWindow(at('2026-01-01T16:59:00Z'), day)).toBe(true);
    expect(inWindow(at('2026-01-01T17:00:00Z'), day)).toBe(false);
    const night = { start: '22:00', end: '05:00', timeZone: 'Asia/Tokyo' };
    expect(inWindow(at('2026-01-01T13:00:00Z'), night)).toBe(true); // 22:00 Tokyo
    expect(inWindow(at('2026-01-01T19:59:00Z'), night)).toBe(true); // 04:59
    expect(inWindow(at('2026-01-01T20:00:00Z'), night)).toBe(false); // 05:00
    expect(inWindow(at('2026-01-01T12:59:00Z'), night)).toBe(false); // 21:59
  });
});

describe('nextReservationAt', () => {
  const now = new Date('2026-03-02T09:40:30Z'); // 17:40:30 in Shanghai
  it('finds the next start today or tomorrow in the time zone, and none without reservations', () => {
    expect(nextReservationAt([], now, 'Asia/Shanghai')).toBeNull();
    expect(nextReservationAt([{ date: null, execTimes: ['08:00', '18:00'] }], now, 'Asia/Shanghai')).toBe(
      Date.parse('2026-03-02T10:00:00Z'),
    );
    expect(nextReservationAt([{ date: null, execTimes: ['08:00'] }], now, 'Asia/Shanghai')).toBe(Date.parse('2026-03-03T00:00:00Z'));
  });
  it('counts a once reservation only on its date', () => {
    expect(nextReservationAt([{ date: '2026-03-05', execTimes: ['18:00'] }], now, 'Asia/Shanghai')).toBeNull();
    expect(nextReservationAt([{ date: '2026-03-03', execTimes: ['08:00'] }], now, 'Asia/Shanghai')).toBe(
      Date.parse('2026-03-03T00:00:00Z'),
    );
  });
});
