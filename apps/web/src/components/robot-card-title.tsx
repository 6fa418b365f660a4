import type { TRobot } from '@fleet/contracts';
import { Flex } from 'antd';
import { OnlineTag } from './status-tag';

/** A robot card's title on phones: the name people use and the device number, with whether it is online. */
export const RobotCardTitle = ({ robot }: { robot: TRobot }) => (
  <Flex justify="space-between" align="center" gap={8}>
    <span>
      {robot.alias} · {robot.deviceNumber}
    </span>
    <OnlineTag online={robot.live.online} />
  </Flex>
);
