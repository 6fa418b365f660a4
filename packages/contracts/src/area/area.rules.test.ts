import { describe, expect, it } from 'vitest';
import { V } from '../validation/rules';
import { areaCoverage, areaNumberOf, AREA_NUMBER, areaStatus } from './area.rules';
import { ZAreaSaveBody } from './area.schema';

describe('areaStatus', () => {
  it('is disabled before anything else, then no robots, attention, cleaning, offline, idle', () => {
    expect(areaStatus(false, ['fault', 'working'])).toBe('disabled');
    expect(areaStatus(true, [])).toBe('noRobots');
    expect(areaStatus(true, ['working', 'paused'])).toBe('attention');
    expect(areaStatus(true, ['fault', 'idle'])).toBe('attention');
    expect(areaStatus(true, ['offline', 'working'])).toBe('cleaning');
    expect(areaStatus(true, ['offline', 'locked'])).toBe('offline');
    expect(areaStatus(true, ['offline', 'charging'])).toBe('idle');
    expect(areaStatus(true, ['idle'])).toBe('idle');
  });
});

describe('areaCoverage', () => {
  it("is today's cleaned area over work area × passes per day, in whole percent", () => {
    expect(areaCoverage(500, 1000, null)).toBe(50);
    expect(areaCoverage(500, 1000, 2)).toBe(25);
    expect(areaCoverage(2500, 1000, 2)).toBe(125);
    expect(areaCoverage(1, 3, 1)).toBe(33);
  });
  it('is null without a work area', () => {
    expect(areaCoverage(500, null, 2)).toBeNull();
    expect(areaCoverage(500, 0, 2)).toBeNull();
  });
});

describe('area numbers', () => {
  it('are AR and eight digits', () => {
    expect(areaNumberOf(42)).toBe('AR00000042');
    expect(AREA_NUMBER.test(areaNumberOf(99_999_999))).toBe(true);
    expect(AREA_NUMBER.test('AR123')).toBe(false);
  });
});

const issues = (body: unknown) => {
  const r = ZAreaSaveBody.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('ZAreaSaveBody', () => {
  const building = { name: 'Tower A', kind: 1, floors: 12 };
  it('takes a building with floors and a park without', () => {
    expect(issues(building)).toEqual([]);
    expect(issues({ name: 'East park', kind: 2 })).toEqual([]);
  });
  it('asks a building for its floors and refuses floors in a park, on the floors field', () => {
    expect(issues({ name: 'Tower A', kind: 1 })).toEqual([`floors:${V.areaFloors}`]);
    expect(issues({ name: 'East park', kind: 2, floors: 3 })).toEqual([`floors:${V.areaParkFloors}`]);
  });
  it('allows lift control only in a building of two floors or more', () => {
    expect(issues({ ...building, liftControl: true })).toEqual([]);
    expect(issues({ ...building, floors: 1, liftControl: true })).toEqual([`liftControl:${V.areaLiftControl}`]);
    expect(issues({ name: 'East park', kind: 2, liftControl: true })).toEqual([`liftControl:${V.areaLiftControl}`]);
  });
  it('bounds zones, work area and frequency, and refuses a robot twice', () => {
    expect(issues({ ...building, zones: 0 })).toEqual([`zones:${V.areaZones}`]);
    expect(issues({ ...building, zones: 1.5 })).toEqual([`zones:${V.areaZones}`]);
    expect(issues({ ...building, workArea: 0 })).toEqual([`workArea:${V.areaWorkArea}`]);
    expect(issues({ ...building, workArea: 10_000_001 })).toEqual([`workArea:${V.areaWorkArea}`]);
    expect(issues({ ...building, frequency: 25 })).toEqual([`frequency:${V.areaFrequency}`]);
    expect(issues({ ...building, robotIds: [3, 3] })).toEqual([`robotIds:${V.duplicateKey}`]);
  });
  it('wants both coordinates or neither', () => {
    expect(issues({ ...building, longitude: 121.5 })).toEqual([`latitude:${V.coordinatePair}`]);
  });
});
