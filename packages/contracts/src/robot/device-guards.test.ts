import { describe, expect, it } from 'vitest';
import { DeviceState, WorkStatus } from '../enums/robot.enums';
import { DeviceAction, deviceActionRefusal } from './device-guards';

describe('deviceActionRefusal (spec §4 device action guards)', () => {
  const idle = { locked: false, state: { workStatus: WorkStatus.IDLE, deviceState: DeviceState.NORMAL } };
  it('lets an idle, unlocked robot be hosted, unhosted and switched', () => {
    for (const a of Object.values(DeviceAction)) expect(deviceActionRefusal(idle, a)).toBeNull();
    expect(deviceActionRefusal({ locked: false, state: null }, DeviceAction.SWITCH_LANDMARK)).toBeNull();
  });
  it('refuses a working or paused robot everything until its task stops', () => {
    for (const a of Object.values(DeviceAction)) {
      expect(deviceActionRefusal({ locked: false, state: { workStatus: WorkStatus.EXECUTING } }, a)).toBe('ROBOT_WORKING');
      expect(deviceActionRefusal({ locked: true, state: { workStatus: WorkStatus.PAUSED } }, a)).toBe('ROBOT_WORKING');
    }
  });
  it('refuses a locked robot, by the console or by its own state', () => {
    expect(deviceActionRefusal({ ...idle, locked: true }, DeviceAction.SWITCH_LANDMARK)).toBe('ROBOT_LOCKED');
    expect(deviceActionRefusal({ locked: false, state: { deviceState: DeviceState.LOCKED } }, DeviceAction.UNHOST)).toBe('ROBOT_LOCKED');
  });
  it('refuses hosting an upgrading robot, and only hosting', () => {
    const upgrading = { locked: false, state: { ...idle.state, upgrading: true } };
    expect(deviceActionRefusal(upgrading, DeviceAction.HOST)).toBe('ROBOT_UPGRADING');
    expect(deviceActionRefusal(upgrading, DeviceAction.UNHOST)).toBeNull();
    expect(deviceActionRefusal(upgrading, DeviceAction.SWITCH_LANDMARK)).toBeNull();
  });
});
