import { fixedTo, type TStatisticsFigures, type TStatisticsGroup, type TStatisticsRow } from '@fleet/contracts';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { CellStack } from '../../../components/cell-stack';

type Measure = { key: string; field: keyof TStatisticsFigures; digits: number; width: number };

/** The figures in the units of spec §9 (m², min, km, L, kWh), each column sortable on the server by its key. */
const MEASURES: Measure[] = [
  { key: 'runs', field: 'runs', digits: 0, width: 70 },
  { key: 'area', field: 'areaM2', digits: 2, width: 100 },
  { key: 'runTime', field: 'runTimeMin', digits: 1, width: 100 },
  { key: 'distance', field: 'distanceKm', digits: 3, width: 90 },
  { key: 'water', field: 'waterL', digits: 2, width: 80 },
  { key: 'energy', field: 'energyKwh', digits: 3, width: 90 },
  { key: 'faults', field: 'faults', digits: 0, width: 60 },
];

const measureColumns = (t: TFunction): TableColumnsType<TStatisticsRow> =>
  MEASURES.map((m) => ({
    key: m.key,
    title: t(`fields.${m.key}`),
    width: m.width,
    align: 'right',
    render: (_, r) => fixedTo(r[m.field], m.digits),
  }));

/**
 * Per robot, number and alias share a column, and type and organisation another: the nine columns
 * then fit the 1200 px layout (898 px beside the menu: 890 px of columns, headers wrap) without scrolling or clipping.
 */
export const statisticsColumns = (
  t: TFunction,
  typeName: (code: number) => string,
  group: TStatisticsGroup,
): TableColumnsType<TStatisticsRow> =>
  group === 'robot'
    ? [
        {
          key: 'deviceNumber',
          title: `${t('fields.deviceNumber')} / ${t('fields.name')}`,
          width: 160,
          render: (_, r) => (
            <CellStack>
              {r.deviceNumber}
              <Typography.Text type="secondary">{r.name}</Typography.Text>
            </CellStack>
          ),
        },
        {
          key: 'organization',
          title: `${t('fields.organization')} / ${t('fields.robotType')}`,
          width: 140,
          render: (_, r) => (
            <CellStack>
              {r.orgName}
              <Typography.Text type="secondary">{r.robotType === null ? '—' : typeName(r.robotType)}</Typography.Text>
            </CellStack>
          ),
        },
        ...measureColumns(t),
      ]
    : [
        { key: 'name', title: t('fields.organization'), width: 200, dataIndex: 'name' },
        { key: 'robots', title: t('fields.robots'), width: 90, align: 'right', dataIndex: 'robots' },
        ...measureColumns(t),
      ];

/** Sums over every row of the filter (not just the page), under the table, aligned with the figures. */
export const StatisticsTotalsRow = ({ totals, t }: { totals: TStatisticsFigures; t: TFunction }) => (
  <Table.Summary.Row>
    <Table.Summary.Cell index={0} colSpan={2}>
      <strong>{t('totals')}</strong> · {t('robotCount', { count: totals.robots })}
    </Table.Summary.Cell>
    {MEASURES.map((m, i) => (
      <Table.Summary.Cell key={m.key} index={i + 2} align="right">
        <strong>{fixedTo(totals[m.field], m.digits)}</strong>
      </Table.Summary.Cell>
    ))}
  </Table.Summary.Row>
);
