import type { TRun, TRunTotals } from '@fleet/contracts';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { ReservationResultTag } from './reservation-columns';
import { formatTime } from '../../../lib/format';

const STATE_COLOURS = { running: 'blue', done: 'green', stopped: 'default', failed: 'red' } as const;

const num = (v: number, digits: number) => v.toFixed(digits);

/**
 * A run still going shows the minutes up to its last report, marked "so far": the server's figure, the
 * one the totals add up (the browser's clock once showed 6.7 min in a row above a total of 2.2).
 */
const duration = (r: TRun, t: TFunction) =>
  r.state === 'running' && !r.endedAt
    ? <Typography.Text type="secondary">{t('record.elapsed', { n: num(r.durationMin, 1) })}</Typography.Text>
    : num(r.durationMin, 1);

/** The record columns in the units of spec §9 (min, m², km, L, kWh); the same rows feed the CSV. */
export const recordColumns = (t: TFunction): TableColumnsType<TRun> => [
  { title: t('record.fields.start'), key: 'start', width: 170, render: (_, r) => formatTime(r.startedAt) },
  { title: t('record.fields.end'), key: 'end', width: 170, render: (_, r) => formatTime(r.endedAt) },
  { title: t('record.fields.name'), key: 'name', width: 150, render: (_, r) => r.name || '—' },
  { title: t('record.fields.source'), key: 'source', width: 100, render: (_, r) => t(`record.sources.${r.source}`) },
  { title: t('record.fields.duration'), key: 'duration', width: 110, align: 'right', render: (_, r) => duration(r, t) },
  { title: t('record.fields.area'), key: 'area', width: 110, align: 'right', render: (_, r) => num(r.areaM2, 1) },
  { title: t('record.fields.distance'), key: 'distance', width: 110, align: 'right', render: (_, r) => num(r.distanceKm, 2) },
  { title: t('record.fields.water'), key: 'water', width: 100, align: 'right', render: (_, r) => num(r.waterL, 1) },
  { title: t('record.fields.energy'), key: 'energy', width: 110, align: 'right', render: (_, r) => num(r.energyKwh, 2) },
  {
    title: t('record.fields.result'), key: 'result', width: 220,
    render: (_, r) => (
      <Space size={4}>
        <Tag color={STATE_COLOURS[r.state]}>{t(`record.states.${r.state}`)}</Tag>
        {r.reservationResult !== null && r.reservationResult !== 0 && <ReservationResultTag value={r.reservationResult} />}
      </Space>
    ),
  },
];

/** The totals of the whole range (not just the page on screen), under the table. */
export const RecordTotalsRow = ({ totals, t }: { totals: TRunTotals; t: TFunction }) => (
  <Table.Summary.Row>
    <Table.Summary.Cell index={0} colSpan={4}>
      <strong>{t('record.totals')}</strong> · {t('record.count', { count: totals.count })}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={4} align="right">{num(totals.durationMin, 1)}</Table.Summary.Cell>
    <Table.Summary.Cell index={5} align="right">{num(totals.areaM2, 1)}</Table.Summary.Cell>
    <Table.Summary.Cell index={6} align="right">{num(totals.distanceKm, 2)}</Table.Summary.Cell>
    <Table.Summary.Cell index={7} align="right">{num(totals.waterL, 1)}</Table.Summary.Cell>
    <Table.Summary.Cell index={8} align="right">{num(totals.energyKwh, 2)}</Table.Summary.Cell>
    <Table.Summary.Cell index={9} />
  </Table.Summary.Row>
);

/** CSV rows: the same values and units as the table, times in ISO so spreadsheets sort them. */
export const recordCsv = (t: TFunction, runs: TRun[]) => ({
  header: ['start', 'end', 'name', 'source', 'duration', 'area', 'distance', 'water', 'energy', 'result'].map((k) => t(`record.fields.${k}`)),
  rows: runs.map((r) => [
    r.startedAt, r.endedAt ?? '', r.name, t(`record.sources.${r.source}`), r.state === 'running' ? '' : r.durationMin, r.areaM2, r.distanceKm, r.waterL, r.energyKwh,
    t(`record.states.${r.state}`) + (r.reservationResult ? ` / ${t(`shared:enums.ReservationResult.${r.reservationResult}`)}` : ''),
  ]),
});
