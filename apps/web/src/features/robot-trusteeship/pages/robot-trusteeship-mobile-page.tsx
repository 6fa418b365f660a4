import { SwapOutlined } from '@ant-design/icons';
import type { THosting, TRobot } from '@fleet/contracts';
import { Button, Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HostingBrief, HostingStateTag, useHostingWindow } from '../../../components/hosting-brief';
import { ListPage } from '../../../components/list-page';
import { loadMoreProps, MobileCardList } from '../../../components/mobile-card-list';
import { Permission, usePermission } from '../../../components/permission';
import { RobotCardTitle } from '../../../components/robot-card-title';
import { EnumTag } from '../../../components/status-tag';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobotsInfinite } from '../../../lib/robot-api';
import { useFindHostingsInfinite } from '../api/find-hostings';
import { TrusteeshipRowActions } from '../components/trusteeship-row-actions';
import { useHostModal } from '../components/use-host-modal';

const HistoryCards = () => {
  const { t } = useTranslation('robotTrusteeship');
  const windowText = useHostingWindow();
  const q = useFindHostingsInfinite({});
  const items = q.data?.pages.flatMap((p) => p.list);
  if (items && items.length === 0) return <Empty description={t('historyEmpty')} />;
  return (
    <Flex vertical gap={12}>
      {items?.map((h: THosting) => (
        <Card key={h.id} size="small" title={h.deviceNumber} extra={<HostingStateTag state={h.state} />}>
          <Flex vertical gap={4}>
            <span>
              <EnumTag name="TrusteeshipType" value={h.type} /> {h.fromOrgName} → {h.orgName}
            </span>
            <Typography.Text type="secondary">{windowText(h.startAt, h.endAt)}</Typography.Text>
          </Flex>
        </Card>
      ))}
      {q.hasNextPage && (
        <Button size="large" block loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('common:loadMore')}
        </Button>
      )}
    </Flex>
  );
};

/** Trusteeship on phones: robot cards with host / unhost, and the custody history as cards. */
export const RobotTrusteeshipMobilePage = () => {
  const { t } = useTranslation('robotTrusteeship');
  const [view, setView] = useState<'robots' | 'history'>('robots');
  const [keyword, setKeyword] = useState('');
  const query = useFindRobotsInfinite({ keyword: keyword || undefined });
  const cards = loadMoreProps(query);
  const host = useHostModal(true);
  const canHistory = usePermission('robotTrusteeship:history');
  useLiveRobots(cards.items?.map((r) => r.id) ?? null);
  return (
    <ListPage title={t('title')} mobile>
      {canHistory && (
        <Segmented
          block
          size="large"
          value={view}
          onChange={(v) => setView(v as 'robots' | 'history')}
          options={[
            { value: 'robots', label: t('tabs.robots') },
            { value: 'history', label: t('tabs.history') },
          ]}
        />
      )}
      {view === 'history' ? (
        <HistoryCards />
      ) : (
        <MobileCardList<TRobot>
          {...cards}
          itemKey={(r) => r.id}
          searchLabel={t('robot:placeholders.keyword')}
          onSearch={setKeyword}
          emptyText={t('empty')}
          onOpen={(r) => r.access === 'owner' && !r.hosting && host.open(r)}
          renderTitle={(r) => <RobotCardTitle robot={r} />}
          renderBody={(r) => <HostingBrief hosting={r.hosting} />}
          renderActions={(r) => <TrusteeshipRowActions robot={r} size="large" onHost={host.open} />}
          toolbar={
            <Permission code="robotTrusteeship:host">
              <Button type="primary" size="large" block icon={<SwapOutlined />} onClick={() => host.open()}>
                {t('actions.host')}
              </Button>
            </Permission>
          }
        />
      )}
      {host.modal}
    </ListPage>
  );
};
