import { UNITS, type TFormTotals, type TRobotForm } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

export type FormDay = TRobotForm['days'][number];

/** The measures of the report with their units (spec §9), shared by the cards, the table and the CSV. */
export const MEASURES: readonly { key: keyof TFormTotals; unit?: string }[] = [
  { key: 'areaM2', unit: UNITS.area },
  { key: 'durationMin', unit: UNITS.time },
  { key: 'distanceKm', unit: UNITS.distance },
  { key: 'waterL', unit: UNITS.water },
  { key: 'energyKwh', unit: UNITS.energy },
  { key: 'runs' },
  { key: 'done' },
  { key: 'failed' },
  { key: 'stopped' },
];

export const measureTitle = (t: TFunction, m: (typeof MEASURES)[number]) =>
  m.unit ? `${t(`totals.${m.key}`)} (${m.unit})` : t(`totals.${m.key}`);

export const formColumns = (t: TFunction): TableColumnsType<FormDay> => [
  { key: 'day', title: t('day'), dataIndex: 'day', fixed: 'left', width: 120 },
  ...MEASURES.map((m) => ({ key: m.key, title: measureTitle(t, m), dataIndex: m.key, align: 'right' as const, width: 100 })),
];
