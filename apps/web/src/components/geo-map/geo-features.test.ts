import { describe, expect, it } from 'vitest';
import { featureDiff, sentFeatures, type RobotFeature } from './geo-features';

const feature = (id: number, state: RobotFeature['properties']['state'] = 'idle'): RobotFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [id, id] },
  properties: { id, state, stale: false },
});

describe('featureDiff', () => {
  const before = [1, 2, 3, 4, 5, 6].map((id) => feature(id));
  const sent = sentFeatures({ type: 'FeatureCollection', features: before });

  it('sends everything the first time', () => {
    expect(featureDiff(null, before)).toBeNull();
  });

  it('names the changed and new robots (a new feature object) and the robots gone, nothing else', () => {
    const changed = feature(2, 'working');
    const next = [before[0]!, changed, before[2]!, before[3]!, before[4]!, feature(7)];
    expect(featureDiff(sent, next)).toEqual({ add: [changed, next[5]], remove: [6] });
    expect(featureDiff(sent, before)).toEqual({ add: [], remove: [] });
  });
});
