import type { TCampaign, TCampaignDetail, TCampaignTargetRow, TTargetCounts } from '@fleet/contracts';

const counts = (over: Partial<TTargetCounts> = {}): TTargetCounts => ({
  total: 0,
  pending: 0,
  waiting: 0,
  sent: 0,
  upgrading: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  ...over,
});

/** A running campaign of 40 robots in four waves, its second wave under way; tests override what they look at. */
export const campaignFixture = (id: number, over: Partial<TCampaign> = {}): TCampaign => ({
  id,
  name: `Main unit 2.${id} rollout`,
  packageId: 9,
  packageType: 'official',
  unit: 'mainUnit',
  version: `2.${id}`,
  orgId: 1,
  orgName: 'Platform HQ',
  createdBy: 'Operator',
  state: 'running',
  wavePlan: [1, 3, 16, 20],
  currentWave: 1,
  advance: 'auto',
  successPercent: 90,
  haltPercent: 10,
  haltCount: 5,
  window: { start: '22:00', end: '06:00' },
  timeZone: 'Asia/Shanghai',
  minBattery: 40,
  retries: 2,
  retryBackoffSeconds: 300,
  robotTimeoutMinutes: 60,
  rollbackOf: null,
  rolledBackBy: null,
  createdAt: '2030-01-02T03:04:00Z',
  endedAt: null,
  counts: counts({ total: 40, succeeded: 10, failed: 2, upgrading: 1, waiting: 1, pending: 26 }),
  ...over,
});

export const campaignDetailFixture = (id: number, over: Partial<TCampaignDetail> = {}): TCampaignDetail => ({
  ...campaignFixture(id),
  waves: [
    counts({ total: 1, succeeded: 1 }),
    counts({ total: 3, succeeded: 1, failed: 1, upgrading: 1 }),
    counts({ total: 16, pending: 16 }),
    counts({ total: 20, pending: 20 }),
  ],
  ...over,
});

export const targetFixture = (robotId: number, over: Partial<TCampaignTargetRow> = {}): TCampaignTargetRow => ({
  robotId,
  deviceNumber: `YJ-130-${String(robotId).padStart(5, '0')}`,
  name: `Robot ${robotId}`,
  orgName: 'Platform HQ',
  wave: 1,
  state: 'upgrading',
  reason: null,
  attempts: 1,
  nextAttemptAt: null,
  step: 5,
  percent: 40,
  result: null,
  fromVersion: '2.0',
  sentAt: '2030-01-02T03:10:00Z',
  endedAt: null,
  updatedAt: '2030-01-02T03:12:00Z',
  ...over,
});
