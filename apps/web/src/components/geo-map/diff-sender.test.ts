import type { GeoJSONSource } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { DiffSender } from './diff-sender';
import type { RobotFeature } from './geo-features';

const feature = (id: number, state: RobotFeature['properties']['state'] = 'idle'): RobotFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [id, id] },
  properties: { id, state, stale: false },
});

/** A source whose worker finishes each update when the test says so. */
const slowSource = () => {
  const sent: { add: number[]; remove: number[] }[] = [];
  const finish: (() => void)[] = [];
  const source = {
    updateData: (d: { add: RobotFeature[]; remove: number[] }) => {
      sent.push({ add: d.add.map((f) => f.properties.id), remove: d.remove });
      return new Promise<void>((resolve) => finish.push(resolve));
    },
  } as unknown as GeoJSONSource;
  const next = async () => {
    finish.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { source, sent, next };
};

describe('DiffSender', () => {
  it('sends slices one worker update at a time, and merges what changes meanwhile by robot id', async () => {
    const s = slowSource();
    const sender = new DiffSender(() => s.source, 2);
    sender.send({ add: [1, 2, 3, 4, 5].map((id) => feature(id)), remove: [9] });
    expect(s.sent).toEqual([{ add: [1, 2], remove: [9] }]);
    // While the worker is busy: robot 3 changes again, robot 4 leaves, robot 1 moves.
    sender.send({ add: [feature(3, 'fault'), feature(1)], remove: [4] });
    await s.next();
    expect(s.sent[1]).toEqual({ add: [3, 5], remove: [4] });
    await s.next();
    expect(s.sent[2]).toEqual({ add: [1], remove: [] });
    await s.next();
    expect(s.sent).toHaveLength(3);
  });

  it('sends nothing more once stopped (the map was removed)', async () => {
    const s = slowSource();
    const sender = new DiffSender(() => s.source, 1);
    sender.send({ add: [feature(1), feature(2)], remove: [] });
    sender.stop();
    await s.next();
    expect(s.sent).toHaveLength(1);
  });
});
