import { fixedTo, type TRun, type TRunTotals } from '@fleet/contracts';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { CellStack } from '../../../components/cell-stack';
import { ReservationResultTag } from './reservation-columns';
import { formatTime } from '../../../lib/format';

const STATE_COLOURS = { running: 'blue', done: 'green', stopped: 'default', failed: 'red' } as const;

const num = fixedTo;

/**
 * A run still going shows the minutes up to its last report, marked "so far": the server's figure, the
 * one the totals add up (the browser's clock once showed 6.7 min in a row above a total of 2.2).
 */
const duration = (r: TRun, t: TFunction) =>
  r.state === 'running' && !r.endedAt ? (
    <Typography.Text type="secondary">{t('record.elapsed', { n: num(r.durationMin, 1) })}</Typography.Text>
  ) : (
    num(r.durationMin, 1)
  );

/** The record columns in the units of spec §9 (min, m², km, L, kWh); the same rows feed the CSV. */
export const recordColumns = (t: TFunction): TableColumnsType<TRun> => [
  // When and what share a column each (one under the other): the ten values fit a 1400 px screen.
  {
    title: `${t('record.fields.start')} / ${t('record.fields.end')}`,
    key: 'start',
    width: 160,
    render: (_, r) => (
      <CellStack>
        {formatTime(r.startedAt)}
        <Typography.Text type="secondary">{formatTime(r.endedAt)}</Typography.Text>
      </CellStack>
    ),
  },
  {
    title: `${t('record.fields.name')} / ${t('record.fields.source')}`,
    key: 'name',
    width: 140,
    render: (_, r) => (
      <CellStack>
        {r.name || '—'}
        <Typography.Text type="secondary">{t(`record.sources.${r.source}`)}</Typography.Text>
      </CellStack>
    ),
  },
  { title: t('record.fields.duration'), key: 'duration', width: 100, align: 'right', render: (_, r) => duration(r, t) },
  { title: t('record.fields.area'), key: 'area', width: 90, align: 'right', render: (_, r) => num(r.areaM2, 1) },
  { title: t('record.fields.distance'), key: 'distance', width: 100, align: 'right', render: (_, r) => num(r.distanceKm, 2) },
  { title: t('record.fields.water'), key: 'water', width: 90, align: 'right', render: (_, r) => num(r.waterL, 1) },
  { title: t('record.fields.energy'), key: 'energy', width: 100, align: 'right', render: (_, r) => num(r.energyKwh, 2) },
  {
    title: t('record.fields.result'),
    key: 'result',
    width: 160,
    render: (_, r) => (
      <Space size={4} wrap>
        <Tag color={STATE_COLOURS[r.state]}>{t(`record.states.${r.state}`)}</Tag>
        {r.reservationResult !== null && r.reservationResult !== 0 && <ReservationResultTag value={r.reservationResult} />}
      </Space>
    ),
  },
];

/** The totals of the whole range (not just the page on screen), under the table. */
export const RecordTotalsRow = ({ totals, t }: { totals: TRunTotals; t: TFunction }) => (
  <Table.Summary.Row>
    <Table.Summary.Cell index={0} colSpan={2}>
      <strong>{t('record.totals')}</strong> · {t('record.count', { count: totals.count })}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={2} align="right">
      {num(totals.durationMin, 1)}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={3} align="right">
      {num(totals.areaM2, 1)}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={4} align="right">
      {num(totals.distanceKm, 2)}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={5} align="right">
      {num(totals.waterL, 1)}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={6} align="right">
      {num(totals.energyKwh, 2)}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={7} />
  </Table.Summary.Row>
);

/** CSV rows: the same values and units as the table, times in ISO so spreadsheets sort them. */
export const recordCsv = (t: TFunction, runs: TRun[]) => ({
  header: ['start', 'end', 'name', 'source', 'duration', 'area', 'distance', 'water', 'energy', 'result'].map((k) =>
    t(`record.fields.${k}`),
  ),
  rows: runs.map((r) => [
    r.startedAt,
    r.endedAt ?? '',
    r.name,
    t(`record.sources.${r.source}`),
    r.state === 'running' ? '' : r.durationMin,
    r.areaM2,
    r.distanceKm,
    r.waterL,
    r.energyKwh,
    t(`record.states.${r.state}`) + (r.reservationResult ? ` / ${t(`shared:enums.ReservationResult.${r.reservationResult}`)}` : ''),
  ]),
});
