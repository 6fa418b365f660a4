import type { TDisplayLink, TLargeScreenSummary } from '@fleet/contracts';

const day = (d: string, areaM2: number) => ({ day: d, runs: 2, areaM2, runTimeMin: 90, energyKwh: 3.5, waterL: 40 });

/** A large-screen summary as the server answers it (parsed by the contract in stubApi). */
export const screenSummary = (over: Partial<TLargeScreenSummary> = {}): TLargeScreenSummary => ({
  generatedAt: new Date().toISOString(),
  scopeName: 'Harbour Cleaning',
  robots: 14,
  states: { locked: 0, offline: 2, fault: 1, paused: 1, working: 6, charging: 2, idle: 2 },
  today: day('2026-11-26', 820.5),
  yesterday: day('2026-11-25', 700),
  trend: ['20', '21', '22', '23', '24', '25', '26'].map((d, i) => day(`2026-11-${d}`, i * 100)),
  topSites: [
    { orgId: 4, name: 'Terminal 2', robots: 8, areaM2: 2400, runTimeMin: 600 },
    { orgId: 5, name: 'Cargo hall', robots: 6, areaM2: 900, runTimeMin: 300 },
  ],
  openFaults: 1,
  latestFaults: [
    {
      id: 31,
      robotId: 7,
      deviceNumber: 'SIMULATION-130-00007',
      robotAlias: 'Gate A',
      kind: 'event',
      code: 'brushStuck',
      level: 'fault',
      state: 'open',
      message: 'Brush stuck',
      lastSeenAt: '2026-11-26T08:05:00.000Z',
    },
  ],
  ...over,
});

export const displayLink = (over: Partial<TDisplayLink> = {}): TDisplayLink => ({
  id: 3,
  name: 'Lobby wall',
  orgId: 4,
  orgName: 'Terminal 2',
  state: 'active',
  expiresAt: '2026-12-26T08:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  creator: 'Administrator',
  createdAt: '2026-11-26T08:00:00.000Z',
  ...over,
});
