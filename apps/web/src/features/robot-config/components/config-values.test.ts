import { describe, expect, it } from 'vitest';
import { changedValues, exportFileName, exportFileText, parseConfigFile, rangeOf } from './config-values';

const values = {
  volume: 60,
  maxSpeed: 0.5,
  waterLevel: 2,
  returnBattery: 20,
  obstacleDistance: 0.3,
  junkEventMode: 'work',
  streamingVersion: 2,
} as const;

describe('configuration values', () => {
  it('keeps only what differs from the report', () => {
    expect(changedValues(values, { ...values, volume: 40, junkEventMode: 'off' })).toEqual({ volume: 40, junkEventMode: 'off' });
    expect(changedValues(values, { maxSpeed: 0.5 })).toEqual({});
  });
  it('reads ranges from the contract', () => {
    expect(rangeOf('volume')).toEqual({ min: 0, max: 100 });
    expect(rangeOf('returnBattery')).toEqual({ min: 10, max: 50 });
  });
  it('reads back an exported file, and names what is wrong with a bad one', () => {
    expect(parseConfigFile(exportFileText(values))).toEqual({ ok: true, values });
    expect(parseConfigFile('{"volume": ')).toEqual({ ok: false, error: 'notJson' });
    expect(parseConfigFile('[1]')).toEqual({ ok: false, error: 'notJson' });
    expect(parseConfigFile(JSON.stringify({ ...values, maxSpeed: 9, waterLevel: undefined }))).toEqual({
      ok: false,
      error: 'badFields',
      fields: ['maxSpeed', 'waterLevel'],
    });
    expect(exportFileName('SIMULATION-130-00001')).toBe('robot-config-SIMULATION-130-00001.json');
  });
});
