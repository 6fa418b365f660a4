import { TargetState, type TCampaignDetail, type TCampaignTargetRow, type TTargetState } from '@fleet/contracts';
import { Button, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { useListState } from '../../../lib/use-list-state';
import { useFindCampaignTargets } from '../api/campaigns';
import { TargetStateTag } from './state-tags';
import { reasonText, resultText, stepText } from './target-labels';
import { TargetTimelineModal } from './target-timeline-modal';

type Row = TCampaignTargetRow & { id: number };
interface Filters {
  state?: TTargetState;
  wave?: number;
}

interface Props {
  campaign: TCampaignDetail;
  /** While the campaign can be rolled back: the upgraded robots ticked to roll back only them. */
  choose?: { chosen: number[]; onChoose: (robotIds: number[]) => void };
}

/** The robots of a campaign, filtered by state and wave; a device number opens the robot's timeline. */
export const CampaignTargetsTable = ({ campaign: c, choose }: Props) => {
  const { t } = useTranslation('ota');
  const list = useListState<Filters>();
  const [opened, setOpened] = useState<Row>();
  const { data, isLoading, isPlaceholderData } = useFindCampaignTargets({ campaignId: c.id, ...list.query }, c);
  const rows = data && { ...data, list: data.list.map((r) => ({ ...r, id: r.robotId })) };
  const columns: TableColumnsType<Row> = [
    {
      key: 'deviceNumber',
      title: t('detail.robotColumns.deviceNumber'),
      width: 170,
      render: (_: unknown, r: Row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          aria-label={t('detail.openTimeline', { name: r.deviceNumber })}
          onClick={() => setOpened(r)}
        >
          {r.deviceNumber}
        </Button>
      ),
    },
    { key: 'name', title: t('detail.robotColumns.name'), width: 110, dataIndex: 'name' },
    { key: 'wave', title: t('detail.robotColumns.wave'), width: 60, render: (_: unknown, r: Row) => r.wave + 1 },
    { key: 'state', title: t('detail.robotColumns.state'), width: 130, render: (_: unknown, r: Row) => <TargetStateTag state={r.state} /> },
    {
      key: 'detail',
      title: t('detail.robotColumns.detail'),
      width: 200,
      render: (_: unknown, r: Row) => (
        <CellStack>
          {r.reason && <span>{reasonText(t, r.reason)}</span>}
          {r.result != null && (
            <Typography.Text type={r.state === 'failed' ? 'danger' : undefined}>{resultText(t, r.result)}</Typography.Text>
          )}
        </CellStack>
      ),
    },
    {
      key: 'step',
      title: t('detail.robotColumns.step'),
      width: 150,
      render: (_: unknown, r: Row) => stepText(t, c.unit, r.step, r.percent) ?? '—',
    },
    { key: 'attempts', title: t('detail.robotColumns.attempts'), width: 80, dataIndex: 'attempts' },
    { key: 'updated', title: t('detail.robotColumns.updated'), width: 130, render: (_: unknown, r: Row) => formatMinute(r.updatedAt) },
  ];
  const filter = (next: Filters) => list.onSearch({ ...list.search, ...next });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select<TTargetState>
          allowClear
          placeholder={t('detail.allStates')}
          aria-label={t('detail.robotColumns.state')}
          style={{ width: 200 }}
          value={list.search.state}
          onChange={(state) => filter({ state })}
          options={Object.values(TargetState).map((s) => ({ value: s, label: t(`shared:enums.TargetState.${s}`) }))}
        />
        <Select<number>
          allowClear
          placeholder={t('detail.allWaves')}
          aria-label={t('detail.robotColumns.wave')}
          style={{ width: 160 }}
          value={list.search.wave}
          onChange={(wave) => filter({ wave })}
          options={c.wavePlan.map((_, i) => ({ value: i, label: t('detail.waveName', { n: i + 1 }) }))}
        />
      </Flex>
      <PagedTable<Row>
        data={rows}
        loading={isLoading || isPlaceholderData}
        columns={columns}
        onPage={list.onPage}
        emptyText={t('detail.robotsEmpty')}
        rowSelection={
          choose && {
            selectedRowKeys: choose.chosen,
            preserveSelectedRowKeys: true,
            // No "select all" (antd's aria-hidden measuring row would hold a focusable checkbox): the
            // rollback takes every upgraded robot when none is ticked.
            hideSelectAll: true,
            onChange: (keys) => choose.onChoose(keys.map(Number)),
            // Only a robot that was upgraded can be sent back.
            getCheckboxProps: (r: Row) => ({
              disabled: r.state !== TargetState.SUCCEEDED,
              'aria-label': t('detail.chooseForRollback', { name: r.deviceNumber }),
            }),
          }
        }
      />
      {opened && (
        <TargetTimelineModal
          campaignId={c.id}
          unit={c.unit}
          robot={{ robotId: opened.robotId, name: opened.deviceNumber }}
          onClose={() => setOpened(undefined)}
        />
      )}
    </Flex>
  );
};
