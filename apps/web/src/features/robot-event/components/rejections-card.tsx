import { REJECTION_REASONS, type TRejection } from '@fleet/contracts';
import { Card, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useTableScrollRegion } from '../../../components/use-table-scroll-region';
import { formatTime } from '../../../lib/format';
import { useRobotRejections } from '../api/get-robot-rejections';

const columns = (t: TFunction): TableColumnsType<TRejection> => [
  { key: 'receivedAt', title: t('rejections.columns.time'), dataIndex: 'receivedAt', width: 170, render: (v: number) => formatTime(v) },
  {
    key: 'topic',
    title: t('rejections.columns.topic'),
    dataIndex: 'topic',
    width: 150,
    // The robot is the page's: its part after fleet/{no}/ (up/telemetry); the whole topic on hover.
    render: (v: string) => (
      <Typography.Text code title={v}>
        {v.split('/').slice(2).join('/') || v}
      </Typography.Text>
    ),
  },
  {
    key: 'reason',
    title: t('rejections.columns.reason'),
    dataIndex: 'reason',
    width: 190,
    render: (v: TRejection['reason']) => t(`rejections.reasons.${v}`),
  },
  { key: 'field', title: t('rejections.columns.field'), dataIndex: 'field', width: 130, render: (v: string | null) => v ?? '—' },
  // The server's technical English for the firmware's developers: shown as sent, not translated.
  { key: 'detail', title: t('rejections.columns.detail'), dataIndex: 'detail', render: (v: string) => <span lang="en">{v}</span> },
];

/**
 * The robot's messages the server refused, and why (issue 12 diagnostics): on the events page, where a
 * vendor looks for what the robot reported, under the same permission. The newest 50, reloaded when the
 * hub says new ones were recorded; the counts include those no longer listed.
 */
export const RejectionsCard = ({ robotId }: { robotId: number }) => {
  const { t } = useTranslation('robotEvent');
  const { data, isLoading } = useRobotRejections(robotId);
  // 50 rows scroll inside the card: reachable by keyboard (axe scrollable-region-focusable).
  const scrollRef = useTableScrollRegion();
  const counted = REJECTION_REASONS.filter((r) => (data?.counts[r] ?? 0) > 0);
  return (
    <Card>
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('rejections.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('rejections.intro')}</Typography.Text>
        </Flex>
        {counted.length > 0 && (
          <Flex wrap gap={8} aria-label={t('rejections.countsLabel')} role="list">
            {counted.map((r) => (
              <Tag key={r} role="listitem">
                {t('rejections.count', { reason: t(`rejections.reasons.${r}`), n: data!.counts[r] })}
              </Tag>
            ))}
          </Flex>
        )}
        <Table<TRejection>
          ref={scrollRef}
          size="small"
          loading={isLoading}
          columns={columns(t)}
          // Two refusals may share time, topic and detail (a robot repeating itself): the position is the key.
          dataSource={(data?.list ?? []).map((r, key) => ({ ...r, key }))}
          pagination={false}
          scroll={{ x: 1000, y: 360 }}
          locale={{ emptyText: <Empty description={t('rejections.empty')} /> }}
        />
      </Flex>
    </Card>
  );
};
