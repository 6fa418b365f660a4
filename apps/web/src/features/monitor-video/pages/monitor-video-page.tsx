import type { TRobotListQuery } from '@fleet/contracts';
import { Alert, Card, Empty, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { useOperateCodes } from '../../../lib/session-api';
import { WallGrid } from '../components/wall-grid';
import { WallToolbar } from '../components/wall-toolbar';
import { useWallState } from '../hooks/wall-state';

/** The picker's robots: the first page of the caller's scope, online first (the list's largest page). */
const PICKER_QUERY: TRobotListQuery = { page: 1, pageSize: 100, sortField: 'online', sortOrder: 'desc' };

/**
 * monitorVideo (spec §2 robotMonitor, §9 split screens): several robots' live cameras at once. Each
 * tile watches through the live hub like the operate tab's live view; the layout and the robots
 * chosen are remembered for the user.
 */
export const MonitorVideoPage = () => {
  const { t } = useTranslation('monitorVideo');
  const wall = useWallState();
  const canWatch = useOperateCodes().has('robotMonitor:video');
  const candidates = useFindRobots(PICKER_QUERY);
  const list = candidates.data?.list;
  const names = useMemo(() => new Map((list ?? []).map((r) => [r.id, r.alias || r.deviceNumber])), [list]);
  // Tiles read each robot's detail; the hub keeps its online state current for a session that holds a
  // robot screen's view (ROBOT_READ). For the monitor alone it sends none: a robot that went away then
  // shows as "no signal" once its frames stop.
  useLiveRobots(wall.robotIds);
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <WallToolbar
          layout={wall.layout}
          robotIds={wall.robotIds}
          candidates={list ?? []}
          loading={candidates.isLoading}
          onLayout={wall.setLayout}
          onRobots={wall.setRobots}
        />
        {candidates.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {!canWatch && <Alert type="warning" showIcon title={t('noPermission')} />}
        {wall.robotIds.length === 0 ? (
          <Empty description={t('empty')} style={{ padding: '48px 0' }} />
        ) : (
          <WallGrid layout={wall.layout} robotIds={wall.robotIds} names={names} canWatch={canWatch} onRemove={wall.remove} />
        )}
      </Flex>
    </Card>
  );
};
