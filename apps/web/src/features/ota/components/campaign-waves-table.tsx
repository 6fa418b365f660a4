import type { TCampaignDetail, TTargetCounts } from '@fleet/contracts';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

type WaveRow = TTargetCounts & { index: number };

/** One row per wave: its robots by where they stand, the current wave marked. */
export const CampaignWavesTable = ({ campaign: c }: { campaign: TCampaignDetail }) => {
  const { t } = useTranslation('ota');
  const count = (key: keyof TTargetCounts, render?: (w: WaveRow) => number) => ({
    key,
    title: t(`detail.waveColumns.${key === 'total' ? 'size' : key}` as 'detail.waveColumns.size'),
    width: 90,
    render: (_: unknown, w: WaveRow) => (render ? render(w) : w[key]),
  });
  const columns: TableColumnsType<WaveRow> = [
    {
      key: 'wave',
      title: t('detail.waveColumns.wave'),
      width: 140,
      render: (_: unknown, w: WaveRow) => (
        <>
          {t('detail.waveName', { n: w.index + 1 })}
          {w.index === c.currentWave && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('detail.currentWave')}
            </Tag>
          )}
        </>
      ),
    },
    count('total'),
    count('succeeded'),
    count('failed'),
    { ...count('sent', (w) => w.sent + w.upgrading), title: t('detail.waveColumns.inProgress') },
    count('waiting'),
    count('pending'),
  ];
  return (
    <Table<WaveRow>
      rowKey="index"
      size="small"
      columns={columns}
      dataSource={c.waves.map((w, index) => ({ ...w, index }))}
      pagination={false}
      rowClassName={(w) => (w.index === c.currentWave ? 'ant-table-row-selected' : '')}
    />
  );
};
