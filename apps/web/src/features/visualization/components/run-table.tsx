import { fixedTo, type TVisRun } from '@fleet/contracts';
import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTableScrollRegion } from '../../../components/use-table-scroll-region';
import { formatMinute } from '../../../lib/format';

/** The robot's last runs; a run whose samples are kept can be replayed. */
export const RunTable = ({ runs, selected, onReplay }: { runs: TVisRun[]; selected: number | null; onReplay: (id: number) => void }) => {
  const { t } = useTranslation('visualization');
  const columns: TableColumnsType<TVisRun> = [
    { key: 'started', title: t('robot.started'), width: 135, render: (_, r) => formatMinute(r.startedAt) },
    { key: 'run', title: t('robot.run'), ellipsis: true, render: (_, r) => r.name || '—' },
    { key: 'duration', title: t('robot.duration'), width: 80, align: 'right', render: (_, r) => fixedTo(r.durationMin, 1) },
    { key: 'area', title: t('robot.area'), width: 85, align: 'right', render: (_, r) => fixedTo(r.areaM2, 2) },
    {
      key: 'state',
      title: t('robot.state'),
      width: 80,
      render: (_, r) => t(`robot.states.${r.state as 'done'}`, { defaultValue: r.state }),
    },
    {
      key: 'replay',
      title: t('robot.replay'),
      width: 110,
      render: (_, r) =>
        r.samplesExpired ? (
          <Tag>{t('robot.expired')}</Tag>
        ) : (
          <Button size="small" type={selected === r.id ? 'primary' : 'default'} onClick={() => onReplay(r.id)}>
            {t('robot.replay')}
          </Button>
        ),
    },
  ];
  const ref = useTableScrollRegion();
  return (
    <Table<TVisRun>
      ref={ref}
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={runs}
      pagination={false}
      scroll={{ y: 360 }}
      locale={{ emptyText: <Empty description={t('robot.noRuns')} /> }}
    />
  );
};
