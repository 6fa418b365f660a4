import { ZDeviceEvent } from '@fleet/contracts';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel } from '../robot-model';
import { obstacleSighting } from './junk';

const make = (mode: 'off' | 'boot' | 'work') => {
  const m = new RobotModel({ map: generateFloorMap(8), seed: 8, name: 'SIMULATION-130-00008' });
  m.config.values.junkEventMode = mode;
  return m;
};

/** Two hours of cleaning, restarted whenever a round ends. */
const cleanFor = (m: RobotModel, seconds: number) => {
  const junk = [];
  for (let s = 0; s < seconds; s += 10) {
    if (!m.task && m.activity === 'idle') m.startTask(`T-${s}`);
    m.step(10);
    m.battery = 100;
    junk.push(...m.takeEvents().filter((e) => e.type === 'junk'));
  }
  return junk;
};

describe('junk recognition (spec §4 junk event mode)', () => {
  it('at work: recognises litter now and then while cleaning, with an accuracy and the camera picture', () => {
    const junk = cleanFor(make('work'), 2 * 3600);
    expect(junk.length).toBeGreaterThanOrEqual(2);
    for (const e of junk) {
      expect(ZDeviceEvent.safeParse(e).success).toBe(true);
      expect(e.accuracy).toBeGreaterThanOrEqual(0.62);
      expect(e.accuracy).toBeLessThanOrEqual(0.99);
      const picture = jpeg.decode(Buffer.from(e.imageData!, 'base64'));
      expect([picture.width, picture.height]).toEqual([320, 180]);
    }
  });

  it('off: reports none; at boot: one scan when it starts, none while working', () => {
    expect(cleanFor(make('off'), 2 * 3600)).toHaveLength(0);
    const boot = make('boot');
    boot.connected();
    expect(boot.takeEvents().filter((e) => e.type === 'junk')).toHaveLength(1);
    expect(cleanFor(boot, 3600)).toHaveLength(0);
  });
});

describe('obstacle pictures', () => {
  it('puts the camera picture on about half the obstacle events, a JPEG the event schema takes', () => {
    const m = make('work');
    const sightings = Array.from({ length: 20 }, () => obstacleSighting(m));
    const pictured = sightings.filter((s) => s.imageData);
    expect(pictured.length).toBeGreaterThanOrEqual(5);
    expect(pictured.length).toBeLessThanOrEqual(15);
    expect(sightings.filter((s) => !s.imageData).every((s) => s.accuracy === undefined)).toBe(true);
    for (const s of pictured) {
      expect(ZDeviceEvent.safeParse({ ts: 1, type: 'obstacle', level: 'info', ...s }).success).toBe(true);
      expect(s.accuracy).toBeGreaterThanOrEqual(0.7);
      const picture = jpeg.decode(Buffer.from(s.imageData!, 'base64'));
      expect([picture.width, picture.height]).toEqual([320, 180]);
    }
  });
});
