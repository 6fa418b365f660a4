import type { TVisFigures } from '@fleet/contracts';

export type MetricKey = Exclude<keyof TVisFigures, 'runs'>;

/** The charted figures, in the units of spec §9, with the digits every screen rounds them to (statistics' rule). */
export const METRICS: readonly { key: MetricKey; digits: number }[] = [
  { key: 'areaM2', digits: 2 },
  { key: 'runTimeMin', digits: 1 },
  { key: 'energyKwh', digits: 3 },
  { key: 'waterL', digits: 2 },
  { key: 'distanceKm', digits: 3 },
  { key: 'faults', digits: 0 },
  { key: 'utilisationPct', digits: 1 },
];
export const digitsOf = (k: MetricKey) => METRICS.find((m) => m.key === k)!.digits;
