import { getOrgTreeRoute, type TQrCode } from '@fleet/contracts';
import { answer } from '../../../test/api';

export const qrCodeFixture = (id: number, over: Partial<TQrCode> = {}): TQrCode => ({
  id,
  number: `QR${String(id).padStart(10, '0')}`,
  state: 'in_use',
  robotId: null,
  deviceNumber: null,
  robotAlias: null,
  robotType: null,
  boundAt: null,
  boundBy: null,
  downloads: 0,
  orgId: 1,
  orgName: 'Platform',
  createdBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  discardedAt: null,
  discardedBy: null,
  ...over,
});

export const BOUND = {
  robotId: 7,
  deviceNumber: 'SIMULATION-130-00007',
  robotAlias: 'Lobby sweeper',
  robotType: 1,
  boundAt: '2030-01-02T00:00:00Z',
  boundBy: 'Ann Lee',
} as const;
export const DISCARDED = { state: 'discarded', discardedAt: '2030-01-03T00:00:00Z', discardedBy: 'admin' } as const;

export const ORG_TREE = answer(getOrgTreeRoute, []);

export const QR_CODES = [
  'robotQrcode',
  'robotQrcode:view',
  'robotQrcode:create',
  'robotQrcode:export',
  'robotQrcode:bind',
  'robotQrcode:unbind',
  'robotQrcode:discard',
];
