import { PAGE_SIZE_DEFAULT, type TRobot } from '@fleet/contracts';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { RobotSearchForm, type RobotSearch } from '../../../components/robot-search-form';
import { isStale } from '../../../components/value-age';
import { useNow } from '../../../lib/clock';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { useOperateColumns } from '../components/operate-columns';

const FILTERS = ['online', 'locked', 'robotType', 'orgId', 'hosted'] as const;

/**
 * The operate list: the fleet with its live state (from the live hub, through the query cache),
 * lock / unlock / reset with their outcome, and a way into each robot's operate content.
 */
export const RobotOperatePage = () => {
  const { t } = useTranslation('robotOperate');
  const navigate = useNavigate();
  const now = useNow();
  const [search, setSearch] = useState<RobotSearch>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isPlaceholderData } = useFindRobots({ ...search, ...paging });
  // The rows on screen, not the whole fleet: a page of robots costs the same for a fleet of 10 or 10,000.
  useLiveRobots(data?.list.map((r) => r.id) ?? null);
  const columns = useOperateColumns((r) => void navigate(`operateContent?robotId=${r.id}`));
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <RobotSearchForm
          name="robot-operate-search"
          filters={FILTERS}
          onSearch={(s) => {
            setSearch(s);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <PagedTable<TRobot>
          data={data}
          // Live updates and the refresh after a command must not blink the table; a new page or search does.
          loading={isPlaceholderData}
          columns={columns}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
          emptyText={t('empty')}
          scrollX={1300}
          rowClassName={(r: TRobot) => (isStale(r.live.lastSeenAt, now) ? 'fleet-row-stale' : '')}
        />
      </Flex>
    </Card>
  );
};
