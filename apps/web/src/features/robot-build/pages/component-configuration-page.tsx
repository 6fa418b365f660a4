import { Alert, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useRobotBuild } from '../api/get-robot-build';
import { ConsumableLife } from '../components/consumable-life';
import { InstalledComponents } from '../components/installed-components';
import { RobotBuildHeader } from '../components/robot-build-header';

const LIST = '/contentPage/robotConfigList';

/** The tab's body for one robot: which robot, what is installed in it (with swaps), its consumables. */
const RobotComponents = ({ robotId }: { robotId: number }) => {
  const { t } = useTranslation('robotBuild');
  const build = useRobotBuild(robotId);
  if (build.isError) {
    return (
      <Flex vertical gap={12} align="flex-start">
        <Alert type="warning" showIcon title={t('tab.notFound')} />
        <Link to={LIST}>{t('tab.openList')}</Link>
      </Flex>
    );
  }
  if (!build.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={16}>
      <RobotBuildHeader robot={build.data} />
      <InstalledComponents robot={build.data} />
      <ConsumableLife robot={build.data} />
    </Flex>
  );
};

/**
 * componentConfiguration, the default tab of robotConfigContent: the robot in `?robotId=` (the
 * container's tabs keep it). Without a robot it says where to choose one and asks nothing.
 */
export const ComponentConfigurationPage = () => {
  const { t } = useTranslation('robotBuild');
  const robotId = useOperateRobotId();
  if (robotId === null) {
    return (
      <Empty description={t('tab.noRobot')}>
        <Link to={LIST}>{t('tab.openList')}</Link>
      </Empty>
    );
  }
  return <RobotComponents key={robotId} robotId={robotId} />;
};
