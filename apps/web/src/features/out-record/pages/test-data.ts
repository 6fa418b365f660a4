import { findProductsRoute, type TOutRecord, type TProduct } from '@fleet/contracts';
import { answer } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';

const product: TProduct = {
  id: 4,
  name: 'Cleaner Pro',
  model: 'CR-130',
  robotType: 1,
  components: [],
  description: '',
  orgId: 1,
  orgName: 'Platform',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
};
export const PRODUCTS = answer(findProductsRoute, pageOf([product]));

const robot = (id: number) => ({ id, deviceNumber: `YJ-130-${String(id).padStart(5, '0')}`, alias: `Robot ${id}` });

/** A shipment of three robots (1, 2 and 3) of the Cleaner Pro to Riverside Mall. */
export const outRecordFixture = (id: number, over: Partial<TOutRecord> = {}): TOutRecord => ({
  id,
  principal: 'Li Wei',
  lidarModel: 'MID-360',
  batterySpec: '48 V 30 Ah',
  flowCard: `FC-${id}`,
  hardwareVersion: 'HW-2.1',
  shippedAt: '2030-03-04T05:06:00Z',
  destination: 'Riverside Mall',
  remark: '',
  productId: 4,
  productName: 'Cleaner Pro',
  productModel: 'CR-130',
  robots: [robot(1), robot(2), robot(3)],
  orgId: 1,
  orgName: 'Platform',
  createdBy: 'admin',
  createdAt: '2030-03-04T05:10:00Z',
  updatedAt: '2030-03-04T05:10:00Z',
  ...over,
});

export const OUT_RECORD_CODES = [
  'outRecord',
  'outRecord:view',
  'outRecord:create',
  'outRecord:edit',
  'outRecord:delete',
  'outRecord:export',
];
