import { fixedTo } from '@fleet/contracts';
import { Empty, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableScrollRegion } from '../../../components/use-table-scroll-region';
import { digitsOf, type MetricKey } from './metrics';

interface Props<T> {
  rows: T[];
  rowKey: (r: T) => string | number;
  /** The first column: what a row is (a day, a site, a type, a robot). */
  head: { title: string; render: (r: T) => ReactNode; width?: number };
  metrics: MetricKey[];
  value: (r: T, m: MetricKey) => number;
  caption: string;
  height?: number;
}

/** The chart's figures as a table beside it: what a screen reader or a careful reader uses. */
export const FigureTable = <T extends object>({ rows, rowKey, head, metrics, value, caption, height = 260 }: Props<T>) => {
  const { t } = useTranslation('visualization');
  const columns: TableColumnsType<T> = [
    { key: 'head', title: head.title, width: head.width ?? 120, render: (_, r) => head.render(r) },
    ...metrics.map((m) => ({
      key: m,
      title: t(`metrics.${m}`),
      width: 110,
      align: 'right' as const,
      render: (_: unknown, r: T) => fixedTo(value(r, m), digitsOf(m)),
    })),
  ];
  const ref = useTableScrollRegion();
  return (
    <Table<T>
      ref={ref}
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ y: height }}
      title={() => caption}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
    />
  );
};
