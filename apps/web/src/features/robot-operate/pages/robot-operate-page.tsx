import { ROBOT_SORT_FIELDS, type TRobot, type TRobotSortField } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { RobotSearchForm, type RobotSearch } from '../../../components/robot-search-form';
import { isStale } from '../../../components/value-age';
import { useNow } from '../../../lib/clock';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { useListState } from '../../../lib/use-list-state';
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
  const list = useListState<RobotSearch, TRobotSortField>();
  const { data, isPlaceholderData } = useFindRobots(list.query);
  // The rows on screen, not the whole fleet: a page of robots costs the same for a fleet of 10 or 10,000.
  useLiveRobots(data?.list.map((r) => r.id) ?? null);
  const columns = useOperateColumns((r) => void navigate(`operateContent?robotId=${r.id}`));
  return (
    <ListPage title={t('title')}>
      <RobotSearchForm name="robot-operate-search" filters={FILTERS} onSearch={list.onSearch} />
      <PagedTable<TRobot>
        data={data}
        // Live updates and the refresh after a command must not blink the table; a new page or search does.
        loading={isPlaceholderData}
        columns={columns}
        onPage={list.onPage}
        sortFields={ROBOT_SORT_FIELDS}
        sort={list.sort}
        onSort={list.onSort}
        emptyText={t('empty')}
        rowClassName={(r: TRobot) => (isStale(r.live.lastSeenAt, now) ? 'fleet-row-stale' : '')}
      />
    </ListPage>
  );
};
