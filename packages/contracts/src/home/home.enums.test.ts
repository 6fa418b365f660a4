import { describe, expect, it } from 'vitest';
import { ChargeStatus, DeviceState, WorkStatus } from '../enums/robot.enums';
import { SETTINGS_DEFAULTS } from '../configure/settings';
import { attentionReasons, fleetState } from './home.enums';

const online = { locked: false, online: true };

describe('fleetState (one state per robot, by precedence)', () => {
  it('puts a locked robot under locked whatever it reports, and an offline one under offline', () => {
    expect(fleetState({ locked: true, online: true, workStatus: WorkStatus.EXECUTING })).toBe('locked');
    expect(fleetState({ ...online, deviceState: DeviceState.LOCKED })).toBe('locked');
    expect(fleetState({ locked: false, online: false, deviceState: DeviceState.ABNORMAL })).toBe('offline');
  });

  it('ranks fault over paused over working over charging over idle', () => {
    expect(fleetState({ ...online, deviceState: DeviceState.EMERGENCY_STOP, workStatus: WorkStatus.EXECUTING })).toBe('fault');
    expect(fleetState({ ...online, workStatus: WorkStatus.PAUSED })).toBe('paused');
    expect(fleetState({ ...online, deviceState: DeviceState.PAUSED })).toBe('paused');
    expect(fleetState({ ...online, deviceState: DeviceState.WORKING, chargeStatus: ChargeStatus.AUTOMATIC })).toBe('working');
    expect(fleetState({ ...online, chargeStatus: ChargeStatus.MANUAL })).toBe('charging');
    expect(fleetState({ ...online, workStatus: WorkStatus.IDLE, chargeStatus: ChargeStatus.NONE })).toBe('idle');
    expect(fleetState(online)).toBe('idle');
  });
});

describe('attentionReasons', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  const base = { ...online, openFaults: 0, battery: 80, lastSeenAt: at(0), updatedAt: at(0) };

  it('names none for a healthy robot', () => {
    expect(attentionReasons(base, now)).toEqual([]);
  });

  it('names battery below 10 % and below 20 % (spec §9), but not while charging or offline', () => {
    expect(attentionReasons({ ...base, battery: 9.9 }, now)).toEqual(['batteryCritical']);
    expect(attentionReasons({ ...base, battery: 10 }, now)).toEqual(['batteryLow']);
    expect(attentionReasons({ ...base, battery: 20 }, now)).toEqual([]);
    expect(attentionReasons({ ...base, battery: 5, chargeStatus: ChargeStatus.AUTOMATIC }, now)).toEqual([]);
    expect(attentionReasons({ ...base, online: false, battery: 5, lastSeenAt: at(1) }, now)).toEqual([]);
  });

  it('names offline past 10 minutes (never for a robot never seen) and silence past 5 minutes, most urgent first', () => {
    expect(attentionReasons({ ...base, online: false, lastSeenAt: at(11) }, now)).toEqual(['offline']);
    expect(attentionReasons({ ...base, online: false, lastSeenAt: at(9) }, now)).toEqual([]);
    expect(attentionReasons({ ...base, online: false, lastSeenAt: at(11) }, now, { ...SETTINGS_DEFAULTS, offlineMinutes: 30 })).toEqual([]);
    expect(attentionReasons({ ...base, online: false, lastSeenAt: null, updatedAt: null }, now)).toEqual([]);
    expect(attentionReasons({ ...base, updatedAt: at(6), battery: 15, openFaults: 2 }, now)).toEqual([
      'openFault',
      'batteryLow',
      'staleReport',
    ]);
    expect(attentionReasons({ ...base, updatedAt: null }, now)).toEqual(['staleReport']);
  });
});
