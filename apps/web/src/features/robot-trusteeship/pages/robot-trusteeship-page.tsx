import { SwapOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT } from '@fleet/contracts';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission, usePermission } from '../../../components/permission';
import { RobotSearchForm, type RobotSearch } from '../../../components/robot-search-form';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { HostingHistoryTable } from '../components/hosting-history-table';
import { TrusteeshipTable } from '../components/trusteeship-table';
import { useHostModal } from '../components/use-host-modal';

const FILTERS = ['hosted', 'online', 'robotType', 'orgId'] as const;

/** Trusteeship (desktop): robots with their hosting, host / unhost, and the custody history. */
export const RobotTrusteeshipPage = () => {
  const { t } = useTranslation('robotTrusteeship');
  const [search, setSearch] = useState<RobotSearch>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useFindRobots({ ...search, ...paging });
  const host = useHostModal();
  const canHistory = usePermission('robotTrusteeship:history');
  useLiveRobots(data?.list.map((r) => r.id) ?? null);
  const robots = (
    <Flex vertical gap={16}>
      <RobotSearchForm
        name="robot-trusteeship-search"
        filters={FILTERS}
        onSearch={(s) => {
          setSearch(s);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <Flex gap={8}>
        <Permission code="robotTrusteeship:host">
          <Button type="primary" icon={<SwapOutlined />} onClick={() => host.open()}>
            {t('actions.host')}
          </Button>
        </Permission>
      </Flex>
      <TrusteeshipTable data={data} loading={isFetching} onPage={(page, pageSize) => setPaging({ page, pageSize })} onHost={host.open} />
    </Flex>
  );
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
