import { ToolOutlined } from '@ant-design/icons';
import { WorkOrderLevel, type TRobot } from '@fleet/contracts';
import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Permission } from '../../../components/permission';
import { RouteTabs, type RouteTab } from '../../../components/route-tabs';
import { useLiveRobots } from '../../../lib/live';
import { OPERATE_ROBOT_PARAM, useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { newWorkOrderPath } from '../../../lib/work-order-prefill';
import { OperateRobotHeader } from '../components/operate-robot-header';
import { OperateRobotPicker } from '../components/operate-robot-picker';

/** My tickets with a new work order for this robot: the user sets the level and says what is wrong. */
const workOrderPath = (r: TRobot) =>
  newWorkOrderPath({ robotId: r.id, deviceNumber: r.deviceNumber, level: WorkOrderLevel.COMMON, description: '' });

/**
 * The robot operate container (spec §2 operateContent), under robotOperate and at top level: which
 * robot, its live header, and one tab per page. Every tab keeps `?robotId=`, so switching tabs
 * stays on the robot and any tab can be bookmarked. Without a robot, or with one the user may not see,
 * it says so and offers the picker instead of showing empty pages.
 */
export const OperateContentPage = ({ labelKey, tabs }: { labelKey: string; tabs: readonly RouteTab[] }) => {
  const { t } = useTranslation('robotOperate');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const robotId = useOperateRobotId();
  const robot = useQuery({ ...getRobotQuery(robotId ?? 0), enabled: robotId !== null });
  useLiveRobots(robotId === null ? null : [robotId]);
  const choose = (id: number) => void navigate(`${pathname}?${OPERATE_ROBOT_PARAM}=${id}`);
  const title = <h1 style={{ fontSize: 18, margin: 0 }}>{t(labelKey)}</h1>;

  if (robotId === null || robot.isError) {
    return (
      <Card title={title}>
        {robot.isError && <Alert type="warning" showIcon title={t('content.notFound')} style={{ marginBottom: 16 }} />}
        <Empty description={t('content.choose')}>
          <OperateRobotPicker onChoose={choose} />
        </Empty>
      </Card>
    );
  }
  return (
    <Card
      title={title}
      extra={
        <Flex gap={8} align="center">
          <OperateRobotPicker onChoose={choose} compact />
          {robot.data && (
            <Permission code="workOrderRecord:create">
              <Button icon={<ToolOutlined />} onClick={() => void navigate(workOrderPath(robot.data))}>
                {t('content.workOrder')}
              </Button>
            </Permission>
          )}
          {/* A button that navigates, not a button inside a link: one control, one tab stop. */}
          <Button onClick={() => void navigate('/contentPage/robotOperate')}>{t('content.backToList')}</Button>
        </Flex>
      }
    >
      {robot.data ? <OperateRobotHeader robot={robot.data} /> : <Skeleton active paragraph={{ rows: 1 }} />}
      <RouteTabs tabs={tabs} />
      {robot.data && <Outlet />}
    </Card>
  );
};
