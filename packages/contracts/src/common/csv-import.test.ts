import { describe, expect, it } from 'vitest';
import { importColumnOf, instantOfCell } from './csv-import';

describe('importColumnOf', () => {
  it('matches a key or a field label in any language, letter case and spaces aside', () => {
    const cols = ['serialNo', 'model'] as const;
    expect(importColumnOf(cols, ' SERIALNO ')).toBe('serialNo');
    expect(importColumnOf(cols, '序列号')).toBe('serialNo');
    expect(importColumnOf(cols, '\uFEFFModel')).toBe('model');
    expect(importColumnOf(cols, 'Kind')).toBeUndefined();
  });
});

describe('instantOfCell', () => {
  it('reads a wall-clock time in the given zone, a day alone at midnight, and an ISO instant as it is', () => {
    expect(instantOfCell('2026-11-26 09:30', 'Asia/Shanghai')?.toISOString()).toBe('2026-11-26T01:30:00.000Z');
    expect(instantOfCell('2026/11/26 9:30', 'Asia/Tokyo')?.toISOString()).toBe('2026-11-26T00:30:00.000Z');
    expect(instantOfCell('2026-11-26', 'UTC')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(instantOfCell('2026-11-26T01:30:00.000Z', 'Asia/Tokyo')?.toISOString()).toBe('2026-11-26T01:30:00.000Z');
  });
  it('settles the offset across a daylight-saving change', () => {
    // Berlin: CET (+1) before 29 March 2026 02:00, CEST (+2) after.
    expect(instantOfCell('2026-03-28 12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(instantOfCell('2026-03-30 12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-03-30T10:00:00.000Z');
  });
  it('refuses what is no time or a day that does not exist', () => {
    for (const bad of ['tomorrow', '2026-02-30', '2026-11-26 25:00', '26/11/2026', '']) expect(instantOfCell(bad, 'UTC')).toBeUndefined();
  });
});
