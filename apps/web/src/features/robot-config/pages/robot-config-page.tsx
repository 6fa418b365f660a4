import { useQuery } from '@tanstack/react-query';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { ConfigForm } from '../components/config-form';
import { ConfigShell } from '../components/config-shell';

/**
 * robotConfig tab: the configuration the robot reported, changed only by commands it confirms; the
 * form follows each new report through the live hub's data notice.
 */
export const RobotConfigPage = () => {
  const robotId = useOperateRobotId();
  const robot = useQuery({ ...getRobotQuery(robotId ?? 0), enabled: robotId !== null });
  if (!robot.data) return null;
  return (
    <ConfigShell robot={robot.data}>
      {(config, readOnly) => <ConfigForm robot={robot.data} config={config} readOnly={readOnly} />}
    </ConfigShell>
  );
};
