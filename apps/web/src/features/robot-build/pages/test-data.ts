import type { TComponent, TInstalledComponent, TRobotBuild } from '@fleet/contracts';

export const battery: TInstalledComponent = {
  id: 11,
  serialNo: 'BAT-0001',
  model: 'BAT-48',
  kind: 'battery',
  consumable: false,
  lifespanHours: null,
  installedAt: '2030-03-04T05:06:00Z',
  expiresAt: '2032-03-04',
};
const brush: TInstalledComponent = {
  id: 12,
  serialNo: 'BR-0001',
  model: 'BR-SIDE-3',
  kind: 'brush',
  consumable: true,
  lifespanHours: 300,
  installedAt: '2030-03-04T05:06:00Z',
  expiresAt: null,
};

/** Robot 2, a Cleaner Pro shipped with HW-2.1: a battery and a brush installed, its filter nearly worn. */
export const robotBuildFixture = (over: Partial<TRobotBuild> = {}): TRobotBuild => ({
  id: 2,
  deviceNumber: 'YJ-130-00002',
  alias: 'Lobby',
  robotType: 1,
  orgName: 'Platform',
  product: { id: 4, name: 'Cleaner Pro', model: 'CR-130' },
  hardwareVersion: 'HW-2.1',
  shippedAt: '2030-03-04T05:06:00Z',
  components: [battery, brush],
  consumables: [
    { key: 'mainBrush', lifespanHours: 300, usedHours: 75, remainingHours: 225, remainingPercent: 75 },
    { key: 'filter', lifespanHours: 100, usedHours: 95, remainingHours: 5, remainingPercent: 5 },
  ],
  consumablesAt: '2030-03-05T08:00:00Z',
  warnings: 1,
  ...over,
});

/** An idle battery of the inventory, to put in. */
export const idleBattery = (id: number, serialNo: string): TComponent => ({
  id,
  componentModelId: 3,
  model: 'BAT-48',
  kind: 'battery',
  consumable: false,
  lifespanHours: null,
  serialType: 'factory',
  serialNo,
  state: 'idle',
  expiresAt: null,
  robotId: null,
  deviceNumber: null,
  robotAlias: null,
  installedAt: null,
  note: '',
  orgId: 1,
  orgName: 'Platform',
  updatedBy: null,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
});
