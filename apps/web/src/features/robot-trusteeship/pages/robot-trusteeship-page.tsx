import { SwapOutlined } from '@ant-design/icons';
import type { TRobotSortField } from '@fleet/contracts';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission, usePermission } from '../../../components/permission';
import { RobotSearchForm, type RobotSearch } from '../../../components/robot-search-form';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { useListState } from '../../../lib/use-list-state';
import { HostingHistoryTable } from '../components/hosting-history-table';
import { TrusteeshipTable } from '../components/trusteeship-table';
import { useHostModal } from '../components/use-host-modal';

const FILTERS = ['hosted', 'online', 'robotType', 'orgId'] as const;

/** Trusteeship (desktop): robots with their hosting, host / unhost, and the custody history. */
export const RobotTrusteeshipPage = () => {
  const { t } = useTranslation('robotTrusteeship');
  const list = useListState<RobotSearch, TRobotSortField>();
  const { data, isFetching } = useFindRobots(list.query);
  const host = useHostModal();
  const canHistory = usePermission('robotTrusteeship:history');
  useLiveRobots(data?.list.map((r) => r.id) ?? null);
  const robots = (
    <Flex vertical gap={16}>
      <RobotSearchForm name="robot-trusteeship-search" filters={FILTERS} onSearch={list.onSearch} />
      <Flex gap={8}>
        <Permission code="robotTrusteeship:host">
          <Button type="primary" icon={<SwapOutlined />} onClick={() => host.open()}>
            {t('actions.host')}
          </Button>
        </Permission>
      </Flex>
      <TrusteeshipTable data={data} loading={isFetching} onPage={list.onPage} sort={list.sort} onSort={list.onSort} onHost={host.open} />
    </Flex>
  );
  // Not ListPage: the title sits over tabs, whose bar brings its own spacing, hence the tighter gap.
  return (
    <Card>
      <Flex vertical gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'robots', label: t('tabs.robots'), children: robots },
            ...(canHistory ? [{ key: 'history', label: t('tabs.history'), children: <HostingHistoryTable /> }] : []),
          ]}
        />
      </Flex>
      {host.modal}
    </Card>
  );
};
