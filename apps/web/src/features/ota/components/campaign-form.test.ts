import { describe, expect, it } from 'vitest';
import { campaignFormDefaults, parseWaves, robotIdsOf, toCreateBody, toFormFieldErrors, type CampaignFormValues } from './campaign-form';

describe('campaign form', () => {
  it('reads waves typed with commas, spaces or both, and keeps a part that is no number as NaN', () => {
    expect(parseWaves('1, 10,50  100')).toEqual([1, 10, 50, 100]);
    expect(parseWaves('10, x')).toEqual([10, Number.NaN]);
    expect(parseWaves('')).toEqual([]);
  });

  it('reads ?robotIds= and ignores an unreadable one', () => {
    expect(robotIdsOf('1,2,3')).toEqual([1, 2, 3]);
    expect(robotIdsOf('1,a')).toBeNull();
    expect(robotIdsOf(null)).toBeNull();
  });

  it('builds the body with the organisation filters, a window only when both ends are set', () => {
    const v = {
      ...campaignFormDefaults(),
      name: '  Spring rollout ',
      packageId: 4,
      target: { orgId: 2, robotTypes: [1], currentVersions: ['2.0'] },
      waveText: '20, 100',
      windowStart: '22:00',
      windowEnd: '06:00',
      timeZone: 'Asia/Tokyo',
    } as CampaignFormValues;
    expect(toCreateBody(v, null)).toMatchObject({
      name: 'Spring rollout',
      target: { orgId: 2, robotTypes: [1], currentVersions: ['2.0'] },
      wavePercents: [20, 100],
      window: { start: '22:00', end: '06:00' },
      timeZone: 'Asia/Tokyo',
    });
    expect(toCreateBody({ ...v, windowEnd: undefined }, [5]).window).toBeNull();
    expect(toCreateBody(v, [5]).target).toEqual({ robotIds: [5] });
  });

  it('sends waves typed as robot counts as waveSizes, never as shares', () => {
    const v = { ...campaignFormDefaults(), name: 'Pilot', packageId: 4, waveKind: 'size', waveText: '5, 50 200' } as CampaignFormValues;
    const body = toCreateBody(v, null);
    expect(body.waveSizes).toEqual([5, 50, 200]);
    expect(body).not.toHaveProperty('wavePercents');
  });

  it('names a refusal of the waves or the window by the drawer field that holds it', () => {
    const err = {
      data: {
        fields: [
          { path: 'wavePercents', code: 'validation.wavePercents' },
          { path: 'window.end', code: 'validation.invalid' },
          { path: 'waveSizes.1', code: 'validation.invalid' },
        ],
      },
    };
    toFormFieldErrors(err);
    expect(err.data.fields.map((f) => f.path)).toEqual(['waveText', 'windowEnd', 'waveText']);
  });
});
